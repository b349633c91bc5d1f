import type { JWTPayload } from 'jose';
import type { PoolContext } from '../pool-context';
import { notAuthorized, userNotFound } from './errors';
import { MESSAGES } from './messages';
import { findRefreshTokenByOriginJti } from './store/refresh-tokens';
import { findUserBySub, type UserRecord } from './store/users';
import { verifyPoolToken } from './verify-pool-token';

const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

export interface AuthenticatedUser {
  user: UserRecord;
  claims: JWTPayload;
}

/**
 * The user an AccessToken stands for: signature (RS256, our keys), issuer, expiry, token_use,
 * client and scope, then its sign-in must not be revoked and the user must exist and be enabled.
 */
export async function authenticateAccessToken(pool: PoolContext, accessToken: string): Promise<AuthenticatedUser> {
  const verification = await verifyPoolToken(pool, accessToken, 'access');
  if (!verification.valid) {
    throw notAuthorized(verification.reason === 'expired' ? MESSAGES.accessTokenExpired : MESSAGES.invalidAccessToken);
  }
  const { claims } = verification;
  const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  if (!scopes.includes(ADMIN_SCOPE)) throw notAuthorized(MESSAGES.missingScope);

  const signIn =
    typeof claims.origin_jti === 'string' ? await findRefreshTokenByOriginJti(pool.db, claims.origin_jti) : null;
  if (!signIn || signIn.revokedAt !== null || signIn.userSub !== claims.sub) {
    throw notAuthorized(MESSAGES.accessTokenRevoked);
  }
  const user = await findUserBySub(pool.db, String(claims.sub));
  if (!user) throw userNotFound();
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  return { user, claims };
}
