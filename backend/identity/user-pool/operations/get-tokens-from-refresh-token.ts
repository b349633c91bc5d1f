import { hashRefreshToken } from '../../domain/tokens';
import type { PoolContext } from '../../pool-context';
import { notAuthorized } from '../errors';
import { requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { refreshSignIn, type AuthenticationResult } from '../sign-in/authentication-result';
import { findRefreshTokenByHash } from '../store/refresh-tokens';
import { findUserBySub } from '../store/users';

/**
 * Fresh access and id tokens for a live refresh token. Every refusal is NotAuthorizedException,
 * which the client answers by dropping the session (signed out), as with Cognito.
 */
export async function refreshTokens(pool: PoolContext, refreshToken: string): Promise<AuthenticationResult> {
  const record = await findRefreshTokenByHash(pool.db, hashRefreshToken(refreshToken));
  if (!record || record.clientId !== pool.ids.userPoolClientId) throw notAuthorized(MESSAGES.invalidRefreshToken);
  if (record.revokedAt !== null) throw notAuthorized(MESSAGES.refreshTokenRevoked);
  if (record.expiresAt.getTime() <= pool.now().getTime()) throw notAuthorized(MESSAGES.refreshTokenExpired);
  const user = await findUserBySub(pool.db, record.userSub);
  if (!user) throw notAuthorized(MESSAGES.invalidRefreshToken);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  return refreshSignIn(pool, user, { originJti: record.originJti, authTime: record.authTime, scope: record.scope ?? undefined });
}

/** GetTokensFromRefreshToken – the only refresh call Amplify ≥ 6.15.4 makes. */
export async function getTokensFromRefreshToken(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireClientId(pool, input);
  const refreshToken = requireString(input, 'RefreshToken');
  return { AuthenticationResult: await refreshTokens(pool, refreshToken) };
}
