import type { PoolContext } from '../../pool-context';

/**
 * `<issuer>/.well-known/openid-configuration`: what verifiers need to find the keys, and what
 * OpenID Connect clients need to use the hosted sign-in (backend/identity/oauth/).
 */
export function openIdConfiguration(pool: PoolContext): Record<string, unknown> {
  const { origin, scopes } = pool.hostedUi;
  return {
    issuer: pool.issuer,
    jwks_uri: `${pool.issuer}/.well-known/jwks.json`,
    authorization_endpoint: `${origin}/oauth2/authorize`,
    token_endpoint: `${origin}/oauth2/token`,
    userinfo_endpoint: `${origin}/oauth2/userInfo`,
    revocation_endpoint: `${origin}/oauth2/revoke`,
    end_session_endpoint: `${origin}/logout`,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'cognito:username', 'cognito:groups'],
    scopes_supported: [...scopes],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
  };
}
