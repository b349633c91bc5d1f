import type { PoolContext } from '../../pool-context';

/** `<issuer>/.well-known/openid-configuration`: what verifiers need to find the keys. */
export function openIdConfiguration(pool: PoolContext): Record<string, unknown> {
  return {
    issuer: pool.issuer,
    jwks_uri: `${pool.issuer}/.well-known/jwks.json`,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'email', 'email_verified', 'cognito:username', 'cognito:groups'],
    scopes_supported: ['openid', 'email', 'aws.cognito.signin.user.admin'],
    response_types_supported: ['token', 'id_token'],
  };
}
