/**
 * openid-client (the relying-party side of OpenID Connect and OAuth 2.0: discovery, PKCE, state,
 * nonce and ID token checks) is ESM-only. It is loaded on the first federated sign-in: most
 * processes never need it, and the CommonJS test runner can then load the rest of the backend.
 */
export type OpenIdClient = typeof import('openid-client');

let loading: Promise<OpenIdClient> | undefined;

export function loadOpenIdClient(): Promise<OpenIdClient> {
  loading ??= import('openid-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
