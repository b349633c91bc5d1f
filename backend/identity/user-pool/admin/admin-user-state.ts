import type { PoolContext } from '../../pool-context';
import { notAuthorized } from '../errors';
import type { JsonObject } from '../input';
import { revokeAllRefreshTokens } from '../store/refresh-tokens';
import { deleteUser, updateUser } from '../store/users';
import { findAdminTarget } from './admin-user';

/** AdminDisableUser – the user can no longer sign in, and every sign-in they had ends. */
export async function adminDisableUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  const now = pool.now();
  await updateUser(pool.db, user.sub, { enabled: false }, now);
  await revokeAllRefreshTokens(pool.db, user.sub, now);
  return {};
}

/** AdminUserGlobalSignOut – ends every sign-in of the user, as their own GlobalSignOut would. */
export async function adminUserGlobalSignOut(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  await revokeAllRefreshTokens(pool.db, user.sub, pool.now());
  return {};
}

/** AdminEnableUser */
export async function adminEnableUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  await updateUser(pool.db, user.sub, { enabled: true }, pool.now());
  return {};
}

/** AdminDeleteUser */
export async function adminDeleteUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  await deleteUser(pool.db, user.sub);
  return {};
}

/** AdminConfirmSignUp – confirms an account without its code (its e-mail stays as verified as it was). */
export async function adminConfirmSignUp(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  if (user.status !== 'UNCONFIRMED') throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  await updateUser(pool.db, user.sub, { status: 'CONFIRMED' }, pool.now());
  return {};
}
