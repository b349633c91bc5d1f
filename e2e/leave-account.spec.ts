import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient, type Client } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { USERNAME_RESERVATION_DAYS } from '../amplify/data/account-leave/username-reservation';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import type { Schema } from '../lib/data/schema';
import { createUser, latestMail, PASSWORD, signInWith, uniqueEmail } from './support/identity';
import { saveScreenshot } from './support/screenshot';
import { siteOutputs } from './support/site-outputs';
import { expect, test } from './support/test';

/**
 * Issue 48, "Leave": a creator deletes their account from /me/security and their records
 * disappear or turn anonymous, as they chose. Each creator first records (through the Amplify
 * client, as the workspace does) a profile, a named ban with an appeal step and text evidence, an
 * anonymised ban and a brief; then, in the browser (one at 390 px, one at 1280 px), chooses, types
 * the confirmation word and deletes the account. The browser lands signed out on the page that
 * says it is done; a guest then finds the profile and brief gone and the bans gone (removed) or
 * public without the creator (anonymised); the address got the last mail; the account no longer
 * signs in.
 */
test.describe.configure({ timeout: 180_000 });

interface Creator {
  email: string;
  username: string;
  displayName: string;
  profileId: string;
  namedBanId: string;
  anonymousBanId: string;
  briefSlug: string;
}

async function withAmplify(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(await siteOutputs(page)));
}

/** A creator with a profile, a named ban with a story, an anonymised ban and a published brief. */
async function creatorWithRecords(page: Page, label: string): Promise<Creator> {
  const suffix = randomUUID().slice(0, 8);
  const creator = { email: uniqueEmail(label), username: `${label}-${suffix}`, displayName: `Leaving ${label} ${suffix}` };
  createUser(creator.email);
  await withAmplify(page);
  await signIn({ username: creator.email, password: PASSWORD });
  try {
    const client: Client<Schema> = generateClient<Schema>({ authMode: 'userPool' });
    const profile = await client.mutations.saveMyProfile({ username: creator.username, displayName: creator.displayName });
    expect(profile.errors).toBeUndefined();
    const named = await client.mutations.saveMyPlatformBan({ platformId: 'youtube', dateOfBan: '2026-02-01', explanation: 'Channel terminated for a third strike.' });
    expect(named.errors).toBeUndefined();
    const namedBanId = named.data!.id;
    expect((await client.mutations.addMyAppealEvent({ recordModel: 'PlatformBan', recordId: namedBanId, kind: 'FILED', date: '2026-02-03' })).errors).toBeUndefined();
    expect((await client.mutations.submitMyEvidence({ recordModel: 'PlatformBan', recordId: namedBanId, text: 'The notice said: hate speech.' })).errors).toBeUndefined();
    const anonymous = await client.mutations.saveMyPlatformBan({ platformId: 'x', dateOfBan: '2026-02-02', explanation: 'Account locked without a reason.', isAnonymous: true });
    expect(anonymous.errors).toBeUndefined();
    const brief = await client.mutations.saveMyBrief({ title: `Why ${creator.username} left`, description: 'A short note.', categories: 'Power', status: 'PUBLISHED' });
    expect(brief.errors).toBeUndefined();
    return { ...creator, profileId: profile.data!.id, namedBanId, anonymousBanId: anonymous.data!.id, briefSlug: String(brief.data!.slug) };
  } finally {
    await signOut();
  }
}

/** What a guest gets at `path`: its status and text (no cookies: a fresh guest). */
async function guestRead(browser: Browser, path: string): Promise<{ status: number; text: string }> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(path);
    return { status: response.status(), text: await response.text() };
  } finally {
    await context.close();
  }
}

/** Signs in from a fresh browser: 'signed in', or the refusal the sign-in screen shows. */
async function trySignIn(browser: Browser, email: string): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  try {
    await page.goto('/auth/login?returnTo=%2Fme');
    await signInWith(page, email);
    const refusal = page.getByText('Incorrect username or password.');
    let outcome = '';
    await expect
      .poll(async () => (outcome = /\/me$/.test(page.url()) ? 'signed in' : (await refusal.isVisible()) ? 'Incorrect username or password.' : ''), { timeout: 20_000 })
      .not.toBe('');
    return outcome;
  } finally {
    await page.context().close();
  }
}

/** Signs in on /me/security at `width`, chooses, confirms and leaves; answers the page, landed on /account-deleted. */
async function leaveFromSecurity(browser: Browser, creator: Creator, choice: 'Remove them' | 'Keep them, anonymised', width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto('/me/security');
  await signInWith(page, creator.email);
  await expect(page).toHaveURL(/\/me\/security$/);
  const section = page.getByRole('region', { name: 'Leave the site' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(`kept back for ${USERNAME_RESERVATION_DAYS} days`)).toBeVisible();
  const button = section.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await section.getByRole('radio', { name: choice }).check();
  await section.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(button).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `/me/security at ${width}px overflows sideways`).toBeLessThanOrEqual(0);
  // From the top: the sticky header would otherwise sit over the panel in the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, { path: `e2e/artifacts/leave-account-${width}.png`, fullPage: true });
  await button.click();
  await expect(page).toHaveURL(/\/account-deleted\?records=/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
  // Signed out: the header offers sign-in again, and /me asks for it.
  await expect(page.getByRole('button', { name: /^User menu/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, { path: `e2e/artifacts/account-deleted-${width}.png`, fullPage: true });
  return page;
}

test('a creator deletes their account with the records removed: profile, brief and bans are gone for everyone (390 px)', async ({ page, browser }) => {
  const creator = await creatorWithRecords(page, 'leaveremove');
  expect((await guestRead(browser, `/bans/${creator.namedBanId}`)).status).toBe(200);

  const left = await leaveFromSecurity(browser, creator, 'Remove them', 390);
  await expect(left.getByText('Your bans and shadowban reports were removed')).toBeVisible();
  await left.goto('/me');
  await expect(left).toHaveURL(/\/auth\/login/);

  expect((await guestRead(browser, `/profiles/${creator.username}`)).status).toBe(404);
  expect((await guestRead(browser, `/briefs/${creator.briefSlug}`)).status).toBe(404);
  for (const id of [creator.namedBanId, creator.anonymousBanId]) expect((await guestRead(browser, `/bans/${id}`)).status).toBe(404);
  const exported = await guestRead(browser, '/data/bans.json');
  expect(exported.text).not.toContain(creator.namedBanId);
  expect(exported.text).not.toContain(creator.anonymousBanId);

  await expect.poll(async () => (await latestMail(creator.email))?.subject, { timeout: 10_000 }).toBe('Your account was deleted');
  expect(await trySignIn(browser, creator.email)).toBe('Incorrect username or password.');
  // The methodology page says what leaving does, where the page and the mail link to.
  expect((await guestRead(browser, '/methodology')).text).toMatch(/id="leaving-title"[^>]*>Leaving the site</);
});

test('a creator deletes their account with the records kept anonymised: the bans stay, tied to nobody (1280 px)', async ({ page, browser }) => {
  const creator = await creatorWithRecords(page, 'leaveanon');
  const left = await leaveFromSecurity(browser, creator, 'Keep them, anonymised', 1280);
  await expect(left.getByText('stay public, anonymised')).toBeVisible();

  expect((await guestRead(browser, `/profiles/${creator.username}`)).status).toBe(404);
  expect((await guestRead(browser, `/briefs/${creator.briefSlug}`)).status).toBe(404);
  for (const id of [creator.namedBanId, creator.anonymousBanId]) {
    const ban = await guestRead(browser, `/bans/${id}`);
    expect({ id, status: ban.status }).toEqual({ id, status: 200 });
    for (const mark of [creator.username, creator.displayName, creator.profileId]) expect(ban.text).not.toContain(mark);
  }
  // The named ban's story stays, told without the creator.
  const named = await guestRead(browser, `/bans/${creator.namedBanId}`);
  expect(named.text).toContain('The notice said: hate speech.');
  const exported = JSON.parse((await guestRead(browser, '/data/bans.json')).text) as { records: { id: string; creator: string | null }[] };
  expect(exported.records.filter((record) => [creator.namedBanId, creator.anonymousBanId].includes(record.id)).map((record) => record.creator)).toEqual([null, null]);

  // Through the API: the old profile id files nothing, and each ban has a public id of its own.
  await withAmplify(page);
  const guest = generateClient<Schema>({ authMode: 'apiKey' });
  expect((await guest.models.PlatformBan.listPlatformBanByProfileId({ profileId: creator.profileId }, { selectionSet: ['id'] })).data).toEqual([]);
  const bans = await Promise.all([creator.namedBanId, creator.anonymousBanId].map(async (id) => (await guest.models.PlatformBan.get({ id }, { selectionSet: ['id', 'isAnonymous', 'profileId'] })).data));
  expect(bans.map((ban) => ban?.isAnonymous)).toEqual([true, true]);
  expect(new Set([...bans.map((ban) => ban?.profileId), creator.profileId]).size).toBe(3);

  await expect.poll(async () => (await latestMail(creator.email))?.subject, { timeout: 10_000 }).toBe('Your account was deleted');
  expect(await trySignIn(browser, creator.email)).toBe('Incorrect username or password.');
});
