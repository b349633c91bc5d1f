/**
 * The hosted UI's path and method table, its query and form parameters, cookies, provider names
 * and scopes, tried with the names every plain object inherits, through the real TLS handler:
 * 404s, 405s and OAuth errors, never a 500 and never a page that signs anyone in.
 */
import { INHERITED_NAMES } from '../../core/test-support/inherited-names';
import { findOAuthRoute } from './protocol/oauth-routes';
import { buildAuthorizeUrl, createPkcePair } from './test-support/pkce-client';
import { postForm } from './test-support/hosted-flow';
import { startOAuthBackend, type OAuthTestBackend } from './test-support/start-oauth-backend';

jest.setTimeout(60_000);

let backend: OAuthTestBackend;

beforeAll(async () => {
  backend = await startOAuthBackend();
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

describe('the route table', () => {
  it.each(INHERITED_NAMES)('has no path /oauth2/%s (GET and POST are 404s)', async (name) => {
    for (const method of ['GET', 'POST']) {
      const response = await backend.fetch(`${backend.baseUrl}/oauth2/${name}`, { method });
      expect([method, response.status]).toEqual([method, 404]);
    }
  });

  it.each(INHERITED_NAMES)('finds no route for the path %s or the method %s', (name) => {
    expect(findOAuthRoute(name, 'GET')).toEqual({ kind: 'no-path' });
    expect(findOAuthRoute('/oauth2/token', name)).toEqual({ kind: 'no-method', allow: ['POST'] });
  });

  it('answers a method a path does not take with 405 and Allow', async () => {
    const response = await backend.fetch(`${backend.baseUrl}/oauth2/token`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('names inside a request', () => {
  it.each(INHERITED_NAMES)('identity_provider=%s is not a provider of this site', async (name) => {
    const response = await backend.fetch(authorizeUrl({ provider: name }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toBe(
      `${name} is not an identity provider of this site.`,
    );
  });

  it.each(INHERITED_NAMES)('scope=%s is not a scope this app may request', async (name) => {
    const response = await backend.fetch(authorizeUrl({ scope: `openid ${name}` }));
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_scope');
  });

  it.each(INHERITED_NAMES)(
    'a cookie and a query parameter named %s change nothing on the sign-in page',
    async (name) => {
      const response = await backend.fetch(authorizeUrl({ extra: { [name]: 'x' } }), {
        headers: { Cookie: `${name}=x; oauth2_session=${name}` },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<form method="post" action="/oauth2/login"');
    },
  );

  it.each(INHERITED_NAMES)(
    'grant_type=%s is unsupported, and a form field named so is ignored',
    async (name) => {
      const response = await postForm(backend, '/oauth2/token', {
        grant_type: name,
        client_id: backend.clientId,
        [name]: 'x',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('unsupported_grant_type');
    },
  );
});
