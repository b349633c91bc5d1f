import type { PoolContext } from '../../pool-context';
import { mergeAttributes, readWritableAttributes } from '../attributes';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { invalidParameter } from '../errors';
import { readStringList, requireString, type JsonObject } from '../input';
import { updateUser } from '../store/users';

/** DeleteUserAttributes – removes optional attributes; e-mail is required and stays. */
export async function deleteUserAttributes(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const names = readStringList(input, 'UserAttributeNames');
  const { email, others } = readWritableAttributes(names.map((name) => ({ name, value: '' })));
  if (email !== undefined || names.includes('email')) throw invalidParameter('email is a required attribute.');
  await updateUser(pool.db, user.sub, { attributes: mergeAttributes(user.attributes, others) }, pool.now());
  return {};
}
