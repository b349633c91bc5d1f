import { ServiceError } from '../aws-json/service-error';
import type { PoolContext } from '../pool-context';
import { requireString, type JsonObject } from '../user-pool/input';
import { createGuestIdentity, findOrCreateUserIdentity } from './identities';
import { verifyLogins } from './verify-logins';

export const GUEST_ACCESS_REFUSED = 'Unauthenticated access is not supported for this identity pool.';

export function requireIdentityPoolId(pool: PoolContext, input: JsonObject): void {
  const identityPoolId = requireString(input, 'IdentityPoolId');
  if (identityPoolId !== pool.ids.identityPoolId) {
    throw new ServiceError('ResourceNotFoundException', `IdentityPool '${identityPoolId}' not found.`);
  }
}

/** GetId – a new guest identity, or the signed-in user's own identity (the same one every time). */
export async function getId(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireIdentityPoolId(pool, input);
  const login = await verifyLogins(pool, input.Logins);
  if (login) return { IdentityId: (await findOrCreateUserIdentity(pool.db, pool.settings.region, login.sub)).identityId };
  if (!pool.settings.unauthenticatedIdentitiesEnabled) throw new ServiceError('NotAuthorizedException', GUEST_ACCESS_REFUSED);
  return { IdentityId: (await createGuestIdentity(pool.db, pool.settings.region)).identityId };
}
