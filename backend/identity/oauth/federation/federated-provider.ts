import type {
  ExternalProviderDeclarations,
  OidcProviderDeclaration,
  ProviderAttributeMapping,
} from '../../../../amplify/auth/hosted-ui';

export type ProviderKind = 'google' | 'facebook' | 'amazon' | 'apple' | 'oidc';

/** An external provider whose secrets are configured: what sign-in through it needs. */
export interface FederatedProvider {
  /** What `identity_provider=` names it: Cognito's Google, Facebook, LoginWithAmazon, SignInWithApple, or the OIDC name. */
  name: string;
  kind: ProviderKind;
  /** Gen 2's name in amplify_outputs.json's oauth.identity_providers (none for OIDC providers). */
  outputsName?: 'GOOGLE' | 'FACEBOOK' | 'LOGIN_WITH_AMAZON' | 'SIGN_IN_WITH_APPLE';
  clientId: string;
  /** Absent for Apple, whose client secret is a JWT signed with `apple.privateKey` per request. */
  clientSecret?: string;
  apple?: { teamId: string; keyId: string; privateKey: string };
  /** OpenID Connect issuer (discovery at `<issuer>/.well-known/openid-configuration`); absent for OAuth-only providers. */
  issuer?: string;
  scopes: readonly string[];
  attributeMapping: ProviderAttributeMapping;
}

export type SecretReader = (name: string) => string | undefined;

/** Google's issuer; GOOGLE_ISSUER_URL points sign-in with Google at an OpenID Connect stand-in instead. */
const GOOGLE_ISSUER = 'https://accounts.google.com';
const APPLE_ISSUER = 'https://appleid.apple.com';
const PROVIDER_NAME_PATTERN = /^[\w-]{1,32}$/;
/** The names Cognito reserves for its own providers and itself. */
const RESERVED_NAMES = new Set(['cognito', 'google', 'facebook', 'loginwithamazon', 'signinwithapple']);

/**
 * The declared providers whose secrets are all set, in the order the sign-in kit shows them.
 * A provider with some secrets but not all is left out and reported, so a typo is not silent.
 */
export function resolveFederatedProviders(
  declarations: ExternalProviderDeclarations,
  readSecret: SecretReader,
  warn: (message: string) => void,
): FederatedProvider[] {
  const providers: FederatedProvider[] = [];
  const withSecrets = (label: string, names: string[]): string[] | undefined => {
    const values = names.map((name) => readSecret(name)?.trim() || undefined);
    const missing = names.filter((_, index) => values[index] === undefined);
    if (missing.length === 0) return values as string[];
    if (missing.length < names.length) warn(`[oauth] ${label} is not offered: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
    return undefined;
  };

  const { google, facebook, loginWithAmazon, signInWithApple, oidc } = declarations;
  if (google) {
    const values = withSecrets('Google', [google.clientIdSecret, google.clientSecretSecret]);
    if (values) {
      const issuer = readSecret('GOOGLE_ISSUER_URL')?.trim() || GOOGLE_ISSUER;
      providers.push({ name: 'Google', kind: 'google', outputsName: 'GOOGLE', clientId: values[0], clientSecret: values[1], issuer, ...pick(google) });
    }
  }
  if (facebook) {
    const values = withSecrets('Facebook', [facebook.clientIdSecret, facebook.clientSecretSecret]);
    if (values) providers.push({ name: 'Facebook', kind: 'facebook', outputsName: 'FACEBOOK', clientId: values[0], clientSecret: values[1], ...pick(facebook) });
  }
  if (loginWithAmazon) {
    const values = withSecrets('Login with Amazon', [loginWithAmazon.clientIdSecret, loginWithAmazon.clientSecretSecret]);
    if (values) {
      providers.push({
        name: 'LoginWithAmazon',
        kind: 'amazon',
        outputsName: 'LOGIN_WITH_AMAZON',
        clientId: values[0],
        clientSecret: values[1],
        ...pick(loginWithAmazon),
      });
    }
  }
  if (signInWithApple) {
    const { clientIdSecret, teamIdSecret, keyIdSecret, privateKeySecret } = signInWithApple;
    const values = withSecrets('Sign in with Apple', [clientIdSecret, teamIdSecret, keyIdSecret, privateKeySecret]);
    if (values) {
      const [clientId, teamId, keyId, privateKey] = values;
      providers.push({
        name: 'SignInWithApple',
        kind: 'apple',
        outputsName: 'SIGN_IN_WITH_APPLE',
        clientId,
        // Environment variables often carry a PEM's line breaks as "\n".
        apple: { teamId, keyId, privateKey: privateKey.replace(/\\n/g, '\n') },
        issuer: APPLE_ISSUER,
        ...pick(signInWithApple),
      });
    }
  }
  for (const declaration of oidc) {
    assertValidOidcName(declaration);
    const values = withSecrets(declaration.name, [declaration.clientIdSecret, declaration.clientSecretSecret]);
    if (values) {
      providers.push({ name: declaration.name, kind: 'oidc', clientId: values[0], clientSecret: values[1], issuer: declaration.issuerUrl, ...pick(declaration) });
    }
  }
  return providers;
}

const PROVIDER_LABELS: ReadonlyMap<string, string> = new Map([
  ['LoginWithAmazon', 'Login with Amazon'],
  ['SignInWithApple', 'Sign in with Apple'],
]);

/** Cognito's names read as one word; people read "Login with Amazon". */
export function providerLabel(provider: Pick<FederatedProvider, 'name'>): string {
  return PROVIDER_LABELS.get(provider.name) ?? provider.name;
}

function pick(declaration: { scopes: readonly string[]; attributeMapping: ProviderAttributeMapping }) {
  return { scopes: declaration.scopes, attributeMapping: declaration.attributeMapping };
}

function assertValidOidcName({ name }: OidcProviderDeclaration): void {
  if (!PROVIDER_NAME_PATTERN.test(name) || RESERVED_NAMES.has(name.toLowerCase())) {
    throw new Error(`OpenID Connect provider name "${name}" must be 1 to 32 letters, digits, _ or -, and not a built-in provider's name.`);
  }
}
