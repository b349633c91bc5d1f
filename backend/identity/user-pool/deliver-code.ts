import { issueOneTimeCode } from '../domain/one-time-codes';
import type { PoolContext } from '../pool-context';
import { attemptLimitExceeded, codeMismatch, CognitoError, expiredCode } from './errors';
import { LIMITS } from './limits';
import { emailDelivery, type CodeDeliveryDetails } from './mask-email';
import { codeMail } from './mail-texts';
import { MESSAGES } from './messages';
import { codeKeyOf } from './store/code-key';
import { consumeCode, storeCode, type CodePurpose } from './store/codes';
import type { UserRecord } from './store/users';

/** Makes a code, stores its hash (within the send limit) and mails it to the user's address. */
export async function sendCode(
  pool: PoolContext,
  user: Pick<UserRecord, 'sub' | 'email'>,
  purpose: CodePurpose,
): Promise<CodeDeliveryDetails> {
  const now = pool.now();
  const issued = issueOneTimeCode({ now, ttlMs: LIMITS.codeTtlMs[purpose], key: await codeKeyOf(pool.db) });
  const isStored = await storeCode(
    pool.db,
    { userSub: user.sub, purpose, codeHash: issued.codeHash, expiresAt: issued.expiresAt, now },
    LIMITS.codes,
  );
  if (!isStored) throw attemptLimitExceeded();
  await deliverMail(pool, codeMail(pool.settings, purpose, user.email, issued.code));
  return emailDelivery(user.email);
}

export async function deliverMail(pool: PoolContext, message: Parameters<PoolContext['mailer']['send']>[0]) {
  try {
    await pool.mailer.send(message);
  } catch (error) {
    pool.log.error(`[identity] could not send "${message.subject}"`, error);
    throw new CognitoError('CodeDeliveryFailureException', MESSAGES.codeDeliveryFailed);
  }
}

/** Uses up the user's code for `purpose`, or throws Cognito's error for why it was refused. */
export async function verifyCode(
  pool: PoolContext,
  user: Pick<UserRecord, 'sub'>,
  purpose: CodePurpose,
  code: string,
  mismatchMessage: string = MESSAGES.invalidCode,
): Promise<void> {
  const outcome = await consumeCode(pool.db, { userSub: user.sub, purpose, code, now: pool.now() }, LIMITS.codes);
  if (outcome === 'mismatch') throw codeMismatch(mismatchMessage);
  if (outcome === 'expired') throw expiredCode();
  if (outcome === 'exhausted') throw attemptLimitExceeded();
}
