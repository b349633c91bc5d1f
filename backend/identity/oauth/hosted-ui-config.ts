import { hostedUiUrls, type HostedUiSettings, type OAuthScope } from '../../../amplify/auth/hosted-ui';
import { resolveFederatedProviders, type FederatedProvider, type SecretReader } from './federation/federated-provider';

/** The hosted sign-in as this backend serves it: the declaration with PUBLIC_URL and the secrets filled in. */
export interface HostedUiConfig {
  /**
   * The Amplify client reaches the hosted UI only over https (it rewrites http:// itself), so on a
   * plain-http origin the outputs leave the `oauth` section out and the site offers no redirects.
   */
  isReachableByAmplify: boolean;
  /** `host[:port]` of PUBLIC_URL: the outputs' oauth.domain (the client adds https:// itself). */
  domain: string;
  origin: string;
  callbackUrls: readonly string[];
  logoutUrls: readonly string[];
  scopes: readonly OAuthScope[];
  providers: readonly FederatedProvider[];
}

export function resolveHostedUiConfig(
  settings: HostedUiSettings,
  publicUrl: string,
  readSecret: SecretReader,
  warn: (message: string) => void,
): HostedUiConfig {
  const url = new URL(publicUrl);
  const { callbackUrls, logoutUrls } = hostedUiUrls(settings, url.origin);
  const providers = resolveFederatedProviders(settings.externalProviders, readSecret, warn);
  const isReachableByAmplify = url.protocol === 'https:';
  if (!isReachableByAmplify && providers.length > 0) {
    warn(`[oauth] ${providers.map((provider) => provider.name).join(', ')} configured, but the site is served over http: serve it over https (HTTPS=1) to offer them`);
  }
  return { isReachableByAmplify, domain: url.host, origin: url.origin, callbackUrls, logoutUrls, scopes: settings.scopes, providers };
}

export function findProvider(config: HostedUiConfig, name: string): FederatedProvider | undefined {
  return config.providers.find((provider) => provider.name.toLowerCase() === name.toLowerCase());
}

/** amplify_outputs.json's `auth.oauth`, as Gen 2 writes it; absent when the client could not use it. */
export function hostedUiOutputs(config: HostedUiConfig) {
  if (!config.isReachableByAmplify) return undefined;
  return {
    identity_providers: config.providers.flatMap((provider) => (provider.outputsName ? [provider.outputsName] : [])),
    domain: config.domain,
    scopes: [...config.scopes],
    redirect_sign_in_uri: [...config.callbackUrls],
    redirect_sign_out_uri: [...config.logoutUrls],
    response_type: 'code' as const,
  };
}
