/** Where the two services live on the public origin, and the URLs derived from it. */
export const USER_POOL_PREFIX = '/_aws/cognito-idp/';
export const IDENTITY_POOL_PREFIX = '/_aws/cognito-identity/';

export function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function userPoolEndpoint(publicUrl: string): string {
  return `${trimTrailingSlash(publicUrl)}${USER_POOL_PREFIX}`;
}

export function identityPoolEndpoint(publicUrl: string): string {
  return `${trimTrailingSlash(publicUrl)}${IDENTITY_POOL_PREFIX}`;
}

/** The tokens' `iss`; the JWKS and OpenID configuration are published under it. */
export function userPoolIssuer(publicUrl: string, userPoolId: string): string {
  return `${trimTrailingSlash(publicUrl)}${USER_POOL_PREFIX}${userPoolId}`;
}

/** The identity pool's Logins key for this pool: the issuer without its scheme, as the client builds it. */
export function loginsKey(issuer: string): string {
  return issuer.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}
