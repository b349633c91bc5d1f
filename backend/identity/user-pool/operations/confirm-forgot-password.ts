import type { PoolContext } from '../../pool-context';
import { verifyCode } from '../deliver-code';
import { notAuthorized, userNotFound } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { passwordRecord } from '../sign-in/password-check';
import { revokeAllRefreshTokens } from '../store/refresh-tokens';
import { findUserByLogin, updateUser } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';

/**
 * ConfirmForgotPassword – code and new password. The password is checked before the code is
 * used, so a rejected password leaves the code usable. The reset also lifts a lockout and ends
 * every existing sign-in.
 */
export async function confirmForgotPassword(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireClientId(pool, input);
  const username = requireString(input, 'Username');
  const code = requireString(input, 'ConfirmationCode');
  const password = requireString(input, 'Password');
  const user = await findUserByLogin(pool.db, username);
  if (!user) throw userNotFound(MESSAGES.usernameClientNotFound);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  assertPasswordAcceptable(pool.settings, password);

  await verifyCode(pool, user, 'FORGOT_PASSWORD', code);
  const now = pool.now();
  await updateUser(
    pool.db,
    user.sub,
    { ...passwordRecord(pool, user, password), failedSignInAttempts: 0, lockedUntil: null },
    now,
  );
  await revokeAllRefreshTokens(pool.db, user.sub, now);
  return {};
}
