import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { FIX_FIELDS_NOTICE } from '../lib/validation/message-forms';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';

/**
 * Issue 18: a creator records a ban with its restriction in the DSA Transparency Database's terms
 * (DECISION_ACCOUNT_SUSPENDED), the policy cited, the lift date, the statement of reasons and the
 * content link; the profile, the platform's page, the record's permalink and /data/bans.csv show
 * them; an end before the start is refused with its message.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('restriction'), username: `restricted-${suffix}`, displayName: `Rae Restricted ${suffix}` };
const explanation = `Channel suspended for “spam” after a livestream about moderation ${suffix}.`;
const policy = 'Spam, deceptive practices and scams policy';
const contentUrl = `https://www.youtube.com/watch?v=${suffix}`;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const dayText = (date: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const start = day(12);
const end = day(3);
let banId = '';

/** The restriction as every public page shows it. */
async function expectRestrictionShown(page: Page, scope: ReturnType<Page['locator']>) {
  const facts = scope.locator('.restriction-facts');
  await expect(facts).toContainText('Account');
  await expect(facts).toContainText('Account suspended');
  // The label, never the raw code (issue 45); the code stays in the link's title and the open data.
  await expect(facts).not.toContainText('DECISION_ACCOUNT_SUSPENDED');
  await expect(facts.locator('[data-dsa-value="DECISION_ACCOUNT_SUSPENDED"]')).toHaveText('Account suspended');
  await expect(facts).toContainText(policy);
  await expect(facts).toContainText('Given by the platform');
  const link = facts.getByRole('link', { name: contentUrl });
  await expect(link).toHaveAttribute('href', contentUrl);
  await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  return facts;
}

test('a creator records a ban with a typed restriction, and every public page shows it', async ({ page }) => {
  createUser(creator.email);
  await page.goto('/me/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, creator.email);
  await expect(page).toHaveURL(/\/me\/profile$/);
  await page.getByLabel('Display name').fill(creator.displayName);
  await page.getByLabel('Username', { exact: true }).fill(creator.username);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();

  await page.goto('/me/bans');
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await page.getByLabel('Date of the ban').fill(start);
  await page.getByLabel('Still active').uncheck();
  await page.getByLabel('What happened').fill(explanation);
  const restriction = page.getByLabel('What the platform did (optional)');
  await expect(restriction.locator('optgroup')).toHaveCount(4);
  await expect(restriction.locator('optgroup[label="Account"] option')).toHaveText(['Account suspended', 'Account terminated']);
  await restriction.selectOption('DECISION_ACCOUNT_SUSPENDED');
  await page.getByLabel('Policy or rule cited (optional)').fill(policy);
  await page.getByLabel('Link to the content or notice (optional)').fill(contentUrl);
  await page.getByLabel('The platform gave a statement of reasons').check();

  // An end before the start: refused by the form, the message by the field and beside the button.
  await page.getByLabel('Lifted on (optional)').fill(day(20));
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The end date cannot be before the date of the ban')).toBeVisible();
  await expect(page.locator('.my-form-actions')).toContainText(FIX_FIELDS_NOTICE);

  await page.getByLabel('Lifted on (optional)').fill(end);
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The ban is added. Your profile totals are up to date.')).toBeVisible();

  // The creator's profile.
  await expect(async () => {
    await page.goto(`/profiles/${creator.username}`);
    await expect(page.getByText(explanation)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const item = page.locator('.ban-timeline-item', { hasText: explanation });
  const facts = await expectRestrictionShown(page, item);
  await expect(facts).toContainText(`${dayText(start)} – ${dayText(end)}`);

  // The platform's page, where the record's id is its anchor.
  const onPlatform = page.locator('.platform-ban', { hasText: explanation });
  await expect(async () => {
    await page.goto('/platforms/youtube');
    await expect(onPlatform).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expectRestrictionShown(page, onPlatform);
  banId = ((await onPlatform.getAttribute('id')) ?? '').replace(/^ban-/, '');
  expect(banId).not.toBe('');

  // The record's permalink.
  await page.goto(`/bans/${banId}`);
  await expectRestrictionShown(page, page.locator('.platform-ban'));
});

test('the open data lists the restriction and its category', async ({ request }) => {
  expect(banId).not.toBe('');
  const csv = await request.get('/data/bans.csv');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split('\r\n');
  const header = lines[0].split(',');
  for (const column of ['restrictionCategory', 'restriction', 'policyCited', 'endDate', 'statementOfReasons', 'contentUrl']) expect(header).toContain(column);
  const row = lines.find((line) => line.startsWith(`${banId},`));
  expect(row).toBeDefined();
  expect(row).toContain(',DECISION_ACCOUNT,DECISION_ACCOUNT_SUSPENDED,');
  expect(row).toContain(`,${end},true,${contentUrl},`);

  const json = await request.get('/data/bans.json');
  const record = ((await json.json()) as { records: Record<string, unknown>[] }).records.find((entry) => entry.id === banId);
  expect(record).toMatchObject({ restrictionCategory: 'DECISION_ACCOUNT', restriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: policy, endDate: end, statementOfReasons: true, contentUrl });
});

test('the methodology explains every restriction type under the database’s names', async ({ page }) => {
  await page.goto('/methodology#restriction-types');
  const section = page.locator('section#restriction-types');
  await expect(section.getByRole('heading', { level: 2, name: 'Restriction types' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'DSA Transparency Database' })).toHaveAttribute('href', 'https://transparency.dsa.ec.europa.eu/');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([/^Visibility of content/, /^Monetary payments/, /^Provision of the service/, /^Account/]);
  await expect(section.locator('dt code')).toHaveCount(16);
  await expect(section).toContainText('DECISION_ACCOUNT_SUSPENDED');
});
