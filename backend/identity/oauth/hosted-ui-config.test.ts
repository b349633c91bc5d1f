import { HOSTED_UI } from '../../../amplify/auth/hosted-ui';
import { hostedUiOutputs, resolveHostedUiConfig } from './hosted-ui-config';

const secrets: Record<string, string> = {
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  FACEBOOK_CLIENT_ID: 'facebook-id',
  LOGINWITHAMAZON_CLIENT_ID: 'amazon-id',
  LOGINWITHAMAZON_CLIENT_SECRET: 'amazon-secret',
};

describe('the hosted UI as the local backend serves it', () => {
  it('offers each declared provider whose secrets are all set, and says which ones miss a secret', () => {
    const warnings: string[] = [];
    const config = resolveHostedUiConfig(HOSTED_UI, 'https://localhost:3400', (name) => secrets[name], (message) => warnings.push(message));
    expect(config.providers.map((provider) => [provider.name, provider.clientId])).toEqual([
      ['Google', 'google-id'],
      ['LoginWithAmazon', 'amazon-id'],
    ]);
    expect(config.providers[0].issuer).toBe('https://accounts.google.com');
    expect(warnings).toEqual(['[oauth] Facebook is not offered: FACEBOOK_CLIENT_SECRET is not set']);
  });

  it('puts the oauth section in the outputs for an https origin, with Gen 2 provider names', () => {
    const config = resolveHostedUiConfig(HOSTED_UI, 'https://streamit.example', (name) => secrets[name], () => undefined);
    expect(hostedUiOutputs(config)).toEqual({
      identity_providers: ['GOOGLE', 'LOGIN_WITH_AMAZON'],
      domain: 'streamit.example',
      scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      redirect_sign_in_uri: ['https://streamit.example/auth/login'],
      redirect_sign_out_uri: ['https://streamit.example/'],
      response_type: 'code',
    });
  });

  it('leaves it out over plain http, which the Amplify client would rewrite to an https that is not there', () => {
    const warnings: string[] = [];
    const config = resolveHostedUiConfig(HOSTED_UI, 'http://localhost:3000', (name) => secrets[name], (message) => warnings.push(message));
    expect(hostedUiOutputs(config)).toBeUndefined();
    expect(warnings).toContain('[oauth] Google, LoginWithAmazon configured, but the site is served over http: serve it over https (HTTPS=1) to offer them');
  });

  it('points Google at an OpenID Connect stand-in when GOOGLE_ISSUER_URL says so', () => {
    const config = resolveHostedUiConfig(HOSTED_UI, 'https://localhost:3400', (name) => ({ ...secrets, GOOGLE_ISSUER_URL: 'http://localhost:3401' })[name], () => undefined);
    expect(config.providers[0].issuer).toBe('http://localhost:3401');
  });

  it('refuses an OpenID Connect provider named like a built-in one', () => {
    const declared = { ...HOSTED_UI, externalProviders: { oidc: [{ ...HOSTED_UI.externalProviders.google!, name: 'Google', issuerUrl: 'https://id.example' }] } };
    expect(() => resolveHostedUiConfig(declared, 'https://localhost', () => 'x', () => undefined)).toThrow(/not a built-in provider's name/);
  });
});
