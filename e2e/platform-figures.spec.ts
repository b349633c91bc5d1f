import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 18's per-platform figures: /platforms and /platforms/<name> show, from every public record,
 * records by restriction type, the share restored on appeal with its counts, the median days to a
 * decision (or that there is none yet), bans per month as a chart and the same numbers as a table,
 * and the verified share; the totals equal the open data downloads; every "How we count" link
 * lands on a methodology section; nothing scrolls sideways at 390 px.
 */
test.describe.configure({ timeout: 120_000 });

/** The number in a figures table cell for a figure row and a kind's column (1: bans, 2: reports). */
async function cellOf(page: Page, section: string, figure: string, column: 1 | 2): Promise<string> {
  const row = page.locator(`[data-figures="${section}"] .record-figure-table`).first().locator('tbody tr', { has: page.locator('th', { hasText: new RegExp(`^${figure}`) }) });
  return (await row.locator('td').nth(column - 1).innerText()).trim();
}

const countIn = (text: string) => Number(text.replace(/,/g, ''));

test('the figures of every platform equal the open data, with their tables and methodology links', async ({ page, request }) => {
  await page.goto('/platforms');
  await expect(page.getByRole('heading', { name: 'Figures from every record' })).toBeVisible();
  const all = page.locator('[data-figures="all"]');
  await expect(all.getByRole('heading', { name: 'All platforms' })).toBeVisible();

  // The records counted are the records the downloads publish (hidden ones are in neither).
  const bans = (await (await request.get('/data/bans.json')).json()) as { records: { platform: string | null; appealStatus: string; restriction: string | null }[] };
  const reports = (await (await request.get('/data/shadowban-reports.json')).json()) as { records: unknown[] };
  expect(countIn(await cellOf(page, 'all', 'Records', 1))).toBe(bans.records.length);
  expect(countIn(await cellOf(page, 'all', 'Records', 2))).toBe(reports.records.length);

  // Restored on appeal: the counts beside the percentage, over the decided appeals.
  const decided = bans.records.filter((ban) => ['REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'].includes(ban.appealStatus));
  const restored = decided.filter((ban) => ban.appealStatus === 'RESTORED').length;
  const restoredText = await cellOf(page, 'all', 'Restored on appeal', 1);
  if (decided.length) expect(restoredText).toMatch(new RegExp(`^${restored} of ${decided.length} decided appeals, \\d+(\\.\\d)?%$`));
  else expect(restoredText).toBe('No decided appeals yet');
  await expect(all.locator('tbody tr', { hasText: 'Median days to an appeal decision' })).toContainText(/No decided appeals yet|decided appeals? ha[sv]e? (no )?dated events|\d+(\.\d)? days? \(n = \d+\)/);
  await expect(all.locator('tbody tr', { hasText: /^Verified/ })).toContainText(/of \d+ records, \d+(\.\d)?%/);

  // Restriction types: the rows add up to every ban.
  await all.locator('summary', { hasText: 'By restriction type' }).click();
  const typeRows = all.locator('.record-figure-details').first().locator('tbody tr:not(.is-category), tbody tr[data-restriction="none"]');
  const typed = await typeRows.evaluateAll((rows) => rows.map((row) => Number((row.querySelector('td')?.textContent ?? '0').replace(/,/g, ''))));
  expect(typed.reduce((sum, n) => sum + n, 0)).toBe(bans.records.length);
  const notGiven = bans.records.filter((ban) => !ban.restriction).length;
  if (notGiven) await expect(all.locator('tr[data-restriction="none"] td').first()).toHaveText(notGiven.toLocaleString('en-US'));

  // Bans per month: a chart and the same numbers as a table, months without bans as 0.
  const bars = all.locator('.month-chart-bar');
  const months = await bars.count();
  expect(months).toBeGreaterThan(0);
  expect(months).toBeLessThanOrEqual(24);
  await expect(all.locator('.month-chart-bars')).toHaveAttribute('role', 'img');
  await all.locator('summary', { hasText: 'Show as table' }).click();
  const monthTable = all.locator('.month-chart table');
  await expect(monthTable.locator('caption')).toContainText('Records per month');
  await expect(monthTable.locator('tbody tr')).toHaveCount(months);

  // One compact table row per platform with records, each linking to its page (issue 45: nine
  // full tables made /platforms 6,472 px tall).
  const youtube = page.locator('.platform-figures-table tr[data-figures="youtube"]');
  await expect(youtube.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', '/platforms/youtube');
  const youtubeBans = bans.records.filter((ban) => ban.platform === 'youtube').length;
  expect(countIn(await youtube.locator('td[data-kind="bans"][data-figure="records"]').innerText())).toBe(youtubeBans);
  await expect(page.locator('.record-figures[data-figures]')).toHaveCount(1);

  // "How we count" once on the page, its links naming sections the methodology page has.
  await expect(page.locator('.platforms-page').getByText('How we count', { exact: false })).toHaveCount(1);
  const anchors = new Set(await page.locator('.figures-how-we-count a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  expect(anchors.size).toBe(6);
  await page.goto('/methodology');
  for (const href of anchors) {
    const id = String(href).split('#')[1];
    await expect(page.locator(`[id="${id}"]`), `${href} has a section`).toHaveCount(1);
  }
});

test('a platform’s page shows its figures, narrowed by its filters', async ({ page, request }) => {
  const bans = (await (await request.get('/data/bans.json')).json()) as { records: { platform: string | null; isActive: boolean | null }[] };
  await page.goto('/platforms/youtube');
  const section = page.locator('[data-figures="youtube"]');
  await expect(section.getByRole('heading', { name: /Figures from every record on YouTube/ })).toBeVisible();
  expect(countIn(await cellOf(page, 'youtube', 'Records', 1))).toBe(bans.records.filter((ban) => ban.platform === 'youtube').length);
  // Open on a platform's own page.
  await expect(section.locator('.record-figure-details').first()).toHaveAttribute('open', '');

  // Active bans only: reports are neither active nor lifted, so their column goes.
  await page.goto('/platforms/youtube?show=active');
  await expect(section.getByText('this choice counts bans only')).toBeVisible();
  await expect(section.locator('.record-figure-table').first().locator('thead th')).toHaveCount(2);
  expect(countIn(await cellOf(page, 'youtube', 'Records', 1))).toBe(bans.records.filter((ban) => ban.platform === 'youtube' && ban.isActive === true).length);
});

test('the figures fit a 390 px screen and a desktop without sideways scrolling', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/platforms', '/platforms/youtube']) {
      await page.goto(path);
      for (const summary of await page.locator('.record-figure-details > summary').all()) {
        if (!(await summary.locator('..').getAttribute('open'))) await summary.click();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width}px overflows sideways`).toBeLessThanOrEqual(0);
    }
  }
});
