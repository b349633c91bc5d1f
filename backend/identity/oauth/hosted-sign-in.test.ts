/**
 * The hosted sign-in over TLS, driven with real HTTP as the browser and the Amplify client drive
 * it: authorize, the hosted page, the redirect back, the hosted session and /logout.
 */
import { parseAmplifyConfig } from 'aws-amplify/utils';
import { buildAuthorizeUrl, createPkcePair } from './test-support/pkce-client';
import { openSignInPage, postForm, postLogin, sessionCookieOf, signInForCode } from './test-support/hosted-flow';
import { startOAuthBackend, type OAuthTestBackend } from './test-support/start-oauth-backend';

jest.setTimeout(60_000);

const EMAIL = 'marcus@aurelius.test';
const PASSWORD = 'Meditations#161';
let backend: OAuthTestBackend;

beforeAll(async () => {
  backend = await startOAuthBackend();
  await backend.createUser(EMAIL, PASSWORD);
});
afterAll(() => backend?.close());

function authorizeUrl(overrides: Partial<Parameters<typeof buildAuthorizeUrl>[1]> = {}) {
  return buildAuthorizeUrl(backend.baseUrl, {
    clientId: backend.clientId,
    redirectUri: backend.callbackUrl,
    challenge: createPkcePair().challenge,
    state: 'state123',
    ...overrides,
  });
}

describe('the outputs of a site served over https', () => {
  it('carry the oauth section Amplify needs: the https origin as domain, the site paths, response type code', async () => {
    const outputs = await backend.backend.outputs();
    const { oauth } = (outputs.auth as { oauth: Record<string, unknown> });
    expect(oauth).toEqual({
      identity_providers: [],
      domain: new URL(backend.baseUrl).host,
      scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      redirect_sign_in_uri: [`${backend.baseUrl}/auth/login`],
      redirect_sign_out_uri: [`${backend.baseUrl}/`],
      response_type: 'code',
    });
    const cognito = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]).Auth?.Cognito;
    expect(cognito?.loginWith?.oauth).toMatchObject({ domain: new URL(backend.baseUrl).host, responseType: 'code', providers: [] });
  });

  it('name the hosted endpoints in the OpenID configuration', async () => {
    const configuration = (await (await backend.fetch(`${backend.pool.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(configuration).toMatchObject({
      authorization_endpoint: `${backend.baseUrl}/oauth2/authorize`,
      token_endpoint: `${backend.baseUrl}/oauth2/token`,
      userinfo_endpoint: `${backend.baseUrl}/oauth2/userInfo`,
      revocation_endpoint: `${backend.baseUrl}/oauth2/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('GET /oauth2/authorize', () => {
  it('shows the hosted sign-in page with e-mail, password and links to sign up and reset', async () => {
    const response = await backend.fetch(authorizeUrl());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<form method="post" action="/oauth2/login"');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain(`href="${backend.baseUrl}/extra-pages/sign-up"`);
    expect(html).toContain(`href="${backend.baseUrl}/auth/login?screen=forgot-password"`);
  });

  it('refuses an unregistered redirect_uri on its own page, never redirecting there', async () => {
    const response = await backend.fetch(authorizeUrl({ redirectUri: 'https://evil.example/auth/login' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('redirect_mismatch');
    expect(html).toContain('The address to return to after sign-in is not one this app registered.');
  });

  it('refuses an unknown client on its own page', async () => {
    const response = await backend.fetch(authorizeUrl({ clientId: 'someoneelse' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid_client');
  });

  it.each([
    ['without PKCE', { challenge: undefined }, 'invalid_request', 'A code_challenge with code_challenge_method=S256 is required.'],
    ['with a plain PKCE method', { extra: { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }, challenge: undefined }, 'invalid_request', 'A code_challenge with code_challenge_method=S256 is required.'],
    ['asking for an unknown scope', { scope: 'openid admin:everything' }, 'invalid_scope', 'The scope admin:everything is not one this app may request.'],
    ['naming an identity provider the site does not have', { provider: 'Google' }, 'invalid_request', 'Google is not an identity provider of this site.'],
  ])('sends an error back to the app, with its state, for a request %s', async (_, overrides, error, description) => {
    const response = await backend.fetch(authorizeUrl(overrides));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(backend.callbackUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({ error, error_description: description, state: 'state123' });
  });

  it('refuses response_type=token and repeated parameters', async () => {
    const implicit = await backend.fetch(authorizeUrl().replace('response_type=code', 'response_type=token'));
    expect(new URL(implicit.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
    const repeated = await backend.fetch(`${authorizeUrl()}&state=again`);
    expect(repeated.status).toBe(400);
    expect(await repeated.text()).toContain('The parameter state was sent more than once.');
  });
});

describe('the hosted sign-in page', () => {
  it('signs in with e-mail and password and returns to the app with a code and the state byte for byte', async () => {
    const state = 'q8VtV0hJm1kzQ2Yt3f5wK9xRrP7sL2nD-eyJyZXR1cm5UbyI6Ii9tZS9wcm9maWxlIn0_+%/';
    const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD, state });
    expect(grant.state).toBe(state);
    expect(grant.code).toMatch(/^[\w-]{43}$/);
    expect(grant.cookie).toMatch(/^oauth2_session=[\w-]{43}$/);
  });

  it("refuses a wrong password with the pool's own text and keeps the page usable", async () => {
    const page = await openSignInPage(backend, authorizeUrl());
    const wrong = await postLogin(backend, page, { request: page.requestId, email: EMAIL, password: 'Wrong#Password1' });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('Incorrect username or password.');
    expect(html).toContain(`value="${EMAIL}"`);
    const right = await postLogin(backend, page, { request: page.requestId, email: EMAIL, password: PASSWORD });
    expect(right.status).toBe(302);
  });

  it('answers an unknown account as a wrong password and says when one is not confirmed, as the pool does', async () => {
    await backend.createUser('seneca@letters.test', PASSWORD, { status: 'UNCONFIRMED' });
    for (const [email, text] of [
      ['nobody@letters.test', 'Incorrect username or password.'],
      ['seneca@letters.test', 'User is not confirmed.'],
    ]) {
      const page = await openSignInPage(backend, authorizeUrl());
      const response = await postLogin(backend, page, { request: page.requestId, email, password: PASSWORD });
      expect(await response.text()).toContain(text);
    }
  });

  it('refuses a tampered or used request id: each page ends in at most one code', async () => {
    const page = await openSignInPage(backend, authorizeUrl());
    const tampered = await postLogin(backend, page, { request: `${page.requestId.slice(0, -2)}xx`, email: EMAIL, password: PASSWORD });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('This sign-in page has expired.');
    expect((await postLogin(backend, page, { request: page.requestId, email: EMAIL, password: PASSWORD })).status).toBe(302);
    const again = await postLogin(backend, page, { request: page.requestId, email: EMAIL, password: PASSWORD });
    expect(again.status).toBe(400);
  });
});

describe('POST /oauth2/login only from the hosted page, in the browser that opened it (login CSRF)', () => {
  async function codesIssued(): Promise<number> {
    const { rows } = await backend.pool.db.query<{ count: string }>('SELECT count(*) AS count FROM oauth_authorization_codes');
    return Number(rows[0]?.count);
  }

  /** A refused post: 403 on the error page with `text`, no redirect and no code. */
  async function expectRefused(response: Awaited<ReturnType<typeof postForm>>, text: string, codesBefore: number) {
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Sign-in stopped');
    expect(html).toContain(text);
    expect(await codesIssued()).toBe(codesBefore);
  }

  const OTHER_BROWSER = 'This sign-in page was opened in another browser, or too long ago.';
  const FOREIGN_POST = 'This sign-in form was not sent from the sign-in page itself, so it was not accepted.';

  it('binds the page to a short-lived, script-proof cookie and lets the form post send its real origin', async () => {
    const response = await backend.fetch(authorizeUrl());
    const cookie = response.headers.getSetCookie().find((candidate) => candidate.startsWith('oauth2_login='));
    expect(cookie).toMatch(/^oauth2_login=[\w-]{43}; Path=\/oauth2; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('refuses a post without the cookie, and the page still signs in from its own browser', async () => {
    const page = await openSignInPage(backend, authorizeUrl());
    const before = await codesIssued();
    const fields = { request: page.requestId, email: EMAIL, password: PASSWORD };
    await expectRefused(await postForm(backend, '/oauth2/login', fields, { Origin: backend.baseUrl }), OTHER_BROWSER, before);
    expect((await postLogin(backend, page, fields)).status).toBe(302);
    expect(await codesIssued()).toBe(before + 1);
  });

  it("refuses a post carrying another browser's cookie (the attacker's own request, the victim's browser)", async () => {
    const attackers = await openSignInPage(backend, authorizeUrl());
    const victims = await openSignInPage(backend, authorizeUrl());
    expect(victims.loginCookie).not.toBe(attackers.loginCookie);
    const before = await codesIssued();
    const forged = await postLogin(backend, victims, { request: attackers.requestId, email: EMAIL, password: PASSWORD });
    await expectRefused(forged, OTHER_BROWSER, before);
  });

  it.each<[string, (baseUrl: string) => Record<string, string>]>([
    ['another origin', (baseUrl) => ({ Origin: 'https://evil.example', Referer: `${baseUrl}/oauth2/authorize` })],
    ['an opaque origin', () => ({ Origin: 'null' })],
    ['the same host on another port', (baseUrl) => ({ Origin: baseUrl.replace(/:\d+$/, ':1') })],
    ['Sec-Fetch-Site: cross-site, whatever Origin says', (baseUrl) => ({ Origin: baseUrl, 'Sec-Fetch-Site': 'cross-site' })],
    ['another site named only by Referer', () => ({ Referer: 'https://evil.example/page' })],
  ])('refuses a post from %s', async (_case, headersFor) => {
    const page = await openSignInPage(backend, authorizeUrl());
    const before = await codesIssued();
    const response = await postForm(
      backend,
      '/oauth2/login',
      { request: page.requestId, email: EMAIL, password: PASSWORD },
      { Cookie: page.loginCookie, ...headersFor(backend.baseUrl) },
    );
    await expectRefused(response, FOREIGN_POST, before);
  });

  it('refuses a post that names neither Origin nor Referer', async () => {
    const page = await openSignInPage(backend, authorizeUrl());
    const before = await codesIssued();
    const response = await postForm(backend, '/oauth2/login', { request: page.requestId, email: EMAIL, password: PASSWORD }, { Cookie: page.loginCookie });
    await expectRefused(response, FOREIGN_POST, before);
  });

  it('accepts a post whose browser sent only a Referer from the sign-in page', async () => {
    const page = await openSignInPage(backend, authorizeUrl());
    const response = await postForm(
      backend,
      '/oauth2/login',
      { request: page.requestId, email: EMAIL, password: PASSWORD },
      { Cookie: page.loginCookie, Referer: authorizeUrl() },
    );
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('code')).toMatch(/^[\w-]{43}$/);
  });

  it('keeps two sign-in pages of one browser usable: the second page reuses its cookie', async () => {
    const first = await openSignInPage(backend, authorizeUrl());
    const second = await openSignInPage(backend, authorizeUrl(), first.loginCookie);
    expect(second.loginCookie).toBe(first.loginCookie);
    expect((await postLogin(backend, first, { request: first.requestId, email: EMAIL, password: PASSWORD })).status).toBe(302);
    expect((await postLogin(backend, second, { request: second.requestId, email: EMAIL, password: PASSWORD })).status).toBe(302);
  });
});

describe("the hosted page's own session", () => {
  it('lets a second authorize come straight back with a code; prompt=login asks again', async () => {
    const { cookie } = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    const silent = await backend.fetch(authorizeUrl(), { headers: { Cookie: cookie ?? '' } });
    expect(silent.status).toBe(302);
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('code')).toMatch(/^[\w-]{43}$/);

    const forced = await backend.fetch(authorizeUrl({ extra: { prompt: 'login' } }), { headers: { Cookie: cookie ?? '' } });
    expect(forced.status).toBe(200);
  });

  it('answers prompt=none without a session with login_required', async () => {
    const response = await backend.fetch(authorizeUrl({ extra: { prompt: 'none' } }));
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('ends at GET /logout, which returns to the registered sign-out address', async () => {
    const { cookie } = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    const logout = await backend.fetch(
      `${backend.baseUrl}/logout?client_id=${backend.clientId}&logout_uri=${encodeURIComponent(backend.logoutUrl)}`,
      { headers: { Cookie: cookie ?? '' } },
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(backend.logoutUrl);
    expect(sessionCookieOf(logout)).toBe('oauth2_session=');
    const afterwards = await backend.fetch(authorizeUrl(), { headers: { Cookie: cookie ?? '' } });
    expect(afterwards.status).toBe(200);
  });

  it('refuses a sign-out address the app did not register, and an unknown client', async () => {
    const foreign = await backend.fetch(`${backend.baseUrl}/logout?client_id=${backend.clientId}&logout_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('The address to return to after signing out is not one this app registered.');
    const stranger = await backend.fetch(`${backend.baseUrl}/logout?client_id=nobody&logout_uri=${encodeURIComponent(backend.logoutUrl)}`);
    expect(stranger.status).toBe(400);
  });
});
