import type { PoolContext } from '../../pool-context';
import { resourceNotFound } from '../errors';
import { requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { addUserToGroup, findGroup, listGroupsForUser, removeUserFromGroup } from '../store/groups';
import { findAdminTarget } from './admin-user';

async function requireGroup(pool: PoolContext, input: JsonObject): Promise<string> {
  const name = requireString(input, 'GroupName');
  if (!(await findGroup(pool.db, name))) throw resourceNotFound(MESSAGES.groupNotFound);
  return name;
}

/** AdminAddUserToGroup – membership shows in cognito:groups from the user's next tokens on. */
export async function adminAddUserToGroup(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  await addUserToGroup(pool.db, user.sub, await requireGroup(pool, input));
  return {};
}

/** AdminRemoveUserFromGroup */
export async function adminRemoveUserFromGroup(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  await removeUserFromGroup(pool.db, user.sub, await requireGroup(pool, input));
  return {};
}

/** AdminListGroupsForUser */
export async function adminListGroupsForUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  const groups = await listGroupsForUser(pool.db, user.sub);
  return {
    Groups: groups.map((group) => ({
      GroupName: group.name,
      UserPoolId: pool.ids.userPoolId,
      ...(group.precedence !== null ? { Precedence: group.precedence } : {}),
      ...(group.description !== null ? { Description: group.description } : {}),
      CreationDate: group.createdAt.getTime() / 1000,
      LastModifiedDate: group.updatedAt.getTime() / 1000,
    })),
  };
}
