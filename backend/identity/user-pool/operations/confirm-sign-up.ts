import type { PoolContext } from '../../pool-context';
import { verifyCode } from '../deliver-code';
import { codeMismatch, notAuthorized, userNotFound } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { createAuthSession } from '../store/auth-sessions';
import { findUserByLogin, updateUser } from '../store/users';

/**
 * ConfirmSignUp – the code proves the address: the account is confirmed and its e-mail verified.
 * The returned Session lets USER_AUTH sign the user in right away (Amplify's autoSignIn).
 */
export async function confirmSignUp(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const clientId = requireClientId(pool, input);
  const username = requireString(input, 'Username');
  const code = requireString(input, 'ConfirmationCode');
  const user = await findUserByLogin(pool.db, username);
  // With PreventUserExistenceErrors an unknown name reads like a wrong code for a known one.
  if (!user) throw pool.settings.preventUserExistenceErrors ? codeMismatch() : userNotFound(MESSAGES.usernameClientNotFound);
  if (user.status !== 'UNCONFIRMED') throw notAuthorized(MESSAGES.cannotConfirm(user.status));

  await verifyCode(pool, user, 'SIGN_UP', code);
  const now = pool.now();
  await updateUser(pool.db, user.sub, { status: 'CONFIRMED', emailVerified: true }, now);
  const session = await createAuthSession(
    pool.db,
    { userSub: user.sub, clientId, challenge: 'SIGN_UP_CONFIRMED', state: { firstFactor: 'SIGN_UP' } },
    new Date(now.getTime() + LIMITS.signUpSessionTtlMs),
    now,
  );
  return { Session: session };
}
