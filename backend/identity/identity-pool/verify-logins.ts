import { ownValue } from '../../core/own-property';
import { ServiceError } from '../aws-json/service-error';
import { loginsKey } from '../endpoints';
import type { PoolContext } from '../pool-context';
import { isJsonObject } from '../user-pool/input';
import { loadSignInWithUser } from '../user-pool/signed-in-users/load-sign-in-with-user';
import { verifyPoolToken } from '../user-pool/verify-pool-token';

export interface VerifiedLogin {
  sub: string;
  groups: string[];
}

const notAuthorized = (message: string) => new ServiceError('NotAuthorizedException', message);

/**
 * Reads `Logins`: absent or empty means a guest (null). Otherwise it must hold exactly this
 * pool's key (its issuer without the scheme) with a valid, unrevoked id token.
 */
export async function verifyLogins(pool: PoolContext, logins: unknown): Promise<VerifiedLogin | null> {
  if (logins === undefined || logins === null) return null;
  if (!isJsonObject(logins)) throw new ServiceError('SerializationException', 'Logins must be a map.');
  const entries = Object.entries(logins);
  if (entries.length === 0) return null;
  const providerName = loginsKey(pool.issuer);
  const idToken = ownValue(logins, providerName);
  if (entries.length !== 1 || typeof idToken !== 'string') {
    throw notAuthorized("Invalid login token. Issuer doesn't match providerName");
  }
  const verification = await verifyPoolToken(pool, idToken, 'id');
  if (!verification.valid) {
    throw notAuthorized(
      verification.reason === 'expired' ? 'Invalid login token. Token expired.' : 'Invalid login token.',
    );
  }
  const { claims } = verification;
  const originJti = typeof claims.origin_jti === 'string' ? claims.origin_jti : null;
  const signIn = originJti ? await loadSignInWithUser(pool.db, originJti) : null;
  if (!signIn || signIn.isRevoked) throw notAuthorized('Invalid login token. Token has been revoked.');
  const groups = claims['cognito:groups'];
  return {
    sub: String(claims.sub),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
  };
}
