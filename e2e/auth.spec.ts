import {
  createUser,
  expectSignedInAs,
  inviteUser,
  latestCode,
  latestMail,
  PASSWORD,
  signInWith,
  uniqueEmail,
} from './support/identity';
import { expect, test } from './support/test';
import { siteOutputs } from './support/site-outputs';

// SRP in the browser and the code round trips take a few seconds per journey.
test.describe.configure({ timeout: 90_000 });

test('a visitor signs up, confirms the mailed code, is signed in, signs out and signs back in', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/extra-pages/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(/We Emailed You/i)).toBeVisible();
  await page.getByLabel('Confirmation Code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // A new creator starts at their workspace (e2e/onboarding.spec.ts has the rest).
  await expect(page).toHaveURL(/\/me$/);
  await expectSignedInAs(page, email);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out, the header offers Sign in and Join in place of the avatar.
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^User menu/ })).toHaveCount(0);

  await page.goto('/auth/login');
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
});

test('sign-up shows the password, match and e-mail checks and keeps Create Account disabled', async ({ page }) => {
  await page.goto('/extra-pages/sign-up');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('shorter');
  await page.getByLabel('Email').focus();
  for (const text of [
    'Please enter a valid email',
    'Password must have at least 8 characters',
    'Password must have upper case letters',
    'Password must have numbers',
    'Password must have special characters',
    'Your passwords must match',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
});

test('a wrong password is refused with the service message', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  createUser(email);
  await page.goto('/auth/login');
  await signInWith(page, email, 'Wrong#Password99');
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
});

test('a user resets a forgotten password with the mailed code and signs in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  const newPassword = 'Renewed#Resolve77';
  createUser(email);
  const before = await latestMail(email);
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await page.getByLabel(/^Code/).fill(await latestCode(email, before?.file));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();

  await signInWith(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
});

test('an invited user signs in with the temporary password and must choose a new one', async ({ page }) => {
  const email = uniqueEmail('invited');
  await inviteUser(email, 'Temporary#Pass11');
  await page.goto('/auth/login');
  await signInWith(page, email, 'Temporary#Pass11');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expectSignedInAs(page, email);
});

test('a guest opening My Account is sent to sign in and comes back after it', async ({ page }) => {
  const email = uniqueEmail('returning');
  createUser(email);
  await page.goto('/merchandise/account');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fmerchandise%2Faccount$/);
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/merchandise\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Signed in with ${email}`)).toBeVisible();
});

test('a signed-in user outside ADMINS is refused the admin area; an admin gets in', async ({ page }) => {
  const member = uniqueEmail('member');
  const admin = uniqueEmail('admin');
  createUser(member);
  createUser(admin, { groups: ['ADMINS'] });

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fadmin$/);
  await signInWith(page, member);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  const refused = await page.request.get('/admin');
  expect(refused.status()).toBe(403);

  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fadmin$/);
  await signInWith(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${admin}`)).toBeVisible();
});

test('copied sign-in cookies stop opening the guarded pages once the user signs out everywhere', async ({ page, browser, request }) => {
  const email = uniqueEmail('revoked');
  createUser(email);
  await page.goto('/me');
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/me$/);

  // Someone else holds a copy of the cookies: it opens /me while the tokens are honoured.
  const cookies = await page.context().cookies();
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.context().addCookies(cookies);
  await elsewhere.goto('/me');
  await expect(elsewhere).toHaveURL(/\/me$/);

  // GlobalSignOut revokes every token of the user; their signatures and expiry still verify.
  const accessToken = cookies.find((cookie) => cookie.name.endsWith('.accessToken'))?.value;
  const outputs = await siteOutputs(page);
  const signedOut = await request.post(String(outputs.custom?.user_pool_endpoint), {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
    data: JSON.stringify({ AccessToken: accessToken }),
  });
  expect(signedOut.status()).toBe(200);

  // The guard believes a live token for a few seconds at most.
  await expect(async () => {
    await elsewhere.goto('/me');
    await expect(elsewhere).toHaveURL(/\/auth\/login\?returnTo=%2Fme$/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
