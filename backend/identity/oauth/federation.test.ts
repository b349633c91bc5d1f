/**
 * Federation end to end: the backend (over TLS, in its own process) and a real OpenID Connect
 * provider (oidc-provider, in another) standing in for a social provider. The stand-in is
 * declared both as an OpenID Connect provider ("StandIn") and as Google (GOOGLE_ISSUER_URL).
 */
import { createServer } from 'node:net';
import { decodeJwt } from 'jose';
import { Agent, fetch } from 'undici';
import { findLatestMessageTo } from '../../core/mail/read-outbox';
import { HOSTED_UI } from '../../../amplify/auth/hosted-ui';
import { RedirectBrowser } from './test-support/browser';
import { buildAuthorizeUrl, createPkcePair } from './test-support/pkce-client';
import type { ServeOptions, ServedBackend } from './test-support/serve-oauth-backend';
import { spawnUntilLine, type SpawnedProcess } from './test-support/spawn-ready';
import { standInProfile } from './test-support/stand-in-profile';

jest.setTimeout(120_000);

const CLIENT_ID = 'banwatch-stand-in';
const CLIENT_SECRET = 'stand-in-client-secret-0123456789';
const processes: SpawnedProcess[] = [];
let backend: ServedBackend;
let dispatcher: Agent;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  const port = await findFreePort();
  const standIn = await spawnUntilLine(
    'backend/identity/oauth/test-support/stand-in-provider.ts',
    { STAND_IN_CLIENT_ID: CLIENT_ID, STAND_IN_CLIENT_SECRET: CLIENT_SECRET, STAND_IN_REDIRECT_URIS: `https://127.0.0.1:${port}/oauth2/idpresponse` },
    /^\[stand-in provider\] http/,
  );
  processes.push(standIn);
  const issuer = standIn.line.split(' ').pop() ?? '';
  const google = HOSTED_UI.externalProviders.google!;
  const options: ServeOptions = {
    port,
    externalProviders: {
      google,
      oidc: [{ ...google, name: 'StandIn', issuerUrl: issuer, clientIdSecret: 'STANDIN_CLIENT_ID', clientSecretSecret: 'STANDIN_CLIENT_SECRET' }],
    },
    secrets: {
      STANDIN_CLIENT_ID: CLIENT_ID,
      STANDIN_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
    },
  };
  const served = await spawnUntilLine('backend/identity/oauth/test-support/serve-oauth-backend.ts', { OAUTH_TEST_BACKEND: JSON.stringify(options) }, /^READY /);
  processes.push(served);
  backend = JSON.parse(served.line.slice('READY '.length)) as ServedBackend;
  dispatcher = new Agent({ connect: { ca: backend.certificate } });
});

afterAll(async () => {
  await dispatcher?.close();
  for (const child of processes.reverse()) await child.stop();
});

/** From the app's authorize request, through the stand-in's sign-in page, back to the app's callback. */
async function signInWithProvider(provider: string, email: string, options: { state?: string; cancel?: boolean } = {}) {
  const browser = new RedirectBrowser(backend.certificate);
  const { verifier, challenge } = createPkcePair();
  const state = options.state ?? 'providerState0123456789abcdefghij';
  try {
    const authorize = buildAuthorizeUrl(backend.baseUrl, { clientId: backend.clientId, redirectUri: backend.callbackUrl, challenge, state, provider });
    const page = await browser.follow(authorize, backend.callbackUrl);
    if (!page.response) return { callback: new URL(page.url), verifier };
    const html = await page.response.text();
    expect(html).toContain('Sign in to the stand-in provider');
    const action = /action="([^"]+\/(login|abort))"/g;
    const actions = Object.fromEntries([...html.matchAll(action)].map((match) => [match[2], match[1]]));
    const target = new URL(options.cancel ? actions.abort : actions.login, page.url).toString();
    const back = await browser.follow(target, backend.callbackUrl, { form: options.cancel ? {} : { login: email } });
    return { callback: new URL(back.url), verifier };
  } finally {
    await browser.close();
  }
}

async function exchange(callback: URL, verifier: string) {
  const response = await fetch(`${backend.baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      client_id: backend.clientId,
      redirect_uri: backend.callbackUrl,
      code_verifier: verifier,
    }).toString(),
    dispatcher,
  });
  const body = (await response.json()) as { id_token: string; access_token: string; error?: string };
  if (body.error) throw new Error(JSON.stringify(body));
  return decodeJwt(body.id_token);
}

async function callUserPool(target: string, input: Record<string, unknown>) {
  const response = await fetch(`${backend.baseUrl}/_aws/cognito-idp/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify({ ClientId: backend.clientId, ...input }),
    dispatcher,
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('signing in with an OpenID Connect provider', () => {
  const email = 'ada.lovelace@stand-in.test';
  let firstSub: string;

  it('creates a confirmed user on the first sign-in, with the attributes mapped from the profile', async () => {
    const { callback, verifier } = await signInWithProvider('StandIn', email);
    expect(callback.searchParams.get('state')).toBe('providerState0123456789abcdefghij');
    const claims = await exchange(callback, verifier);
    const profile = standInProfile(email);
    expect(claims).toMatchObject({
      email,
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: profile.picture,
      'cognito:username': `standin_${profile.sub}`,
      identities: [{ userId: profile.sub, providerName: 'StandIn', providerType: 'OIDC', issuer: null, primary: 'true', dateCreated: expect.stringMatching(/^\d{13}$/) }],
    });
    firstSub = String(claims.sub);
  });

  it('finds the same user, linked, on the second sign-in', async () => {
    const { callback, verifier } = await signInWithProvider('StandIn', email);
    expect((await exchange(callback, verifier)).sub).toBe(firstSub);
  });

  it('links sign-in with Google (the Authenticator button’s identity_provider) to the same verified address', async () => {
    const { callback, verifier } = await signInWithProvider('Google', email);
    const claims = await exchange(callback, verifier);
    expect(claims.sub).toBe(firstSub);
    // Both providers are named now, the first linked still the primary one.
    expect(claims.identities).toEqual([
      expect.objectContaining({ providerName: 'StandIn', providerType: 'OIDC', primary: 'true' }),
      expect.objectContaining({ providerName: 'Google', providerType: 'Google', primary: 'false' }),
    ]);
  });

  it('links the password account that already has the verified address instead of making a second one', async () => {
    const address = 'hypatia@stand-in.test';
    const signUp = await callUserPool('SignUp', { Username: address, Password: 'Alexandria#415', UserAttributes: [{ Name: 'email', Value: address }] });
    const message = await findLatestMessageTo(backend.dataDir, address);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    await callUserPool('ConfirmSignUp', { Username: address, ConfirmationCode: code });
    const { callback, verifier } = await signInWithProvider('StandIn', address);
    const claims = await exchange(callback, verifier);
    expect(claims.sub).toBe(signUp.UserSub);
    expect(claims).toMatchObject({ name: 'Hypatia', email_verified: true });
  });

  it('refuses to attach an account whose address the provider does not vouch for', async () => {
    const address = 'zeno+unverified@stand-in.test';
    await callUserPool('SignUp', { Username: address, Password: 'Citium#334bc', UserAttributes: [{ Name: 'email', Value: address }] });
    const { callback } = await signInWithProvider('StandIn', address);
    expect(Object.fromEntries(callback.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'An account with the given email already exists.',
      state: 'providerState0123456789abcdefghij',
    });
  });
});

describe('a provider round trip that goes wrong', () => {
  it('tells the app with access_denied when the user cancels at the provider', async () => {
    const { callback } = await signInWithProvider('StandIn', 'cleanthes@stand-in.test', { cancel: true });
    expect(Object.fromEntries(callback.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'Sign-in with StandIn was cancelled.',
      state: 'providerState0123456789abcdefghij',
    });
  });

  it('refuses an answer whose state was tampered with, and the same answer twice', async () => {
    const browser = new RedirectBrowser(backend.certificate);
    try {
      const { challenge } = createPkcePair();
      const authorize = buildAuthorizeUrl(backend.baseUrl, { clientId: backend.clientId, redirectUri: backend.callbackUrl, challenge, state: 's', provider: 'StandIn' });
      const page = await browser.follow(authorize, backend.callbackUrl);
      const login = /action="([^"]+\/login)"/.exec((await page.response?.text()) ?? '')?.[1] ?? '';
      // Stop at our own /oauth2/idpresponse to hold the provider's answer in hand.
      const answer = new URL((await browser.follow(new URL(login, page.url).toString(), `${backend.baseUrl}/oauth2/idpresponse`, { form: { login: 'chrysippus@stand-in.test' } })).url);
      const tampered = new URL(answer);
      tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
      const refused = await browser.request(tampered.toString());
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('Signing in did not finish.');

      expect((await browser.request(answer.toString())).status).toBe(302);
      const replayed = await browser.request(answer.toString());
      expect(replayed.status).toBe(400);
    } finally {
      await browser.close();
    }
  });
});
