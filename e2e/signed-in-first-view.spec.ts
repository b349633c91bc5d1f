import { signedInCookies, type SessionCookie } from '../scripts/bench/lighthouse/signed-in-session';
import { E2E_DATA_DIR } from './support/identity';
import { expect, test } from './support/test';

// Issue 45: /me and /admin/moderation render their first view on the server, read as the caller
// from the request's own sign-in cookies. Such a page must belong to its one request: another
// user, and a guest, must never be given it (from Next's cache, the site's page cache or any
// other), and a guest still goes to sign in. Asked over plain HTTP, so what is checked is the
// server's HTML itself, before any script runs.

const cookieHeader = (cookies: readonly SessionCookie[]) => cookies.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join('; ');

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const first = { email: `first-view-a-${suffix}@e2e.invalid`, username: `firstviewa${suffix}` };
const second = { email: `first-view-b-${suffix}@e2e.invalid`, username: `firstviewb${suffix}` };
let firstCookies: SessionCookie[] = [];
let secondCookies: SessionCookie[] = [];

test.beforeAll(async () => {
  firstCookies = await signedInCookies(E2E_DATA_DIR, first);
  secondCookies = await signedInCookies(E2E_DATA_DIR, second);
});

test('each creator’s /me is rendered with their own profile, never another’s, and never stored for others', async ({ request }) => {
  // Alternated, so that a page kept from one request would show up in the next one's answer.
  for (const [owner, other, cookies] of [
    [first, second, firstCookies],
    [second, first, secondCookies],
    [first, second, firstCookies],
  ] as const) {
    const response = await request.get('/me', { headers: { Cookie: cookieHeader(cookies) }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['cache-control']).toContain('private');
    const html = await response.text();
    // The overview's card, in the server's HTML (not the browser's later read); React marks the
    // joins of text and values with empty comments.
    expect(html).toMatch(new RegExp(`View my public profile \\(@(<!-- -->)?${owner.username}(<!-- -->)?\\)`));
    expect(html).not.toContain(other.username);
  }
});

test('a guest asking for /me after a creator is sent to sign in, and is given no creator’s content', async ({ request }) => {
  await request.get('/me', { headers: { Cookie: cookieHeader(firstCookies) }, maxRedirects: 0 });
  const response = await request.get('/me', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/auth\/login\?returnTo=%2Fme$/);
  expect(await response.text()).not.toContain(first.username);
});

test('cookies whose tokens do not verify are no session: the guest’s way to sign in, nobody’s content', async ({ request }) => {
  const forged = firstCookies.map((cookie) => (cookie.name.endsWith('.accessToken') ? { ...cookie, value: `${cookie.value.slice(0, -4)}AAAA` } : cookie));
  const response = await request.get('/me', { headers: { Cookie: cookieHeader(forged) }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(await response.text()).not.toContain(first.username);
});

test('a moderator’s queue comes with its first view; a creator is refused it without it', async ({ request }) => {
  const moderator = await signedInCookies(E2E_DATA_DIR, { email: `first-view-mod-${suffix}@e2e.invalid`, groups: ['MODERATORS'] });
  const queue = await request.get('/admin/moderation', { headers: { Cookie: cookieHeader(moderator) }, maxRedirects: 0 });
  expect(queue.status()).toBe(200);
  expect(queue.headers()['cache-control']).toContain('no-store');
  const html = await queue.text();
  // Every list is read on the server: none of them is still "Loading …" in the HTML.
  expect(html).toContain('Open reports');
  expect(html).not.toMatch(/Loading (reports|hidden records|bans|shadowban reports)…/);

  const refused = await request.get('/admin/moderation', { headers: { Cookie: cookieHeader(firstCookies) }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('Hidden records');
});
