import type { JWTPayload } from 'jose';
import type { PoolContext } from '../pool-context';
import { notAuthorized } from './errors';
import { MESSAGES } from './messages';
import { loadSignInWithUser, type LoadSignInOptions } from './signed-in-users/load-sign-in-with-user';
import type { UserRecord } from './store/users';
import { verifyPoolToken } from './verify-pool-token';

const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

export interface AuthenticatedUser {
  user: UserRecord;
  claims: JWTPayload;
}

/**
 * The user an AccessToken stands for: signature (RS256, our keys), issuer, expiry, token_use,
 * client and scope, then its sign-in must not be revoked and the user must exist and be enabled.
 * The sign-in and user come from this process's cache when it holds them; every revocation and
 * user change reaches that cache (signed-in-users/), here at once and elsewhere as announced.
 */
export function authenticateAccessToken(pool: PoolContext, accessToken: string): Promise<AuthenticatedUser> {
  return authenticate(pool, accessToken, {});
}

/**
 * The same check for an operation that changes the user or checks their password: sign-in and
 * user are read from the database, so it starts from the committed record.
 */
export function authenticateAccessTokenForChange(pool: PoolContext, accessToken: string): Promise<AuthenticatedUser> {
  return authenticate(pool, accessToken, { shouldBypassCache: true });
}

async function authenticate(pool: PoolContext, accessToken: string, options: LoadSignInOptions): Promise<AuthenticatedUser> {
  const verification = await verifyPoolToken(pool, accessToken, 'access');
  if (!verification.valid) {
    throw notAuthorized(verification.reason === 'expired' ? MESSAGES.accessTokenExpired : MESSAGES.invalidAccessToken);
  }
  const { claims } = verification;
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!scopes.includes(ADMIN_SCOPE)) throw notAuthorized(MESSAGES.missingScope);

  // A deleted user's sign-ins go with them (ON DELETE CASCADE): no sign-in is a revoked token.
  const originJti = typeof claims.origin_jti === 'string' ? claims.origin_jti : null;
  const signIn = originJti ? await loadSignInWithUser(pool.db, originJti, options) : null;
  if (!signIn || signIn.isRevoked || signIn.user.sub !== claims.sub) {
    throw notAuthorized(MESSAGES.accessTokenRevoked);
  }
  if (!signIn.user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  return { user: signIn.user, claims };
}
