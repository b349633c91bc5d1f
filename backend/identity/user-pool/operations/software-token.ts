import { generateTotpSecret, matchTotpCode } from '../../domain/totp';
import type { PoolContext } from '../../pool-context';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { CognitoError, invalidParameter } from '../errors';
import { optionalString, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { closeChallenge, issueChallenge, openChallenge } from '../sign-in/challenge-session';
import { updateUser, type UserRecord } from '../store/users';

/** Who is setting up TOTP: the signed-in user (AccessToken) or a sign-in stuck at MFA_SETUP (Session). */
async function resolveSetup(pool: PoolContext, input: JsonObject) {
  const accessToken = optionalString(input, 'AccessToken');
  if (accessToken) return { user: (await authenticateAccessTokenForChange(pool, accessToken)).user, open: null };
  const session = optionalString(input, 'Session');
  if (!session) throw invalidParameter('Either AccessToken or Session is required.');
  const open = await openChallenge(pool, {
    token: session,
    clientId: pool.ids.userPoolClientId,
    challenges: ['MFA_SETUP'],
  });
  return { user: open.user, open };
}

function assertTotpAllowed(pool: PoolContext): void {
  const mfa = pool.settings.multifactor;
  if (mfa.mode === 'OFF' || !('totp' in mfa && mfa.totp)) {
    throw new CognitoError('InvalidUserPoolConfigurationException', 'Software token MFA is not enabled for this user pool.');
  }
}

/** AssociateSoftwareToken – a new TOTP secret, pending until VerifySoftwareToken proves the app has it. */
export async function associateSoftwareToken(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  assertTotpAllowed(pool);
  const { user, open } = await resolveSetup(pool, input);
  const secret = generateTotpSecret();
  await updateUser(pool.db, user.sub, { totpPendingSecret: secret }, pool.now());
  if (!open) return { SecretCode: secret };
  await closeChallenge(pool, open);
  const next = await issueChallenge(pool, {
    user,
    clientId: open.session.clientId,
    challenge: 'MFA_SETUP',
    state: open.session.state,
  });
  return { SecretCode: secret, Session: next.Session };
}

function matchPending(pool: PoolContext, user: UserRecord, code: string): number | null {
  if (user.totpPendingSecret === null) return null;
  return matchTotpCode({ secret: user.totpPendingSecret, code, now: pool.now(), lastUsedStep: null });
}

/** VerifySoftwareToken – a code from the app makes the pending secret the user's TOTP secret. */
export async function verifySoftwareToken(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  assertTotpAllowed(pool);
  const code = requireString(input, 'UserCode');
  const { user, open } = await resolveSetup(pool, input);
  const step = matchPending(pool, user, code);
  if (step === null) throw new CognitoError('EnableSoftwareTokenMFAException', MESSAGES.totpCodeMismatch);
  await updateUser(
    pool.db,
    user.sub,
    { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
    pool.now(),
  );
  if (!open) return { Status: 'SUCCESS' };
  await closeChallenge(pool, open);
  const next = await issueChallenge(pool, {
    user,
    clientId: open.session.clientId,
    challenge: 'MFA_SETUP',
    state: { ...open.session.state, isTotpVerified: true },
  });
  return { Status: 'SUCCESS', Session: next.Session };
}
