import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { UserPoolIssuer } from '@/lib/amplify/user-pool-issuer';

export type TokenUse = 'access' | 'id';

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function remoteKeySetFor(jwksUri: string): JWTVerifyGetKey {
  let keySet = remoteKeySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    remoteKeySets.set(jwksUri, keySet);
  }
  return keySet;
}

/**
 * Verifies a token from the sign-in cookies and returns its claims, or null for anything not
 * issued to this site's app client by its pool: a bad signature, `alg: none`, another issuer,
 * the wrong token_use or client, or past expiry. Amazon Cognito's tokens go through AWS's own
 * verifier; the local backend's (whose issuer is not amazonaws.com, which that verifier insists
 * on) through jose against the pool's JWKS.
 */
export async function verifyPoolToken(
  token: string,
  tokenUse: TokenUse,
  pool: UserPoolIssuer,
  options: { keySet?: JWTVerifyGetKey } = {},
): Promise<JWTPayload | null> {
  try {
    if (pool.isAmazonCognito && !options.keySet) {
      const verifier = CognitoJwtVerifier.create({ userPoolId: pool.userPoolId, tokenUse, clientId: pool.clientId });
      return (await verifier.verify(token)) as JWTPayload;
    }
    const { payload } = await jwtVerify(token, options.keySet ?? remoteKeySetFor(pool.jwksUri), {
      issuer: pool.issuer,
      algorithms: ['RS256'],
    });
    const client = tokenUse === 'access' ? payload.client_id : payload.aud;
    if (payload.token_use !== tokenUse || client !== pool.clientId) return null;
    return payload;
  } catch {
    return null;
  }
}
