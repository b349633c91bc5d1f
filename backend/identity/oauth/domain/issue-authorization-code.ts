import type { PoolContext } from '../../pool-context';
import { OAUTH_LIMITS } from '../limits';
import type { AuthorizationRequest } from '../store/authorization-requests';
import { insertAuthorizationCode } from '../store/authorization-codes';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

/** A single-use code for the signed-in user, bound to the request's client, return address and PKCE challenge. */
export async function issueAuthorizationCode(
  pool: PoolContext,
  request: AuthorizationRequest,
  user: { sub: string },
  authTime: Date,
): Promise<string> {
  const now = pool.now();
  const code = createOpaqueToken();
  await insertAuthorizationCode(
    pool.db,
    hashOpaqueToken(code),
    {
      userSub: user.sub,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
      authTime,
      expiresAt: new Date(now.getTime() + OAUTH_LIMITS.codeTtlMs),
    },
    now,
  );
  return code;
}
