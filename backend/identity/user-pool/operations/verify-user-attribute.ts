import type { PoolContext } from '../../pool-context';
import { authenticateAccessToken } from '../authenticate-access-token';
import { verifyCode } from '../deliver-code';
import { invalidParameter } from '../errors';
import { requireString, type JsonObject } from '../input';
import { updateUser } from '../store/users';

/** VerifyUserAttribute – the code from GetUserAttributeVerificationCode marks the e-mail verified. */
export async function verifyUserAttribute(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessToken(pool, requireString(input, 'AccessToken'));
  const attributeName = requireString(input, 'AttributeName');
  const code = requireString(input, 'Code');
  if (attributeName !== 'email') throw invalidParameter(`Cannot verify ${attributeName}.`);
  await verifyCode(pool, user, 'VERIFY_EMAIL', code);
  await updateUser(pool.db, user.sub, { emailVerified: true }, pool.now());
  return {};
}
