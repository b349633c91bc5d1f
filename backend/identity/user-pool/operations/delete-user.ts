import type { PoolContext } from '../../pool-context';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { requireString, type JsonObject } from '../input';
import { deleteUser as deleteUserRecord } from '../store/users';

/** DeleteUser – the signed-in user deletes their own account (sign-ins, codes and groups go with it). */
export async function deleteUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  await deleteUserRecord(pool.db, user.sub);
  return {};
}
