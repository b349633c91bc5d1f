import type { PoolContext } from '../../pool-context';
import type { Caller } from '../caller';
import { sendCode } from '../deliver-code';
import { invalidParameter, userNotFound } from '../errors';
import { standInDelivery } from '../existence/stand-ins';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { takeSendQuota } from '../send-limits';
import { findUserByLogin } from '../store/users';

/**
 * ResendConfirmationCode – a new sign-up code; "User is already confirmed." lets the Authenticator
 * move on. With PreventUserExistenceErrors an unknown name or a disabled account gets
 * CodeDeliveryDetails and nothing is sent, as Cognito does.
 */
export async function resendConfirmationCode(pool: PoolContext, input: JsonObject, caller: Caller): Promise<JsonObject> {
  requireClientId(pool, input);
  const username = requireString(input, 'Username');
  const user = await findUserByLogin(pool.db, username);
  await takeSendQuota(pool, caller, 'CODE_MAIL', user?.email ?? username);
  if (pool.settings.preventUserExistenceErrors && (!user || !user.enabled)) {
    return { CodeDeliveryDetails: await standInDelivery(pool, username) };
  }
  if (!user) throw userNotFound(MESSAGES.usernameClientNotFound);
  if (user.status !== 'UNCONFIRMED') throw invalidParameter(MESSAGES.alreadyConfirmed);
  return { CodeDeliveryDetails: await sendCode(pool, user, 'SIGN_UP') };
}
