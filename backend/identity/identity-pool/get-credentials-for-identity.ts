import { ServiceError } from '../aws-json/service-error';
import type { PoolContext } from '../pool-context';
import { requireString, type JsonObject } from '../user-pool/input';
import { GUEST_ACCESS_REFUSED } from './get-id';
import { findIdentity, findOrCreateUserIdentity, linkGuestIdentity, touchIdentity } from './identities';
import { issueIdentityCredentials } from './identity-credentials';
import { verifyLogins } from './verify-logins';

const LOGINS_MISMATCH = "Logins don't match. Please include at least one valid login for this identity or identity pool.";

/**
 * GetCredentialsForIdentity – one hour of credentials for an identity. A guest identity sent with
 * a login becomes the user's identity (or gives way to the one they already have), so the id the
 * response names is the one the client keeps.
 */
export async function getCredentialsForIdentity(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const identityId = requireString(input, 'IdentityId');
  const identity = await findIdentity(pool.db, identityId);
  if (!identity) throw new ServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const login = await verifyLogins(pool, input.Logins);
  const now = pool.now();

  if (!login) {
    if (identity.userSub !== null) throw new ServiceError('NotAuthorizedException', LOGINS_MISMATCH);
    if (!pool.settings.unauthenticatedIdentitiesEnabled) throw new ServiceError('NotAuthorizedException', GUEST_ACCESS_REFUSED);
    await touchIdentity(pool.db, identity.identityId);
    const credentials = issueIdentityCredentials(
      pool.identityCredentialsSecret,
      { identityId: identity.identityId, role: 'unauthenticated', groups: [], sub: null },
      now,
    );
    return { IdentityId: identity.identityId, Credentials: credentials };
  }

  let resolvedId = identity.identityId;
  if (identity.userSub === null) {
    const isLinked = await linkGuestIdentity(pool.db, identity.identityId, login.sub);
    if (!isLinked) resolvedId = (await findOrCreateUserIdentity(pool.db, pool.settings.region, login.sub)).identityId;
  } else if (identity.userSub !== login.sub) {
    throw new ServiceError('NotAuthorizedException', LOGINS_MISMATCH);
  } else {
    await touchIdentity(pool.db, identity.identityId);
  }
  const credentials = issueIdentityCredentials(
    pool.identityCredentialsSecret,
    { identityId: resolvedId, role: 'authenticated', groups: login.groups, sub: login.sub },
    now,
  );
  return { IdentityId: resolvedId, Credentials: credentials };
}
