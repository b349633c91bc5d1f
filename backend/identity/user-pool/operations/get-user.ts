import type { PoolContext } from '../../pool-context';
import { toWireAttributes } from '../attributes';
import { authenticateAccessToken } from '../authenticate-access-token';
import { requireString, type JsonObject } from '../input';
import { enabledMfaTypes } from '../sign-in/continue-sign-in';
import type { UserRecord } from '../store/users';

/** The MFA fields GetUser and AdminGetUser share; absent when the user has none. */
export function mfaSettings(pool: PoolContext, user: UserRecord): JsonObject {
  const enabled = enabledMfaTypes(pool, user);
  if (enabled.length === 0) return {};
  const preferred = user.preferredMfa && enabled.includes(user.preferredMfa) ? user.preferredMfa : undefined;
  return { UserMFASettingList: enabled, ...(preferred ? { PreferredMfaSetting: preferred } : {}) };
}

/** GetUser – the signed-in user's attributes (email_verified as the string "true"/"false") and MFA settings. */
export async function getUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessToken(pool, requireString(input, 'AccessToken'));
  return { Username: user.username, UserAttributes: toWireAttributes(user), ...mfaSettings(pool, user) };
}
