import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR, PASSWORD } from './identity';
import { siteOutputs } from './site-outputs';

/**
 * A confirmed user made with the operator CLI. The server holds the data folder, so the CLI goes
 * through its Admin API over https: it is told to trust the server's generated certificate.
 */
export function createUserOverTls(email: string): void {
  const args = ['--import', 'tsx', 'backend/identity/admin-cli.ts', 'create-user', '--email', email, '--password', PASSWORD];
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_EXTRA_CA_CERTS: join(E2E_DATA_DIR, 'tls', 'localhost-cert.pem') },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`create-user failed: ${result.stderr || result.stdout}`);
}

/** The app client id, from the outputs the site serves. */
export async function appClientId(page: Page): Promise<string> {
  const clientId = (await siteOutputs(page)).auth?.user_pool_client_id;
  if (!clientId) throw new Error('the outputs name no app client');
  return clientId;
}

/** On the sign-in page: the button that starts signInWithRedirect to the hosted page. */
export async function openHostedPage(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

export async function submitHostedPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Logout in the header after a redirect sign-in: Amplify leaves for the hosted UI's /logout, which
 * sends the browser back to the site. Returns once that page is back and names nobody, so the next
 * navigation cannot cut the round trip short. Gives the /logout address the browser was sent to.
 */
export async function signOutThroughHostedLogout(page: Page): Promise<URL> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/logout');
  // The page /logout sends the browser to is the first document to load after the click.
  const backFromLogout = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  const logoutUrl = new URL((await logout).url());
  await backFromLogout;
  // Signed out, the header offers Sign in where the user menu was.
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  return logoutUrl;
}

/** Rewrites what the Amplify client keeps for the redirect in flight (`oauthState`, `oauthPKCE`) in localStorage. */
export async function rewriteInflightValue(page: Page, key: 'oauthState' | 'oauthPKCE', rewrite: (value: string) => string): Promise<string> {
  const current = await readInflightValue(page, key);
  const next = rewrite(current);
  await page.evaluate(
    ([suffix, value]) => {
      const name = Object.keys(localStorage).find((candidate) => candidate.endsWith(suffix));
      if (name) localStorage.setItem(name, value);
    },
    [`.${key}`, next],
  );
  return next;
}

export async function readInflightValue(page: Page, key: 'oauthState' | 'oauthPKCE'): Promise<string> {
  const value = await page.evaluate((suffix) => {
    const name = Object.keys(localStorage).find((candidate) => candidate.endsWith(suffix));
    return name ? localStorage.getItem(name) : null;
  }, `.${key}`);
  if (!value) throw new Error(`no ${key} in localStorage: no redirect in flight`);
  return value;
}

/** The claims of the id token Amplify keeps in the sign-in cookies. */
export async function idTokenClaims(context: BrowserContext): Promise<Record<string, unknown>> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith('.idToken'));
  if (!cookie) throw new Error('no id token cookie');
  return JSON.parse(Buffer.from(cookie.value.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The signed-in user's attributes as the pool keeps them: /oauth2/userInfo with the access token from the sign-in cookies. */
export async function userInfo(page: Page): Promise<Record<string, unknown>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('.accessToken'));
  if (!cookie) throw new Error('no access token cookie');
  const response = await page.request.get('/oauth2/userInfo', { headers: { Authorization: `Bearer ${cookie.value}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The token endpoint's next answer to the browser (the Amplify client's code exchange), once it arrives. */
export async function nextTokenAnswer(page: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/oauth2/token' && candidate.request().method() === 'POST');
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** Every request the page sends to the token endpoint from now on. */
export function recordTokenRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/oauth2/token') urls.push(request.url());
  });
  return urls;
}

/** The alert the sign-in page shows when a redirect sign-in comes back failed. */
export function redirectError(page: Page) {
  return page.getByTestId('redirect-sign-in-error');
}
