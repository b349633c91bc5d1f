import { hashRefreshToken } from '../../domain/tokens';
import type { PoolContext } from '../../pool-context';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { requireClientId, requireString, type JsonObject } from '../input';
import { findRefreshTokenByHash, revokeAllRefreshTokens, revokeRefreshToken } from '../store/refresh-tokens';

/** GlobalSignOut – ends every sign-in of the user; their access tokens stop working with them. */
export async function globalSignOut(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  await revokeAllRefreshTokens(pool.db, user.sub, pool.now());
  return {};
}

/** RevokeToken – ends the sign-in a refresh token belongs to; an unknown token is already as good as revoked. */
export async function revokeToken(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const clientId = requireClientId(pool, input);
  const token = requireString(input, 'Token');
  const record = await findRefreshTokenByHash(pool.db, hashRefreshToken(token));
  if (record && record.clientId === clientId) await revokeRefreshToken(pool.db, record.originJti, pool.now());
  return {};
}
