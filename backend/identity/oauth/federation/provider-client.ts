import type { ClientAuth, Configuration, ServerMetadata } from 'openid-client';
import { createAppleClientSecret } from './apple-client-secret';
import type { FederatedProvider } from './federated-provider';
import { loadOpenIdClient, type OpenIdClient } from './openid-client-loader';
import { readAmazonProfile, readAppleProfile, readFacebookProfile, type ProviderProfile } from './provider-profile';

/** Facebook and Login with Amazon speak OAuth 2.0 without OpenID Connect: fixed endpoints and a profile API. */
const OAUTH_ONLY_ENDPOINTS = {
  facebook: {
    issuer: 'https://www.facebook.com',
    authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
    token: 'https://graph.facebook.com/v21.0/oauth/access_token',
    profile: 'https://graph.facebook.com/v21.0/me?fields=id,name,email,first_name,last_name,picture',
    readProfile: readFacebookProfile,
  },
  amazon: {
    issuer: 'https://www.amazon.com',
    authorization: 'https://www.amazon.com/ap/oa',
    token: 'https://api.amazon.com/auth/o2/token',
    profile: 'https://api.amazon.com/user/profile',
    readProfile: readAmazonProfile,
  },
} as const;

/** Discovery documents change rarely; an hour's cache spares a round trip per sign-in. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discovered = new Map<string, { metadata: ServerMetadata; expiresAt: number }>();

/** What the provider's answer is checked against: the values sent with the user. */
export interface UpstreamChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

function isOpenIdConnect(provider: FederatedProvider): boolean {
  return provider.kind === 'google' || provider.kind === 'apple' || provider.kind === 'oidc';
}

/** Plain http only to a provider on this machine: a development or test stand-in. */
function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

async function serverMetadata(client: OpenIdClient, provider: FederatedProvider): Promise<ServerMetadata> {
  if (provider.kind === 'facebook' || provider.kind === 'amazon') {
    const endpoints = OAUTH_ONLY_ENDPOINTS[provider.kind];
    return { issuer: endpoints.issuer, authorization_endpoint: endpoints.authorization, token_endpoint: endpoints.token };
  }
  const issuer = provider.issuer ?? '';
  const cached = discovered.get(issuer);
  if (cached && cached.expiresAt > Date.now()) return cached.metadata;
  const execute = isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [];
  const metadata = (await client.discovery(new URL(issuer), provider.clientId, undefined, client.None(), { execute })).serverMetadata();
  discovered.set(issuer, { metadata, expiresAt: Date.now() + DISCOVERY_TTL_MS });
  return metadata;
}

/** client_secret_basic where the provider offers it (OpenID Connect's default), else the secret in the form. */
async function clientAuthentication(client: OpenIdClient, provider: FederatedProvider, metadata: ServerMetadata): Promise<ClientAuth> {
  if (provider.apple) return client.ClientSecretPost(await createAppleClientSecret({ clientId: provider.clientId, ...provider.apple, now: new Date() }));
  const methods = metadata.token_endpoint_auth_methods_supported;
  const useBasic = isOpenIdConnect(provider) && (!methods || methods.includes('client_secret_basic'));
  return useBasic ? client.ClientSecretBasic(provider.clientSecret) : client.ClientSecretPost(provider.clientSecret);
}

async function configure(provider: FederatedProvider): Promise<{ client: OpenIdClient; config: Configuration }> {
  const client = await loadOpenIdClient();
  const metadata = await serverMetadata(client, provider);
  const config = new client.Configuration(metadata, provider.clientId, undefined, await clientAuthentication(client, provider, metadata));
  if (provider.issuer && isLoopbackHttp(provider.issuer)) client.allowInsecureRequests(config);
  return { client, config };
}

function scopesFor(provider: FederatedProvider): string[] {
  const scopes = [...provider.scopes];
  if (isOpenIdConnect(provider) && provider.kind !== 'apple' && !scopes.includes('openid')) scopes.unshift('openid');
  return scopes;
}

/** Where the user goes to sign in at the provider, with PKCE, state and (OpenID Connect) nonce. */
export async function buildProviderAuthorizationUrl(provider: FederatedProvider, redirectUri: string, checks: UpstreamChecks): Promise<URL> {
  const { client, config } = await configure(provider);
  const scopes = scopesFor(provider);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    state: checks.state,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (isOpenIdConnect(provider)) params.nonce = checks.nonce;
  // Apple answers with a form post whenever it is asked for the name or e-mail.
  if (provider.kind === 'apple' && scopes.some((scope) => scope === 'name' || scope === 'email')) params.response_mode = 'form_post';
  return client.buildAuthorizationUrl(config, params);
}

/**
 * The provider's answer at /oauth2/idpresponse (a query, or Apple's form post): the code is
 * exchanged with the PKCE verifier, state and nonce are checked, and the user's profile read
 * (ID token and userinfo for OpenID Connect, the profile API otherwise).
 */
export async function completeProviderSignIn(
  provider: FederatedProvider,
  callback: { url: URL; form?: URLSearchParams },
  checks: UpstreamChecks,
): Promise<ProviderProfile> {
  const { client, config } = await configure(provider);
  const current = callback.form
    ? new Request(callback.url, { method: 'POST', body: callback.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    : callback.url;

  if (provider.kind === 'facebook' || provider.kind === 'amazon') {
    const tokens = await client.authorizationCodeGrant(config, current, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state });
    const endpoints = OAUTH_ONLY_ENDPOINTS[provider.kind];
    const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(endpoints.profile), 'GET');
    if (!response.ok) throw new Error(`${provider.name}'s profile API answered ${response.status}`);
    return endpoints.readProfile((await response.json()) as Record<string, unknown>);
  }

  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error(`${provider.name} sent no ID token`);
  if (provider.kind === 'apple') return readAppleProfile({ ...idClaims }, callback.form?.get('user') ?? undefined);
  // Like Cognito, attributes come from userinfo where the provider has it (it may know more than the ID token says).
  const userInfo = config.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
  return { subject: idClaims.sub, claims: { ...idClaims, ...userInfo } };
}
