/**
 * The hosted sign-in (OAuth 2.0) part of the pool's settings: where it may send users back, the
 * scopes it grants and the external providers it federates. Plain data, like pool-settings.ts:
 * `resource.ts` turns it into defineAuth's `externalProviders` (secret names become `secret('…')`),
 * and the local backend (backend/identity/oauth/) reads the same object, resolving each secret
 * name from the environment variable of that name.
 */

/** The scopes as they travel in `scope=` (Gen 2 spells them OPENID, EMAIL, PHONE, PROFILE, COGNITO_ADMIN). */
export type OAuthScope = 'openid' | 'email' | 'phone' | 'profile' | 'aws.cognito.signin.user.admin';

/** Gen 2's attribute mapping: pool attribute (Gen 2's camelCase name) → the provider's claim. */
export interface ProviderAttributeMapping {
  address?: string;
  birthdate?: string;
  email?: string;
  emailVerified?: string;
  familyName?: string;
  gender?: string;
  givenName?: string;
  locale?: string;
  middleName?: string;
  fullname?: string;
  nickname?: string;
  phoneNumber?: string;
  profilePicture?: string;
  preferredUsername?: string;
  profilePage?: string;
  timezone?: string;
  lastUpdateTime?: string;
  website?: string;
  /** Pool attribute name (e.g. `custom:handle`) → the provider's claim. */
  custom?: Record<string, string>;
}

interface ProviderDeclaration {
  scopes: readonly string[];
  attributeMapping: ProviderAttributeMapping;
}

/** Google, Facebook and Login with Amazon: an app id and secret, each kept as a secret. */
export interface ClientSecretProviderDeclaration extends ProviderDeclaration {
  clientIdSecret: string;
  clientSecretSecret: string;
}

/** Sign in with Apple signs its own client secret with a private key from Apple's developer account. */
export interface AppleProviderDeclaration extends ProviderDeclaration {
  clientIdSecret: string;
  teamIdSecret: string;
  keyIdSecret: string;
  privateKeySecret: string;
}

/** Any OpenID Connect provider, found through `<issuerUrl>/.well-known/openid-configuration`. */
export interface OidcProviderDeclaration extends ClientSecretProviderDeclaration {
  /** What `identity_provider=` names it (and Gen 2's `name`): letters, digits, `_` and `-`. */
  name: string;
  issuerUrl: string;
}

export interface ExternalProviderDeclarations {
  google?: ClientSecretProviderDeclaration;
  facebook?: ClientSecretProviderDeclaration;
  loginWithAmazon?: ClientSecretProviderDeclaration;
  signInWithApple?: AppleProviderDeclaration;
  oidc: readonly OidcProviderDeclaration[];
}

export interface HostedUiSettings {
  /** Paths on the site's origin the hosted UI may return to after sign-in (Gen 2's callbackUrls). */
  callbackPaths: readonly string[];
  /** Paths on the site's origin `/logout` may return to (Gen 2's logoutUrls). */
  logoutPaths: readonly string[];
  scopes: readonly OAuthScope[];
  externalProviders: ExternalProviderDeclarations;
}

/** Standard OIDC claims that Google, Apple and most OpenID Connect providers send. */
const OIDC_PROFILE_MAPPING: ProviderAttributeMapping = {
  email: 'email',
  emailVerified: 'email_verified',
  fullname: 'name',
  givenName: 'given_name',
  familyName: 'family_name',
  profilePicture: 'picture',
};

export const HOSTED_UI: HostedUiSettings = {
  // The sign-in page completes the redirect (and shows its errors); signing out lands on the home page.
  callbackPaths: ['/auth/login'],
  logoutPaths: ['/'],
  // openid for the id token the site and the identity pool need; the admin scope so the tokens
  // work with GetUser and UpdateUserAttributes like a password sign-in's.
  scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
  // SPEC §3: the social providers the sign-in kit offers. Each is offered only once its secrets
  // are set (locally: environment variables of these names; deployed: `ampx sandbox secret set`).
  externalProviders: {
    google: {
      clientIdSecret: 'GOOGLE_CLIENT_ID',
      clientSecretSecret: 'GOOGLE_CLIENT_SECRET',
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: OIDC_PROFILE_MAPPING,
    },
    facebook: {
      clientIdSecret: 'FACEBOOK_CLIENT_ID',
      clientSecretSecret: 'FACEBOOK_CLIENT_SECRET',
      scopes: ['public_profile', 'email'],
      attributeMapping: { email: 'email', fullname: 'name', givenName: 'first_name', familyName: 'last_name' },
    },
    loginWithAmazon: {
      clientIdSecret: 'LOGINWITHAMAZON_CLIENT_ID',
      clientSecretSecret: 'LOGINWITHAMAZON_CLIENT_SECRET',
      scopes: ['profile'],
      attributeMapping: { email: 'email', fullname: 'name' },
    },
    signInWithApple: {
      clientIdSecret: 'SIWA_CLIENT_ID',
      teamIdSecret: 'SIWA_TEAM_ID',
      keyIdSecret: 'SIWA_KEY_ID',
      privateKeySecret: 'SIWA_PRIVATE_KEY',
      scopes: ['name', 'email'],
      attributeMapping: { email: 'email', emailVerified: 'email_verified', fullname: 'name' },
    },
    oidc: [],
  },
};

/** The absolute callback and logout URLs for a site served at `siteOrigin`. */
export function hostedUiUrls(settings: HostedUiSettings, siteOrigin: string): { callbackUrls: string[]; logoutUrls: string[] } {
  const origin = siteOrigin.replace(/\/+$/, '');
  return {
    callbackUrls: settings.callbackPaths.map((path) => `${origin}${path}`),
    logoutUrls: settings.logoutPaths.map((path) => `${origin}${path}`),
  };
}
