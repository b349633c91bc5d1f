import { randomUUID } from 'node:crypto';
import { expectSignedInAs, uniqueEmail } from './support/identity';
import {
  appClientId,
  createUserOverTls,
  idTokenClaims,
  nextTokenAnswer,
  openHostedPage,
  readInflightValue,
  recordTokenRequests,
  redirectError,
  rewriteInflightValue,
  signOutThroughHostedLogout,
  submitHostedPage,
  userInfo,
} from './support/oauth';
import { expect, test } from './support/test';
import { saveScreenshot } from './support/screenshot';

// Run with playwright.oauth.config.ts only (the main config ignores this file): the Amplify client
// reaches the hosted UI over https alone.
test.describe.configure({ timeout: 90_000 });

/** The stand-in provider names people after their address: grace.hopper@… is Grace Hopper. */
function standInEmail(): string {
  return `grace.hopper@e2e-${randomUUID().slice(0, 8)}.stand-in.test`;
}

test('a member signs in on the hosted page with signInWithRedirect and lands signed in', async ({ page }) => {
  const email = uniqueEmail('hosted');
  createUserOverTls(email);
  await openHostedPage(page);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await submitHostedPage(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
});

test('a guest sent to sign in from a guarded page comes back to it after a redirect sign-in', async ({ page }) => {
  const email = uniqueEmail('returning');
  createUserOverTls(email);
  await page.goto('/merchandise/account');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fmerchandise%2Faccount$/);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await submitHostedPage(page, email);

  await expect(page).toHaveURL(/\/merchandise\/account$/);
  // Rendered by the server, which verified the new tokens against the pool's keys over TLS.
  await expect(page.getByText(`Signed in with ${email}`)).toBeVisible();
});

test('over TLS the site’s server side reads its own Data API', async ({ page }) => {
  const response = await page.goto('/briefs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the sign-in kit offers the configured social provider only, and it signs in a new user with mapped attributes', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  for (const other of ['Facebook', 'Apple', 'Amazon']) await expect(page.getByRole('button', { name: `Sign In with ${other}` })).toHaveCount(0);

  const email = standInEmail();
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the stand-in provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
  const claims = await idTokenClaims(context);
  expect(claims).toMatchObject({
    email,
    email_verified: true,
    name: 'Grace Hopper',
    given_name: 'Grace',
    family_name: 'Hopper',
    'cognito:username': expect.stringMatching(/^google_stand-in-[0-9a-f]{20}$/),
  });
  // What the pool stored for the new user, not only what went into the token.
  expect(await userInfo(page)).toMatchObject({
    sub: claims.sub,
    username: claims['cognito:username'],
    email,
    email_verified: 'true',
    name: 'Grace Hopper',
    given_name: 'Grace',
    family_name: 'Hopper',
  });
});

test('signing out after a redirect sign-in goes through /logout and ends the hosted session too', async ({ page }) => {
  const email = uniqueEmail('logout');
  createUserOverTls(email);
  await openHostedPage(page);
  await submitHostedPage(page, email);
  await expectSignedInAs(page, email);

  const logoutUrl = await signOutThroughHostedLogout(page);
  expect(logoutUrl.searchParams.get('logout_uri')).toBe(`${new URL(page.url()).origin}/`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^User menu/ })).toHaveCount(0);

  // The hosted page asks for the password again: its own session ended at /logout.
  await openHostedPage(page);
});

test('a tampered state in the redirect back is refused', async ({ page }) => {
  await openHostedPage(page);
  const state = await readInflightValue(page, 'oauthState');
  const tokenRequests = recordTokenRequests(page);
  await page.goto(`/auth/login?code=whatever&state=${encodeURIComponent(`${state}tampered`)}`);
  await expect(redirectError(page)).toHaveText(/We could not confirm that this sign-in was the one started in this browser/);
  // Stopped in the browser: the code was never offered to the token endpoint.
  expect(tokenRequests).toEqual([]);
});

test('a wrong code_verifier is refused by the token endpoint', async ({ page }) => {
  const email = uniqueEmail('verifier');
  createUserOverTls(email);
  await openHostedPage(page);
  await rewriteInflightValue(page, 'oauthPKCE', (verifier) => `${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`);
  const answer = nextTokenAnswer(page);
  await submitHostedPage(page, email);
  expect(await answer).toEqual({
    status: 400,
    body: expect.objectContaining({ error: 'invalid_grant', error_message: 'The code_verifier does not match the code_challenge of the authorization request.' }),
  });
  await expect(redirectError(page)).toHaveText(/We could not confirm that this sign-in was the one started in this browser/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a reused authorization code is refused', async ({ page }) => {
  const email = uniqueEmail('reuse');
  createUserOverTls(email);
  await openHostedPage(page);
  const callback = page.waitForRequest((request) => request.url().includes('/auth/login?code='));
  await submitHostedPage(page, email);
  const code = new URL((await callback).url()).searchParams.get('code') ?? '';
  await expectSignedInAs(page, email);
  await signOutThroughHostedLogout(page);

  // A new redirect in flight, answered with the old code.
  await openHostedPage(page);
  const state = await readInflightValue(page, 'oauthState');
  const answer = nextTokenAnswer(page);
  await page.goto(`/auth/login?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
  expect(await answer).toEqual({
    status: 400,
    body: expect.objectContaining({ error: 'invalid_grant', error_message: 'The authorization code has already been used.' }),
  });
  await expect(redirectError(page)).toHaveText('This sign-in link was already used or has expired. Please sign in again.');
});

test('coming back without a code counts as cancelled', async ({ page }) => {
  await openHostedPage(page);
  await page.goto('/auth/login');
  await expect(redirectError(page)).toHaveText('Signing in was cancelled before it finished. You can start again whenever you like.');
});

test('an unregistered redirect_uri is refused on the hosted page, without leaving for it', async ({ page }) => {
  const clientId = await appClientId(page);
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'https://evil.example/auth/login',
    response_type: 'code',
    scope: 'openid email',
    state: 'abc',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  const response = await page.goto(`/oauth2/authorize?${query.toString()}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Sign-in stopped' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The address to return to after sign-in is not one this app registered.');
  await expect(page.getByText('redirect_mismatch')).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(response?.url() ?? '').host);
});

for (const width of [390, 1280]) {
  test(`screenshot of the hosted sign-in page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('screenshot');
    createUserOverTls(email);
    await openHostedPage(page);
    await submitHostedPage(page, email, 'Wrong#Password1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
    await saveScreenshot(page, { path: `e2e/artifacts/hosted-sign-in-${width}.png`, fullPage: true });
  });

  test(`screenshot of the site's sign-in page after a cancelled redirect at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHostedPage(page);
    await page.goto('/auth/login');
    await expect(redirectError(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
    await saveScreenshot(page, { path: `e2e/artifacts/site-sign-in-redirect-error-${width}.png`, fullPage: true });
  });
}
