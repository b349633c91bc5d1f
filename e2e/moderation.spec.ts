import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { REPORT_SENT_NOTICE } from '../lib/content/moderation/report-notices';
import { asUser } from './support/as-user';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';

/**
 * Moderation (issue 15): a creator publishes a brief that tells someone else's ban story as their
 * own; a visitor reports it; a moderator hides it from every public door with a reason its owner
 * reads on /me, then restores it; an admin reads both acts in the audit log. Guests' reports stop
 * at the hourly limit, with the server's words.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('planter'), username: `planter-${suffix}`, displayName: `Pat Planter ${suffix}` };
const briefTitle = `How I lost my channel for telling the truth ${suffix}`;
const reportReason = `This is Octavia Marsh's ban story, told as if it were the author's own (${suffix}).`;
const hideReason = `Impersonation: the ban described is Octavia Marsh's, not the author's (${suffix}).`;
const restoreReason = `The author showed it was a quoted interview, credited (${suffix}).`;
let briefSlug = '';
let briefId = '';
const moderatorEmail = uniqueEmail('moderator');

async function signedInPage(browser: Browser, path: string, email: string, landsOn = path): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${landsOn.replace(/[/]/g, '\\/')}$`));
  return page;
}

/** Public pages are refreshed by every moderation act; allow a few seconds all the same. */
async function expectOnReload(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

/** An item of a moderation list, following "Load more" while the server has further pages. */
async function findInList(page: Page, item: Locator, more: string): Promise<Locator> {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  for (let pages = 0; pages < 50 && (await item.count()) === 0; pages++) {
    const loadMore = page.getByRole('button', { name: more });
    if ((await loadMore.count()) === 0) break;
    await loadMore.click();
    await expect(loadMore.or(item).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  await expect(item).toBeVisible();
  return item;
}

test('a creator publishes a brief that plants someone else’s ban story; a signed-in visitor reports it', async ({ browser, page }) => {
  createUser(creator.email);
  await asUser(page, creator.email, async (client) => {
    const profile = await client.mutations.saveMyProfile({ username: creator.username, displayName: creator.displayName });
    expect(profile.errors).toBeUndefined();
    const brief = await client.mutations.saveMyBrief({
      title: briefTitle,
      description: 'Terminated overnight, appeal rejected in an hour.',
      longDescription: '<p>YouTube terminated my channel after my lecture on platform moderation.</p>',
      categories: 'Influence',
      status: 'PUBLISHED',
    });
    expect(brief.errors).toBeUndefined();
    briefSlug = brief.data?.slug ?? '';
    briefId = brief.data?.id ?? '';
  });
  expect(briefSlug).toContain('how-i-lost-my-channel');

  // A reader with an account reports it (their reports count against their own hourly limit).
  const readerEmail = uniqueEmail('reader');
  createUser(readerEmail);
  const reader = await signedInPage(browser, '/me', readerEmail);
  const errors = watchConsole(reader);
  await expectOnReload(reader, `/briefs/${briefSlug}`, async () => {
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(briefTitle, { timeout: 1000 });
  });
  await reader.getByRole('button', { name: 'Report this brief' }).click();
  const form = reader.getByRole('form', { name: 'Report this brief' });
  await expect(form.getByLabel('What is wrong with it?')).toBeVisible();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByLabel('What is wrong with it?')).toBeFocused();
  await form.getByLabel('Your e-mail').fill('not an address');
  await form.getByLabel('What is wrong with it?').fill(reportReason);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await form.getByLabel('Your e-mail').fill(readerEmail);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText(REPORT_SENT_NOTICE)).toBeVisible();
  await expect(form.getByLabel('What is wrong with it?')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a moderator hides the brief from every public door, and its owner reads why on /me', async ({ browser }) => {
  createUser(moderatorEmail, { groups: ['MODERATORS'] });
  const page = await signedInPage(browser, '/admin/moderation', moderatorEmail);
  const errors = watchConsole(page);
  // MODERATORS reach the moderation pages only.
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Moderation', 'Replies']);
  expect((await page.request.get('/admin/streams')).status()).toBe(403);
  expect((await page.request.get('/admin/audit')).status()).toBe(403);

  const report = await findInList(page, page.getByRole('article', { name: new RegExp(`(Report|\\d+ reports) about Brief: ${briefTitle}$`) }), 'Load more reports');
  await expect(report).toContainText(reportReason);
  await expect(report.getByRole('link', { name: new RegExp(briefTitle) })).toHaveAttribute('href', `/briefs/${briefSlug}`);
  await report.getByRole('button', { name: `Hide Brief: ${briefTitle}` }).click();
  const hideForm = page.getByRole('form', { name: `Hide Brief: ${briefTitle}` });
  await hideForm.getByRole('button', { name: 'Hide it' }).click();
  await expect(hideForm.getByText('This field is required')).toBeVisible();
  await hideForm.getByLabel('Why hide it? Its owner reads this.').fill(hideReason);
  await hideForm.getByRole('button', { name: 'Hide it' }).click();
  await expect(page.getByText(`Hidden: Brief “${briefTitle}”.`)).toBeVisible();
  await expect(report).toHaveCount(0);
  const hiddenItem = page.getByRole('article', { name: `Hidden Brief: ${briefTitle}` });
  await expect(hiddenItem).toContainText(hideReason);
  // Staff read who hid it by name (staffNames), not by the account's id the record keeps.
  await expect(hiddenItem).toContainText(`by ${moderatorEmail}`);
  expect(errors).toEqual([]);

  // Gone from every public door at once: its page, the listings, the author's profile, the feed.
  const visitor = await (await browser.newContext()).newPage();
  await expect(async () => {
    expect((await visitor.request.get(`/briefs/${briefSlug}`)).status()).toBe(404);
  }).toPass({ timeout: 10_000 });
  for (const path of ['/', '/briefs', `/profiles/${creator.username}`]) {
    await expectOnReload(visitor, path, async () => {
      await expect(visitor.getByText(briefTitle)).toHaveCount(0, { timeout: 1000 });
    });
  }
  await expect(visitor.getByRole('heading', { level: 1, name: creator.displayName })).toBeVisible();
  expect(await (await visitor.request.get('/briefs/feed.xml')).text()).not.toContain(briefTitle);

  const owner = await signedInPage(browser, '/me', creator.email);
  const notice = owner.getByRole('region', { name: 'A moderator hid one of your records' });
  await expect(notice).toContainText(`Brief: ${briefTitle}`);
  await expect(notice).toContainText(`Reason: ${hideReason}`);
});

test('the moderator restores the brief, it is public again, and an admin reads both acts in the audit log', async ({ browser }) => {
  const page = await signedInPage(browser, '/admin/moderation', moderatorEmail);
  const hidden = await findInList(page, page.getByRole('article', { name: `Hidden Brief: ${briefTitle}` }), 'Load more hidden records');
  await hidden.getByRole('button', { name: `Restore Brief: ${briefTitle}` }).click();
  const restoreForm = page.getByRole('form', { name: `Restore Brief: ${briefTitle}` });
  await restoreForm.getByLabel('Why restore it? It goes in the audit log.').fill(restoreReason);
  await restoreForm.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByText(`Restored: Brief “${briefTitle}” is public again.`)).toBeVisible();
  await expect(hidden).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await expectOnReload(visitor, `/briefs/${briefSlug}`, async () => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(briefTitle, { timeout: 1000 });
  });
  await expectOnReload(visitor, `/profiles/${creator.username}`, async () => {
    await expect(visitor.getByRole('link', { name: briefTitle })).toHaveAttribute('href', `/briefs/${briefSlug}`, { timeout: 1000 });
  });
  await expectOnReload(visitor, '/briefs', async () => {
    await expect(visitor.getByRole('link', { name: briefTitle }).first()).toBeVisible({ timeout: 1000 });
  });
  expect(await (await visitor.request.get('/briefs/feed.xml')).text()).toContain(briefTitle);

  const adminEmail = uniqueEmail('admin');
  createUser(adminEmail, { groups: ['ADMINS'] });
  const admin = await signedInPage(browser, '/admin/audit', adminEmail);
  const log = admin.getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: hideReason })).toContainText('Hid brief');
  await expect(log.getByRole('row').filter({ hasText: restoreReason })).toContainText('Restored brief');
  await expect(log.getByRole('row').filter({ hasText: hideReason })).toContainText(moderatorEmail);
  // Newest first: the restore is listed above the hide.
  const rows = await log.getByRole('row').allTextContents();
  expect(rows.findIndex((row) => row.includes(restoreReason))).toBeLessThan(rows.findIndex((row) => row.includes(hideReason)));
});

test('a guest’s reports are taken until the hourly limit, then the server’s refusal is shown', async ({ page }) => {
  // Guests are counted by address, and every guest of this suite shares one: report until refused.
  await page.goto(`/briefs/${briefSlug}`);
  await page.getByRole('button', { name: 'Report this brief' }).click();
  const form = page.getByRole('form', { name: 'Report this brief' });
  const refusal = form.getByText('Your report was not sent. You have sent 5 reports in the last hour: please try again later.');
  const reason = form.getByLabel('What is wrong with it?');
  let sent = 0;
  for (let attempt = 1; attempt <= 6; attempt++) {
    await reason.fill(`Guest report ${attempt} (${suffix})`);
    await form.getByRole('button', { name: 'Send report' }).click();
    // A sent report empties the form; a refused one keeps what was typed and says why.
    await expect(async () => expect((await reason.inputValue()) === '' || (await refusal.isVisible())).toBe(true)).toPass();
    if (await refusal.isVisible()) break;
    await expect(form.getByText(REPORT_SENT_NOTICE)).toBeVisible();
    sent += 1;
  }
  await expect(refusal).toBeVisible();
  expect(sent).toBeLessThanOrEqual(5);
  await expect(reason).toHaveValue(/^Guest report/);
});

test('a moderator dismisses a report: it leaves the queue, the record stays public', async ({ browser, page }) => {
  const reporterEmail = uniqueEmail('reporter');
  const dismissible = `Not a breach, only a strong opinion (${suffix}).`;
  createUser(reporterEmail);
  await asUser(page, reporterEmail, async (client) => {
    const sent = await client.mutations.reportRecord({ model: 'Brief', id: briefId, reason: dismissible });
    expect(sent.errors).toBeUndefined();
  });

  const moderator = await signedInPage(browser, '/admin/moderation', moderatorEmail);
  // Repeat reports about one record share its card: "Report about …" or "2 reports about …".
  const about = new RegExp(`(Report|\\d+ reports) about Brief: ${briefTitle}$`);
  const report = await findInList(moderator, moderator.getByRole('article', { name: about }).filter({ hasText: dismissible }), 'Load more reports');
  await report.getByRole('button', { name: /^Dismiss the (report|\d+ reports) about/ }).click();
  const form = moderator.getByRole('form', { name: /^Dismiss the (report|\d+ reports) about/ });
  await form.getByLabel('Why dismiss it? It goes in the audit log.').fill('Opinion, not impersonation.');
  await form.getByRole('button', { name: /^Dismiss reports?$/ }).click();
  await expect(moderator.getByText(new RegExp(`^Dismissed (a report|\\d+ reports) about Brief “${briefTitle}”\\. The record stays public\\.$`))).toBeVisible();
  await expect(report).toHaveCount(0);
  await moderator.reload();
  await expect(moderator.getByRole('article').filter({ hasText: dismissible })).toHaveCount(0);
  expect((await page.request.get(`/briefs/${briefSlug}`)).status()).toBe(200);
});
