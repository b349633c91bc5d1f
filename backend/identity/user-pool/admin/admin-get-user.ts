import type { PoolContext } from '../../pool-context';
import { toWireAttributes } from '../attributes';
import type { JsonObject } from '../input';
import { mfaSettings } from '../operations/get-user';
import { findAdminTarget } from './admin-user';

/** AdminGetUser – one user as an operator sees it. */
export async function adminGetUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  return {
    Username: user.username,
    UserAttributes: toWireAttributes(user),
    UserCreateDate: user.createdAt.getTime() / 1000,
    UserLastModifiedDate: user.updatedAt.getTime() / 1000,
    Enabled: user.enabled,
    UserStatus: user.status,
    ...mfaSettings(pool, user),
  };
}
