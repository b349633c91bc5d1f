import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { USERNAME_RESERVED_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../amplify/data/creator-records/usernames';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import type { Schema } from '../lib/data/schema';
import { createUser, E2E_DATA_DIR, latestCode, PASSWORD, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';
import { siteOutputs } from './support/site-outputs';
import { saveScreenshot } from './support/screenshot';
import { resizeTo } from './support/viewport';

/**
 * A creator's journey through /me: sign up, a profile (a sample creator's name and a reserved one
 * refused), a ban and a shadowban report shown on the public profile, a draft brief nobody else
 * can reach, then published; a second creator can neither see nor change it, in the UI or through
 * the Data API; archiving it takes it down, and it can be deleted.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('creator'), username: `creator-${suffix}`, displayName: `Casey Creator ${suffix}` };
/** A sample creator's username (backend/data/sample-content/creators.ts). */
const SAMPLE_USERNAME = 'anikasterling';
const briefTitle = `Keeping an audience when the feed forgets you ${suffix}`;
let briefSlug = '';
let briefId = '';

/** Opens a /me page: the guard sends the visitor to sign in, then back. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Public pages refresh on every save; allow the few seconds the spec grants all the same. */
async function expectOnReload(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

async function newSignedInPage(browser: Browser, path: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, path, email);
  return page;
}

/** The creator's session, saved once the first test has signed them up and in; later tests start from it. */
const creatorState = join(tmpdir(), `e2e-creator-${suffix}.json`);

/** A page of its own, signed in as the creator (creatorState), on `path` (in a window `width` px wide when given). */
async function newCreatorPage(browser: Browser, path: string, width?: number) {
  const viewport = width === undefined ? {} : { viewport: { width, height: 900 } };
  const page = await (await browser.newContext({ storageState: creatorState, ...viewport })).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

/** What a guest's browser could ask: the GraphQL endpoint with the public API key of amplify_outputs.json. */
async function askWithApiKey(query: string, variables: Record<string, unknown>) {
  const outputs = JSON.parse(await readFile(join(E2E_DATA_DIR, 'amplify_outputs.json'), 'utf8')) as { data: { url: string; api_key: string } };
  const response = await fetch(outputs.data.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': outputs.data.api_key },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}

/** Every brief id the public API gives for the slug: by its index, by a filtered scan of all pages, by id. */
async function publicBriefIds(slug: string, id: string): Promise<string[]> {
  type Page = { items: { id: string }[]; nextToken: string | null };
  const found: string[] = [];
  const bySlug = await askWithApiKey('query ($slug: String!) { listBriefBySlug(slug: $slug) { items { id } } }', { slug });
  expect(bySlug.errors).toBeUndefined();
  found.push(...(bySlug.data!.listBriefBySlug as Page).items.map((item) => item.id));
  let nextToken: string | null = null;
  do {
    const page = await askWithApiKey('query ($slug: String!, $nextToken: String) { listBriefs(filter: { slug: { eq: $slug } }, nextToken: $nextToken) { items { id } nextToken } }', {
      slug,
      nextToken,
    });
    expect(page.errors).toBeUndefined();
    const list = page.data!.listBriefs as Page;
    found.push(...list.items.map((item) => item.id));
    nextToken = list.nextToken;
  } while (nextToken);
  const byId = await askWithApiKey('query ($id: ID!) { getBrief(id: $id) { id } }', { id });
  expect(byId.errors).toBeUndefined();
  if (byId.data?.getBrief) found.push(id);
  return [...new Set(found)];
}

test('a creator signs up, creates a profile, records a ban and a shadowban report and sees them in public', async ({ page }) => {
  await page.goto('/extra-pages/sign-up');
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Confirmation Code').fill(await latestCode(creator.email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await page.context().storageState({ path: creatorState });

  await page.goto('/me');
  await page.getByRole('link', { name: 'Create my profile' }).click();
  await expect(page).toHaveURL(/\/me\/profile$/);
  const errors = watchConsole(page);
  await expect(page.getByText('Choose a username and a display name')).toBeVisible();

  // Validation first: nothing is sent, every message shows, what was typed stays.
  await page.getByRole('textbox', { name: 'X (Twitter) (optional)' }).fill('x.com/casey');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('Please enter a full web address starting with https://')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'X (Twitter) (optional)' })).toHaveValue('x.com/casey');
  await page.getByRole('textbox', { name: 'X (Twitter) (optional)' }).fill('https://x.com/casey');
  await page.getByLabel('Display name').fill(creator.displayName);

  // A sample creator's name: the hint warns while typing, and the server's refusal shows by the form.
  const username = page.getByLabel('Username', { exact: true });
  await username.fill(SAMPLE_USERNAME);
  await expect(page.getByTestId('username-check')).toHaveText(/This username is taken/);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.locator('#profile-status')).toHaveText(USERNAME_TAKEN_MESSAGE);
  await expect(username).toHaveValue(SAMPLE_USERNAME);

  // A name kept for the site: refused at once, by the same rule the server applies.
  await username.fill('admin');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText(USERNAME_RESERVED_MESSAGE)).toBeVisible();

  await username.fill(creator.username);
  await expect(page.getByTestId('username-check')).toHaveText(/This username is free/);
  await page.getByLabel('Bio').fill('Explains the platforms’ rules to the people they are used against.');
  await page.getByRole('checkbox', { name: 'YouTube' }).check();
  await page.getByRole('checkbox', { name: 'X (Twitter)' }).check();
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', `/profiles/${creator.username}`);

  await page.goto('/me/bans');
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('Choose a platform from the list').or(page.getByText('This field is required')).first()).toBeVisible();
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await page.getByLabel('Date of the ban').fill('2024-05-14');
  await page.getByLabel('What happened').fill('Channel terminated for “harmful content” after a lecture on platform moderation.');
  await page.getByLabel('Your note on the evidence').fill('https://example.com/termination-notice');
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The ban is added. Your profile totals are up to date.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit YouTube ban of 14 May 2024$/ })).toBeVisible();

  await page.goto('/me/shadowbans');
  await page.getByRole('button', { name: 'Add a shadowban report' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('X');
  await page.getByLabel('When it started').fill('2024-02-01');
  await page.getByLabel('Category').fill('Reach');
  await page.getByLabel('Restriction type').fill('Reply deboosting');
  await page.getByLabel('Financial impact (USD)').fill('12.345');
  await page.getByLabel('What you saw').fill('Replies collapsed under “show more” for three weeks; impressions fell by two thirds.');
  await page.getByRole('button', { name: 'Add report' }).click();
  await expect(page.getByText('Please enter an amount in dollars, such as 1200 or 99.50')).toBeVisible();
  await page.getByLabel('Financial impact (USD)').fill('1200');
  await page.getByRole('button', { name: 'Add report' }).click();
  await expect(page.getByText('The shadowban report is added. Your profile totals are up to date.')).toBeVisible();

  // The totals the server recomputed with each record, in the editor and in public.
  await page.goto('/me/profile');
  await expect(page.getByTestId('my-total-bans')).toHaveText('1');
  await expectOnReload(page, `/profiles/${creator.username}`, async () => {
    await expect(page.getByTestId('total-total-bans')).toContainText('1', { timeout: 1000 });
    await expect(page.getByTestId('total-platforms-affected')).toContainText('2', { timeout: 1000 });
  });
  await expect(page.getByRole('heading', { level: 1, name: creator.displayName })).toBeVisible();
  await expect(page.getByTestId('total-estimated-loss')).toContainText('$1,200');
  await expect(page.getByTestId('total-first-restricted')).toContainText('1 Feb 2024');
  await expect(page.getByRole('list', { name: 'Banned on' })).toContainText('YouTube');
  await expect(page.getByRole('list', { name: 'Limited on' })).toContainText('X (Twitter)');
  await expect(page.getByText('Channel terminated for “harmful content”')).toBeVisible();
  await expect(page.getByText('Replies collapsed under “show more”')).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: creator.displayName } });
  expect(errors).toEqual([]);
});

test('the creator saves a draft nobody else can reach, then publishes it', async ({ browser }) => {
  const page = await newCreatorPage(browser, '/me/briefs/new');
  await page.getByLabel('Title').fill(briefTitle);
  await page.getByLabel('Summary').fill('What to do in the first week after reach collapses.');
  await page.getByLabel('Category').selectOption('Influence');
  await page.getByLabel('Tags (optional)', { exact: true }).fill('Reach, Newsletters');
  await page.getByLabel('Warfare tags').fill('Shadowbanning');
  await page.getByLabel('Status').selectOption('PUBLISHED');
  await page.getByRole('button', { name: 'Create brief' }).click();
  await expect(page.getByText('Write the brief before publishing it')).toBeVisible();

  const body = page.getByRole('textbox', { name: 'Brief' });
  await body.click();
  await page.keyboard.type('When the feed forgets you, write to the people who asked to hear from you.');
  await page.getByLabel('Status').selectOption('DRAFT');
  await page.getByRole('button', { name: 'Create brief' }).click();
  await expect(page.getByText('Draft created. Only you can see it until you publish it.')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/briefs\/[^/]+$/);
  briefId = page.url().split('/').pop()!;

  // The owner's list holds the draft, with the address the server chose for it.
  await page.goto('/me/briefs');
  const listed = page.getByTestId('my-brief').filter({ hasText: briefTitle });
  await expect(listed).toContainText('Draft');
  briefSlug = /\/briefs\/([a-z0-9-]+)/.exec((await listed.textContent())!)![1];
  expect(briefSlug).toContain('keeping-an-audience-when-the-feed-forgets-you');

  // Nowhere in public: not listed, no page, nothing through the public API.
  await page.goto('/briefs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(briefTitle)).toHaveCount(0);
  expect((await page.goto(`/briefs/${briefSlug}`))?.status()).toBe(404);
  expect(await publicBriefIds(briefSlug, briefId)).toEqual([]);
  const draftById = await askWithApiKey('query ($id: ID!) { getUnpublishedBrief(id: $id) { id title } }', { id: briefId });
  expect(draftById.data?.getUnpublishedBrief ?? null).toBeNull();

  await page.goto('/me/briefs');
  await page.getByRole('button', { name: `Publish: ${briefTitle}` }).click();
  await expect(page.getByText(`“${briefTitle}” is now published.`)).toBeVisible();
  await expect(page.getByTestId('my-brief').filter({ hasText: briefTitle })).toContainText('Published');

  await expectOnReload(page, `/briefs/${briefSlug}`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(briefTitle, { timeout: 1000 });
  });
  await expect(page.getByText('write to the people who asked to hear from you')).toBeVisible();
  await expectOnReload(page, '/briefs', async () => {
    await expect(page.getByRole('link', { name: briefTitle }).first()).toBeVisible({ timeout: 1000 });
  });
  await expectOnReload(page, `/profiles/${creator.username}`, async () => {
    await expect(page.getByRole('link', { name: briefTitle })).toHaveAttribute('href', `/briefs/${briefSlug}`, { timeout: 1000 });
  });
  expect(await publicBriefIds(briefSlug, briefId)).toEqual([briefId]);
});

test('the workspace fits a phone and a desktop screen', async ({ browser }) => {
  const page = await newCreatorPage(browser, '/me', 390);
  // Each page loaded once at 390 px, then measured again at 1280 px as CSS lays it out anew.
  for (const path of ['/me', '/me/briefs']) {
    if (path !== '/me') {
      await resizeTo(page, 390);
      await page.goto(path);
    }
    for (const width of [390, 1280]) {
      if (width !== 390) await resizeTo(page, width);
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      await expect(page.getByRole('main')).toContainText(path === '/me' ? '1 published · 0 drafts · 0 archived' : briefTitle);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width}px overflows sideways`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, { path: `e2e/artifacts/${path.slice(1).replace('/', '-')}-${width}.png`, fullPage: true });
    }
  }
});

test('a second creator neither sees nor can change the first one’s brief', async ({ browser }) => {
  const email = uniqueEmail('other');
  createUser(email);
  const page = await newSignedInPage(browser, '/me/profile', email);
  await page.getByLabel('Username', { exact: true }).fill(creator.username);
  await expect(page.getByTestId('username-check')).toHaveText(/This username is taken/);
  await page.getByLabel('Username', { exact: true }).fill(`other-${suffix}`);
  await page.getByLabel('Display name').fill('Other Creator');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();

  await page.goto('/me/briefs');
  await expect(page.getByText('You have not written any briefs yet.')).toBeVisible();
  await expect(page.getByText(briefTitle)).toHaveCount(0);
  await page.goto(`/me/briefs/${briefId}`);
  await expect(page.getByText('This brief is not among yours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save brief' })).toHaveCount(0);

  // The same through the real Data client in Node, signed in as the second creator.
  const outputs = await siteOutputs(page);
  // Amplify warns that the endpoints are custom: they are, on purpose.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
  await signIn({ username: email, password: PASSWORD });
  try {
    const client = generateClient<Schema>({ authMode: 'userPool' });
    const takeover = await client.mutations.saveMyBrief({ id: briefId, title: 'Taken over', description: 'Mine now.', categories: 'Influence', status: 'PUBLISHED' });
    expect(takeover.data).toBeNull();
    expect(takeover.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const removal = await client.mutations.deleteMyBrief({ id: briefId });
    expect(removal.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    // The server holds the username rules whatever a client sends.
    const reserved = await client.mutations.saveMyProfile({ username: 'admin', displayName: 'Other Creator' });
    expect(reserved.errors?.[0]?.message).toBe(USERNAME_RESERVED_MESSAGE);
  } finally {
    await signOut();
  }
  await expectOnReload(page, `/briefs/${briefSlug}`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(briefTitle, { timeout: 1000 });
  });
});

test('the creator archives the brief, whose address then answers 404, and deletes it', async ({ browser }) => {
  const page = await newCreatorPage(browser, '/me/briefs');
  await page.getByRole('button', { name: `Archive: ${briefTitle}` }).click();
  await expect(page.getByText(`“${briefTitle}” is now archived.`)).toBeVisible();
  await expect(page.getByTestId('my-brief').filter({ hasText: briefTitle })).toContainText('Archived');
  await expect(async () => {
    const response = await page.goto(`/briefs/${briefSlug}`);
    expect(response?.status()).toBe(404);
  }).toPass({ timeout: 15_000 });
  await expectOnReload(page, `/profiles/${creator.username}`, async () => {
    await expect(page.getByRole('link', { name: briefTitle })).toHaveCount(0, { timeout: 1000 });
  });
  expect(await publicBriefIds(briefSlug, briefId)).toEqual([]);

  await page.goto('/me/briefs');
  await page.getByRole('button', { name: `Delete: ${briefTitle}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(`“${briefTitle}” is deleted.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have not written any briefs yet.')).toBeVisible();
});
