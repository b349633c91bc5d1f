import type { PoolContext } from '../../pool-context';
import { sendAccountNotice } from '../account-notices';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { requireString, type JsonObject } from '../input';
import { deleteUser as deleteUserRecord } from '../store/users';

/**
 * DeleteUser – the signed-in user deletes their own account (sign-ins, codes and groups go with
 * it), then hears so at its address (issue 48; the site's "Leave" has dealt with the records first).
 */
export async function deleteUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  await deleteUserRecord(pool.db, user.sub);
  await sendAccountNotice(pool, user.email, { kind: 'account-deleted' });
  return {};
}
