import type { PoolContext } from '../../pool-context';
import type { Caller } from '../caller';
import { sendCode } from '../deliver-code';
import { invalidParameter, notAuthorized, userNotFound } from '../errors';
import { standInDelivery } from '../existence/stand-ins';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { takeSendQuota } from '../send-limits';
import { findUserByLogin } from '../store/users';

/**
 * ForgotPassword – a reset code to the verified address. With PreventUserExistenceErrors an
 * unknown name, a disabled account and one without a verified address get the answer a code would
 * (CodeDeliveryDetails), and nothing is sent, as Cognito does.
 */
export async function forgotPassword(pool: PoolContext, input: JsonObject, caller: Caller): Promise<JsonObject> {
  requireClientId(pool, input);
  const username = requireString(input, 'Username');
  const user = await findUserByLogin(pool.db, username);
  await takeSendQuota(pool, caller, 'CODE_MAIL', user?.email ?? username);
  const isPreventing = pool.settings.preventUserExistenceErrors;
  if (isPreventing && (!user || !user.enabled || !user.emailVerified)) {
    return { CodeDeliveryDetails: await standInDelivery(pool, username) };
  }
  if (!user) throw userNotFound(MESSAGES.usernameClientNotFound);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  if (user.status === 'FORCE_CHANGE_PASSWORD') throw notAuthorized(MESSAGES.cannotResetPassword);
  if (!user.emailVerified) throw invalidParameter(MESSAGES.noVerifiedContact);
  return { CodeDeliveryDetails: await sendCode(pool, user, 'FORGOT_PASSWORD') };
}
