import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readZip } from '../amplify/data/account-data/read-zip.test-helper';
import { createUser, latestMail, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { saveScreenshotsAtBothWidths } from './support/screenshot';
import { expect, test } from './support/test';

/**
 * Take my data (issue 48): a creator records a ban with an evidence file, asks for their data on
 * /me/security, is told by e-mail, downloads the ZIP and finds every record in it — the account,
 * the profile, the ban and its evidence item with the file's own bytes. Screenshots of the panel at
 * 390 and 1280 px go to e2e/artifacts/.
 */
test.describe.configure({ timeout: 180_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('data-taker'), username: `datataker-${suffix}`, displayName: `Dana Taker ${suffix}` };

test('a creator downloads their data and finds every record in it', async ({ browser }) => {
  createUser(creator.email);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  const errors = watchConsole(page);
  await page.goto('/me/profile');
  await signInWith(page, creator.email);
  await expect(page).toHaveURL(/\/me\/profile$/);
  await page.getByLabel('Username', { exact: true }).fill(creator.username);
  await page.getByLabel('Display name').fill(creator.displayName);
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();

  await page.goto('/me/bans');
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await page.getByLabel('Date of the ban').fill('2024-05-14');
  await page.getByLabel('What happened').fill('Channel terminated for “spam” after a video about the appeal process.');
  await page.getByRole('textbox', { name: /^Your note on the evidence/ }).fill('The termination e-mail');
  const notice = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#e50914' } }).png().toBuffer();
  await page.getByLabel(/^Evidence file/).setInputFiles({ name: 'termination.png', mimeType: 'image/png', buffer: notice });
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The ban is added. Your profile totals are up to date.')).toBeVisible();

  await page.goto('/me/security');
  const panel = page.getByRole('region', { name: 'Take your data' });
  await expect(panel.getByText(/It is kept for 7 days, then deleted/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Prepare my data' })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, panel, 'take-my-data-none');
  await panel.getByRole('button', { name: 'Prepare my data' }).click();
  const download = panel.getByRole('link', { name: /^Download your data/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/Available until/)).toBeVisible();
  await expect(panel.getByText(/You can ask for a new copy after/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Prepare/ })).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, panel, 'take-my-data-ready');

  await expect.poll(async () => (await latestMail(creator.email))?.subject, { timeout: 20_000 }).toBe('Your data is ready');
  expect((await latestMail(creator.email))?.text).toMatch(/download it from http:\/\/localhost:\d+\/me\/security .* It is kept until \d{4}-\d\d-\d\d \d\d:\d\d UTC, then deleted\./);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^streamit-data-\d{4}-\d\d-\d\d-[0-9a-f]{12}\.zip$/);
  const entries = await readZip(await readFile((await file.path())!));
  const read = (name: string) => JSON.parse(String(entries.get(name))) as unknown;

  expect(read('account.json')).toMatchObject({ attributes: { email: creator.email }, lastSignIns: expect.arrayContaining([expect.objectContaining({ device: expect.any(String) })]) });
  expect(read('profile.json')).toMatchObject({ username: creator.username, displayName: creator.displayName });
  const bans = read('platform-bans.json') as { dateOfBan: string; explanation: string; anonymised: boolean; evidenceItems: { sha256: string; fileInExport: string; fileName: string }[] }[];
  expect(bans).toHaveLength(1);
  expect(bans[0]).toMatchObject({ dateOfBan: '2024-05-14', anonymised: false, explanation: expect.stringContaining('Channel terminated') });
  const [item] = bans[0].evidenceItems;
  const sha256 = createHash('sha256').update(notice).digest('hex');
  expect(item).toMatchObject({ sha256, fileName: 'termination.png' });
  expect(entries.get(item.fileInExport)?.equals(notice)).toBe(true);
  expect(read('manifest.json')).toMatchObject({ counts: { profile: 1, PlatformBan: 1, evidenceItems: 1 }, leftOut: [], files: { included: 1, leftOut: [] } });
  expect(String(entries.get('README.txt'))).toContain('kept 7 days');
  expect(errors).toEqual([]);
});
