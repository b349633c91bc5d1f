import { jsonPostHandler, refusalOf } from './json-post';

const SITE = 'https://bans.example.org';
const fromSite = { origin: SITE, 'content-type': 'application/json' };

describe('which state-changing requests the site refuses', () => {
  it.each([
    ['the site’s own page sending JSON', fromSite, null],
    ['JSON with a charset', { ...fromSite, 'content-type': 'application/json; charset=utf-8' }, null],
    ['a same-origin fetch that names only its referrer', { referer: `${SITE}/me/briefs`, 'content-type': 'application/json' }, null],
    ['a same-origin fetch the browser marks same-origin', { ...fromSite, 'sec-fetch-site': 'same-origin' }, null],
    ['another site', { ...fromSite, origin: 'https://evil.example' }, 403],
    ['another port of the same host', { ...fromSite, origin: 'https://bans.example.org:8443' }, 403],
    ['plain http to an https site', { ...fromSite, origin: 'http://bans.example.org' }, 403],
    ['a sandboxed frame (Origin: null)', { ...fromSite, origin: 'null' }, 403],
    ['a request the browser marks cross-site', { ...fromSite, 'sec-fetch-site': 'cross-site' }, 403],
    ['a request saying nothing of where it comes from', { 'content-type': 'application/json' }, 403],
    ['a referrer on another site', { referer: 'https://evil.example/page', 'content-type': 'application/json' }, 403],
    ['a referrer that is not an address', { referer: 'nonsense', 'content-type': 'application/json' }, 403],
    ['a form post', { ...fromSite, 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['plain text', { ...fromSite, 'content-type': 'text/plain' }, 415],
    ['no body type', { origin: SITE }, 415],
  ])('%s: %p', (_, headers, status) => {
    expect(refusalOf(new Headers(headers as Record<string, string>), SITE)?.status ?? null).toBe(status);
  });
});

describe('a JSON route handler', () => {
  const original = process.env.PUBLIC_URL;
  beforeAll(() => (process.env.PUBLIC_URL = SITE));
  afterAll(() => (process.env.PUBLIC_URL = original));
  const handler = jsonPostHandler(async (body) => Response.json({ got: body }));
  const post = (headers: Record<string, string>, body: string) => handler(new Request(`${SITE}/api/x`, { method: 'POST', headers, body }));

  it('hands the parsed body on', async () => {
    const response = await post(fromSite, '{"tags":["briefs"]}');
    expect(await response.json()).toEqual({ got: { tags: ['briefs'] } });
  });

  it('answers a refusal with its status and a JSON message', async () => {
    const response = await post({ ...fromSite, origin: 'https://evil.example' }, '{}');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post(fromSite, '{"tags":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
