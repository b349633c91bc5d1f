import type { PoolContext } from '../../pool-context';
import { sendCode } from '../deliver-code';
import { invalidParameter, notAuthorized, userNotFound } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { findUserByLogin } from '../store/users';

/** ForgotPassword – a reset code to the verified address. */
export async function forgotPassword(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireClientId(pool, input);
  const user = await findUserByLogin(pool.db, requireString(input, 'Username'));
  if (!user) throw userNotFound(MESSAGES.usernameClientNotFound);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  if (user.status === 'FORCE_CHANGE_PASSWORD') throw notAuthorized(MESSAGES.cannotResetPassword);
  if (!user.emailVerified) throw invalidParameter(MESSAGES.noVerifiedContact);
  return { CodeDeliveryDetails: await sendCode(pool, user, 'FORGOT_PASSWORD') };
}
