import type { PoolContext } from '../pool-context';
import { accountNoticeMail, type AccountNotice } from './mail-texts';
import type { MfaChallengeName } from './store/users';

/**
 * Mails a security notice (issue 48) through the pool's mailer (SMTP or the outbox). The change has
 * happened by then, so a mail that cannot go out is logged, not answered as an error.
 */
export async function sendAccountNotice(pool: PoolContext, to: string, notice: AccountNotice): Promise<void> {
  const message = accountNoticeMail(notice, to, pool.publicUrl);
  try {
    await pool.mailer.send(message);
  } catch (error) {
    pool.log.error(`[identity] could not send "${message.subject}"`, error);
  }
}

/** One notice per second factor turned on or off between `before` and `after` (the enabled types). */
export async function noticeSecondFactorChanges(
  pool: PoolContext,
  to: string,
  before: readonly MfaChallengeName[],
  after: readonly MfaChallengeName[],
): Promise<void> {
  for (const factor of after.filter((type) => !before.includes(type))) {
    await sendAccountNotice(pool, to, { kind: 'second-factor-added', factor });
  }
  for (const factor of before.filter((type) => !after.includes(type))) {
    await sendAccountNotice(pool, to, { kind: 'second-factor-removed', factor });
  }
}
