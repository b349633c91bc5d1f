import type { PoolContext } from '../../pool-context';
import { verifyCode } from '../deliver-code';
import { codeMismatch, notAuthorized, userNotFound } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { passwordRecord } from '../sign-in/password-check';
import { revokeAllRefreshTokens } from '../store/refresh-tokens';
import { findUserByLogin, updateUser } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';

/**
 * ConfirmForgotPassword – code and new password. The password is checked before the code is
 * used, so a rejected password leaves the code usable. The reset also lifts a lockout and ends
 * every existing sign-in. With PreventUserExistenceErrors an unknown name or a disabled account
 * gets CodeMismatchException after the same password check, as Cognito documents.
 */
export async function confirmForgotPassword(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireClientId(pool, input);
  const username = requireString(input, 'Username');
  const code = requireString(input, 'ConfirmationCode');
  const password = requireString(input, 'Password');
  const user = await findUserByLogin(pool.db, username);
  if (pool.settings.preventUserExistenceErrors) {
    assertPasswordAcceptable(pool.settings, password);
    if (!user || !user.enabled) throw codeMismatch();
  }
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
