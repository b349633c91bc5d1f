import type { Browser, Page } from '@playwright/test';
import { describeDevice } from '../amplify/auth/sign-in-history/device-description';
import { ACCOUNT_ERROR_MESSAGES } from '../lib/auth/account-errors';
import {
  createUser,
  expectSignedInAs,
  latestCode,
  latestMail,
  PASSWORD,
  signInWith,
  uniqueEmail,
} from './support/identity';
import { saveScreenshot } from './support/screenshot';
import { siteOutputs } from './support/site-outputs';
import { expect, test } from './support/test';

// /me/security's account settings (issue 48): SRP sign-ins and mailed codes take a few seconds each.
test.describe.configure({ timeout: 120_000 });

const SECURITY_PATH = '/me/security';

/** A browser of its own (its own cookies), signed in on /me/security. */
async function signedInOnSecurity(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(SECURITY_PATH);
  await signInWith(page, email, password);
  await expect(page).toHaveURL(/\/me\/security$/);
  return page;
}

/** Signs in from a fresh browser: 'signed in', or the refusal the sign-in screen shows. */
async function trySignIn(browser: Browser, email: string, password = PASSWORD): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  try {
    await page.goto('/auth/login?returnTo=%2Fme');
    await signInWith(page, email, password);
    const refusal = page.getByText('Incorrect username or password.');
    let outcome = '';
    await expect
      .poll(
        async () =>
          (outcome = /\/me$/.test(page.url())
            ? 'signed in'
            : (await refusal.isVisible())
              ? 'Incorrect username or password.'
              : ''),
        { timeout: 20_000 },
      )
      .not.toBe('');
    return outcome;
  } finally {
    await page.context().close();
  }
}

test('a creator changes their password: a wrong current one is refused, then the new one signs in and the old no longer does', async ({
  browser,
}) => {
  const email = uniqueEmail('password-change');
  const newPassword = 'Renewed#Resolve77';
  createUser(email);
  const page = await signedInOnSecurity(browser, email);
  const form = page.getByRole('region', { name: 'Change password' });

  await form.getByLabel('Current password').fill('Wrong#Password11');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText(ACCOUNT_ERROR_MESSAGES.wrongCurrentPassword);

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  expect(await trySignIn(browser, email, PASSWORD)).toBe('Incorrect username or password.');
  expect(await trySignIn(browser, email, newPassword)).toBe('signed in');
});

test('a creator changes e-mail with the code from the outbox: the old address signs in until it is confirmed, the new one after', async ({
  browser,
}) => {
  const oldEmail = uniqueEmail('email-before');
  const newEmail = uniqueEmail('email-after');
  createUser(oldEmail);
  const page = await signedInOnSecurity(browser, oldEmail);
  const section = page.getByRole('region', { name: 'Change e-mail' });
  await expect(section.getByTestId('sign-in-address')).toHaveText(oldEmail);

  await section.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await section.getByRole('button', { name: 'Send a code' }).click();
  const codeField = section.getByLabel(`Code sent to ${newEmail}`);
  await expect(codeField).toBeVisible();
  await expect(section.getByRole('note')).toContainText(
    `Until you enter it, ${oldEmail} stays the address you sign in with.`,
  );
  const code = await latestCode(newEmail);

  // Not confirmed yet: the old address still signs in, the new one not yet; a reload keeps the waiting change.
  expect(await trySignIn(browser, newEmail)).toBe('Incorrect username or password.');
  expect(await trySignIn(browser, oldEmail)).toBe('signed in');
  await page.reload();
  await expect(codeField).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // From the top: the sticky header would otherwise sit in the middle of a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `/me/security at ${width}px overflows sideways`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, { path: `e2e/artifacts/me-security-${width}.png`, fullPage: true });
  }

  await codeField.fill(code);
  await section.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(section.getByText(`Done: you now sign in with ${newEmail}.`)).toBeVisible();
  await expect(section.getByTestId('sign-in-address')).toHaveText(newEmail);
  // The refreshed tokens name the new address: the header's menu follows without signing in again.
  await expectSignedInAs(page, newEmail);

  expect(await trySignIn(browser, oldEmail)).toBe('Incorrect username or password.');
  expect(await trySignIn(browser, newEmail)).toBe('signed in');
  // The old address is told, through the outbox, and sees the new one only masked.
  await expect.poll(async () => (await latestMail(oldEmail))?.subject, { timeout: 10_000 }).toBe('Your e-mail address was changed');
  expect((await latestMail(oldEmail))?.text).not.toContain(newEmail);
});

test('the last sign-ins list each sign-in newest first with its browser, this one marked, and say that no place is kept', async ({
  browser,
}) => {
  const email = uniqueEmail('last-sign-ins');
  createUser(email);
  const elsewhere = await signedInOnSecurity(browser, email);
  await elsewhere.context().close();
  const page = await signedInOnSecurity(browser, email);
  const section = page.getByRole('region', { name: 'Last sign-ins' });
  await expect(section).toContainText('not your address and not your place');
  const items = section.getByRole('listitem');
  // The other browser's and this one's (the CLI made the account without signing in).
  await expect(items).toHaveCount(2);
  // The test's Chromium names its system as the device profile says ("Chrome on Windows" for Desktop Chrome).
  const device = describeDevice(await page.evaluate(() => navigator.userAgent));
  expect(device).toMatch(/^Chrome on /);
  await expect(items.nth(0)).toContainText(device);
  await expect(items.nth(0)).toContainText('This browser');
  await expect(items.nth(1)).toContainText(device);
  await expect(section.getByText('This browser')).toHaveCount(1);
  const times = await section.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect([...times].sort().reverse()).toEqual(times);
});

test('a creator has the code sent again, then withdraws the change of e-mail and keeps their address', async ({
  browser,
}) => {
  const email = uniqueEmail('email-kept');
  const typo = uniqueEmail('email-typo');
  createUser(email);
  const page = await signedInOnSecurity(browser, email);
  const section = page.getByRole('region', { name: 'Change e-mail' });
  await section.getByLabel('New e-mail address', { exact: true }).fill(typo);
  await section.getByRole('button', { name: 'Send a code' }).click();
  await latestCode(typo);
  const first = await latestMail(typo);

  await section.getByRole('button', { name: 'Send the code again' }).click();
  await expect(section.getByText(`A new code is on its way to ${typo}.`)).toBeVisible();
  // A second mail, with its own code, reached the new address.
  expect(await latestCode(typo, first?.file)).toMatch(/^\d{6}$/);

  await section.getByRole('button', { name: 'Withdraw the change' }).click();
  await expect(section.getByText(`Change withdrawn: you still sign in with ${email}.`)).toBeVisible();
  await expect(section.getByLabel('New e-mail address', { exact: true })).toBeVisible();
  await expect(section.getByTestId('sign-in-address')).toHaveText(email);
  expect(await trySignIn(browser, typo)).toBe('Incorrect username or password.');
});

test('signing out everywhere ends this browser’s session and another browser’s, whose refresh token stops working', async ({
  browser,
}) => {
  const email = uniqueEmail('everywhere');
  createUser(email);
  const page = await signedInOnSecurity(browser, email);
  const elsewhere = await signedInOnSecurity(browser, email);
  await elsewhere.goto('/me');
  await expect(elsewhere).toHaveURL(/\/me$/);
  const refreshToken = (await elsewhere.context().cookies()).find((cookie) =>
    cookie.name.endsWith('.refreshToken'),
  )?.value;
  expect(refreshToken).toBeTruthy();

  const section = page.getByRole('region', { name: 'Sign out everywhere' });
  await section.getByRole('button', { name: 'Sign out everywhere…' }).click();
  await expect(section.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await section.getByRole('button', { name: 'Yes, sign out everywhere' }).click();

  // This browser: signed out, on the sign-in screen that comes back here.
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fme%2Fsecurity$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(
    (await page.context().cookies()).filter((cookie) =>
      /\.(accessToken|idToken|refreshToken)$/.test(cookie.name),
    ),
  ).toEqual([]);

  // The other browser: its refresh token is refused by the pool…
  const outputs = await siteOutputs(page);
  const refresh = await page.request.post(String(outputs.custom?.user_pool_endpoint), {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    },
    data: JSON.stringify({ ClientId: outputs.auth?.user_pool_client_id, RefreshToken: refreshToken }),
  });
  expect(refresh.status()).toBe(400);
  expect(await refresh.json()).toMatchObject({
    __type: 'NotAuthorizedException',
    message: 'Refresh Token has been revoked',
  });
  // …and its next page load of a signed-in page asks it to sign in (the guard believes a live token a few seconds at most).
  await expect(async () => {
    await elsewhere.goto('/me');
    await expect(elsewhere).toHaveURL(/\/auth\/login\?returnTo=%2Fme$/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // There the sign-in screen refreshes the session it still holds, is refused, and drops it: it offers sign-in.
  await expect(elsewhere.getByLabel('Email')).toBeVisible();
  await expect(elsewhere.getByText(/Signed in as/)).toHaveCount(0);
  expect(
    (await elsewhere.context().cookies()).filter((cookie) =>
      /\.(accessToken|idToken|refreshToken)$/.test(cookie.name),
    ),
  ).toEqual([]);

  // Signing in again works.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/me\/security$/);
});
