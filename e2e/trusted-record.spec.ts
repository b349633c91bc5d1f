import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';
import { saveScreenshot } from './support/screenshot';

/**
 * Issue 18, as people do it: a creator records a ban with a typed restriction, attaches a picture
 * of the notice as evidence and records an appeal that is later restored; a moderator corroborates
 * it; a visitor sees the ladder step, the evidence's SHA-256, the appeal timeline on the
 * permalink and the record in /data/bans.csv; someone sends a reply, a moderator publishes it.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('trusted'), username: `trusted-${suffix}`, displayName: `Tess Trusted ${suffix}` };
const moderatorEmail = uniqueEmail('verifier');
const explanation = `Channel terminated without a warning after a stream on moderation ${suffix}.`;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const banDay = day(40);
const filedDay = day(38);
const restoredDay = day(10);
const replyText = `We reviewed the channel again and reinstated it on appeal (${suffix}).`;
let banId = '';
let noticeSha256 = '';

/** A real picture of "the notice", made here. */
function noticePicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#f4f4f4"/><text x="20" y="60" font-size="28">Your channel was terminated ${suffix}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function signedInPage(browser: Browser, path: string, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  return page;
}

/** Public pages refresh after each change; allow a few seconds all the same. */
async function expectOnReload(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('a creator records a ban with a typed restriction, evidence and an appeal restored later', async ({ browser }) => {
  createUser(creator.email);
  const page = await signedInPage(browser, '/me/profile', creator.email);
  const errors = watchConsole(page);
  await page.getByLabel('Display name').fill(creator.displayName);
  await page.getByLabel('Username', { exact: true }).fill(creator.username);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();

  await page.goto('/me/bans');
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await page.getByLabel('Date of the ban').fill(banDay);
  await page.getByLabel('What happened').fill(explanation);
  await page.getByLabel('What the platform did (optional)').selectOption('DECISION_ACCOUNT_TERMINATED');
  await page.getByLabel('The platform gave a statement of reasons').check();
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The ban is added. Your profile totals are up to date.')).toBeVisible();

  // The evidence: a picture of the notice, sealed and hashed by the server.
  const picture = await noticePicture();
  noticeSha256 = createHash('sha256').update(picture).digest('hex');
  const evidenceForm = page.getByRole('form', { name: /^Add evidence to the YouTube ban/ });
  await evidenceForm.getByLabel('Upload a file').check();
  await evidenceForm.getByLabel('File', { exact: true }).setInputFiles({ name: 'notice.png', mimeType: 'image/png', buffer: picture });
  await evidenceForm.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(page.locator('.record-trail').getByLabel(`SHA-256 ${noticeSha256}`)).toBeVisible({ timeout: 20_000 });

  // The appeal: filed, then restored a month later.
  const appealForm = page.getByRole('form', { name: /^Add an appeal event to the YouTube ban/ });
  await appealForm.getByLabel('Appeal step').selectOption('FILED');
  await appealForm.getByLabel('On', { exact: true }).fill(filedDay);
  await appealForm.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('button', { name: /^Remove Appeal filed of/ })).toBeVisible();
  await appealForm.getByLabel('Appeal step').selectOption('RESTORED');
  await appealForm.getByLabel('On', { exact: true }).fill(restoredDay);
  await appealForm.getByLabel('Note').fill('Reinstated after the second review.');
  await appealForm.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('button', { name: /^Remove Restored on appeal of/ })).toBeVisible();
  // The record's appeal status follows its latest event, and a ban restored on appeal is lifted.
  const summary = page.locator('.record-summary', { hasText: explanation });
  await expect(summary).toContainText('Restored on appeal');
  await expect(summary).toContainText('Lifted');

  // The workspace on a phone: nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('form', { name: /^Add evidence to the YouTube ban/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Each appeal event is a line or two, not a tall empty box.
  for (const height of await page.locator('.record-trail-entry:not(:has(.evidence-item))').evaluateAll((entries) => entries.map((entry) => entry.getBoundingClientRect().height))) {
    expect(height).toBeLessThan(160);
  }
  await saveScreenshot(page, { path: 'e2e/artifacts/trusted-record-me-bans-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its permalink, from the platform's page where the record's id is its anchor.
  const onPlatform = page.locator('.platform-ban', { hasText: explanation });
  // The evidence and the appeal refresh the public pages as the record's own save does.
  await expectOnReload(page, '/platforms/youtube', async () => {
    await expect(onPlatform).toBeVisible({ timeout: 1000 });
    await expect(onPlatform.getByRole('link', { name: /Evidence attached/ })).toBeVisible({ timeout: 1000 });
  });
  banId = ((await onPlatform.getAttribute('id')) ?? '').replace(/^ban-/, '');
  expect(banId).not.toBe('');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a moderator corroborates it, and only a moderator sees the form', async ({ browser, page }) => {
  expect(banId).not.toBe('');
  await expectOnReload(page, `/bans/${banId}`, async () => {
    await expect(page.getByRole('heading', { name: 'Verification: Evidence attached' })).toBeVisible({ timeout: 1000 });
  });
  await expect(page.getByRole('complementary', { name: 'Verification (moderators)' })).toHaveCount(0);

  createUser(moderatorEmail, { groups: ['MODERATORS'] });
  const moderator = await signedInPage(browser, '/admin/replies', moderatorEmail);
  await moderator.goto(`/bans/${banId}`);
  const panel = moderator.getByRole('complementary', { name: 'Verification (moderators)' });
  await panel.getByLabel('New step').selectOption('CORROBORATED');
  await panel.getByLabel('What did you check?').fill('A second creator reported the same termination wave the same week.');
  await panel.getByLabel('Source', { exact: true }).selectOption('MATCHING_REPORT');
  await panel.getByLabel('Source link').fill('https://example.org/reports/termination-wave');
  await panel.getByRole('button', { name: 'Save the step' }).click();
  await expect(panel.getByText('Saved: this record is now corroborated.', { exact: false })).toBeVisible();
  await moderator.context().close();
});

test('a visitor reads the whole story on the permalink: ladder, evidence hash, appeal timeline', async ({ page }) => {
  const errors = watchConsole(page);
  await expectOnReload(page, `/bans/${banId}`, async () => {
    await expect(page.getByRole('heading', { name: 'Verification: Corroborated' })).toBeVisible({ timeout: 1000 });
  });
  const verification = page.locator('section#verification');
  await expect(verification.locator('[aria-current="step"]')).toHaveText('Corroborated');
  await expect(verification).toContainText('Evidence attached by the creator');
  await expect(verification).toContainText('Corroborated by a moderator');
  await expect(verification).toContainText("Another creator's matching report");

  const evidence = page.locator('section#evidence');
  await expect(evidence.getByRole('heading', { name: 'Evidence (1)' })).toBeVisible();
  await expect(evidence.locator('.evidence-hash code')).toHaveText(noticeSha256);
  const fileUrl = await evidence.getByRole('link', { name: 'Open the file' }).getAttribute('href');
  const file = await page.request.get(fileUrl ?? '');
  expect(createHash('sha256').update(await file.body()).digest('hex')).toBe(noticeSha256);

  const appeal = page.locator('section#appeal');
  await expect(appeal.locator('li strong')).toHaveText(['Restriction began', 'Appeal filed', 'Restored on appeal', 'Restriction ended']);
  await expect(page.locator('.platform-ban-state')).toHaveText('Lifted');
  await expect(appeal).toContainText('Reinstated after the second review.');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Report', identifier: banId, creativeWorkStatus: 'Corroborated', associatedMedia: [{ sha256: noticeSha256 }] });
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Account terminated on YouTube .* Restored on appeal\. Verification: Corroborated\./);

  // The same step in the creator's profile and the open data.
  await page.goto(`/profiles/${creator.username}`);
  await expect(page.locator('.ban-timeline-item', { hasText: explanation }).getByRole('link', { name: /Corroborated/ })).toHaveAttribute('href', `/bans/${banId}#verification`);
  const csv = await page.request.get('/data/bans.csv');
  const lines = (await csv.text()).split('\r\n');
  const header = lines[0].split(',');
  const row = lines.find((line) => line.startsWith(`${banId},`))?.split(',');
  expect(row).toBeDefined();
  const cell = (name: string) => row?.[header.indexOf(name)];
  expect(cell('verification')).toBe('CORROBORATED');
  expect(cell('evidenceSha256')).toBe(noticeSha256);
  expect(cell('appealStatus')).toBe('RESTORED');
  expect(cell('restriction')).toBe('DECISION_ACCOUNT_TERMINATED');
  expect(errors).toEqual([]);
});

test('a platform representative replies; a moderator publishes it beside the record', async ({ browser, page }) => {
  await page.goto(`/bans/${banId}`);
  await page.getByRole('button', { name: 'Reply to or correct this record' }).click();
  const form = page.getByRole('form', { name: 'Reply to or correct this record' });
  await form.getByLabel('Your name or organisation').fill('YouTube Trust & Safety');
  await form.getByLabel('You are').selectOption('PLATFORM');
  await form.getByLabel('Your reply or correction').fill(replyText);
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByText('Your reply has reached the moderators', { exact: false })).toBeVisible();
  // Not public until a moderator decides.
  await page.reload();
  await expect(page.getByText(replyText)).toHaveCount(0);

  const moderator = await signedInPage(browser, '/admin/replies', moderatorEmail);
  const card = moderator.getByRole('article', { name: /^Reply from YouTube Trust & Safety/ }).filter({ hasText: replyText });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Publish the reply from YouTube Trust & Safety' }).click();
  await expect(card).toHaveCount(0);
  await moderator.context().close();

  await expectOnReload(page, `/bans/${banId}`, async () => {
    await expect(page.locator('section#replies')).toContainText(replyText, { timeout: 1000 });
  });
  await expect(page.locator('section#replies')).toContainText('Platform representative');
  // The top card says so too: the replies sit at the foot of the story.
  await expect(page.getByRole('link', { name: 'The platform replied (1)' })).toHaveAttribute('href', '#replies');
});

test('the permalink reads well on a phone, with nothing sideways', async ({ browser }) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/bans/${banId}`);
  await expect(phone.locator('section#evidence .evidence-hash code')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(phone, { path: 'e2e/artifacts/trusted-record-390.png', fullPage: true });
  await phone.context().close();
});
