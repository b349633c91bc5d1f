import type { PoolContext } from '../../pool-context';
import { sendCode } from '../deliver-code';
import { invalidParameter, userNotFound } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { findUserByLogin } from '../store/users';

/** ResendConfirmationCode – a new sign-up code; "User is already confirmed." lets the Authenticator move on. */
export async function resendConfirmationCode(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireClientId(pool, input);
  const user = await findUserByLogin(pool.db, requireString(input, 'Username'));
  if (!user) throw userNotFound(MESSAGES.usernameClientNotFound);
  if (user.status !== 'UNCONFIRMED') throw invalidParameter(MESSAGES.alreadyConfirmed);
  return { CodeDeliveryDetails: await sendCode(pool, user, 'SIGN_UP') };
}
