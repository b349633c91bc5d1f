import type { PoolContext } from '../../pool-context';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { sendCode } from '../deliver-code';
import { invalidParameter } from '../errors';
import { requireString, type JsonObject } from '../input';

/** GetUserAttributeVerificationCode – a code to prove the e-mail address (the pending one, if any); no SMS here. */
export async function getUserAttributeVerificationCode(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const attributeName = requireString(input, 'AttributeName');
  if (attributeName !== 'email') throw invalidParameter(`Cannot send a verification code for ${attributeName}.`);
  const address = user.pendingEmail ?? user.email;
  return { CodeDeliveryDetails: await sendCode(pool, { sub: user.sub, email: address }, 'VERIFY_EMAIL') };
}
