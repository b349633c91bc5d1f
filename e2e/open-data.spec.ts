import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { resizeTo } from './support/viewport';

/**
 * Issue 18, open data: every public ban record and shadowban report downloads as CSV and JSON with
 * no key, under a stated licence, one row per record with its permalink; the count equals the one
 * /platforms shows; `?since=` narrows to recent changes; each permalink is a page of its own.
 */

/** The CSV's records: RFC 4180 with CRLF line ends; the sample content has no line breaks inside cells. */
function csvRows(text: string): string[][] {
  const lines = text.split('\r\n').filter((line) => line !== '');
  return lines.map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = !quoted;
      } else if (char === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += char;
      }
    }
    cells.push(cell);
    return cells;
  });
}

async function platformsTotal(request: APIRequestContext): Promise<number> {
  // A filter variant renders per request, so the figure is the database's count at this moment.
  const html = await (await request.get('/platforms?state=all')).text();
  const cell = /data-total="recorded"[^>]*>([\d,]+)</.exec(html);
  return Number(cell?.[1]?.replaceAll(',', ''));
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `axe on ${what}`).toEqual([]);
}

test('the ban download is complete, licensed, and counts what /platforms counts', async ({ request }) => {
  // Other journeys add bans meanwhile: the two counts are compared until they agree.
  await expect
    .poll(async () => {
      const [csv, total] = await Promise.all([request.get('/data/bans.csv'), platformsTotal(request)]);
      return csvRows(await csv.text()).length - 1 - total;
    }, { timeout: 30_000 })
    .toBe(0);

  const csv = await request.get('/data/bans.csv', { headers: { 'accept-encoding': 'gzip' } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-encoding']).toBe('gzip');
  expect(csv.headers().link).toContain('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  const [header, ...rows] = csvRows(await csv.text());
  expect(header.slice(0, 4)).toEqual(['id', 'permalink', 'platform', 'creator']);
  expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  const permalink = rows[0][header.indexOf('permalink')];
  expect(new URL(permalink).pathname).toBe(`/bans/${rows[0][0]}`);

  const json = await (await request.get('/data/bans.json')).json();
  expect(json.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
  expect(json.count).toBe(json.records.length);
  expect(Object.keys(json.records[0])).toEqual(header);
});

test('?since= gives the records changed from then on, and a bad one is refused with the reason', async ({ request }) => {
  const all = (await (await request.get('/data/shadowban-reports.json')).json()) as { records: { updatedAt: string }[]; next: { since: string } };
  expect(all.records.length).toBeGreaterThan(0);
  const latest = all.next.since;
  const recent = (await (await request.get(`/data/shadowban-reports.json?since=${encodeURIComponent(latest)}`)).json()) as { records: { updatedAt: string }[] };
  expect(recent.records.length).toBeGreaterThan(0);
  expect(recent.records.every((record) => record.updatedAt >= latest)).toBe(true);
  const future = await request.get('/data/shadowban-reports.csv?since=2999-01-01');
  expect(csvRows(await future.text())).toHaveLength(1);

  const refused = await request.get('/data/bans.csv?since=yesterday');
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('since must be a date or a date and time in ISO 8601');
  expect((await request.get('/data/__proto__.csv')).status()).toBe(404);
  expect((await request.get('/data/bans.xml')).status()).toBe(404);
});

test('the schema describes every column of both downloads', async ({ request }) => {
  const schema = await (await request.get('/data/schema.json')).json();
  for (const dataset of schema.datasets as { name: string; csv: string; record: { properties: Record<string, unknown> } }[]) {
    const [header] = csvRows(await (await request.get(`/data/${dataset.name}.csv`)).text());
    expect(Object.keys(dataset.record.properties)).toEqual(header);
  }
});

test('a visitor finds the downloads on /data and opens a record by its permalink', async ({ page, request }) => {
  // Each page loaded once at 360 px, then measured again at 1280 px as CSS lays it out anew.
  await resizeTo(page, 360);
  await page.goto('/data');
  for (const width of [360, 1280]) {
    if (width !== 360) await resizeTo(page, width);
    await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license');
    await expect(page.getByRole('link', { name: 'Download bans.csv' })).toHaveAttribute('href', '/data/bans.csv');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `/data at ${width}px`);
  }

  const [header, first] = csvRows(await (await request.get('/data/bans.csv')).text());
  await resizeTo(page, 360);
  await page.goto(new URL(first[header.indexOf('permalink')]).pathname);
  for (const width of [360, 1280]) {
    if (width !== 360) await resizeTo(page, width);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ban');
    await expect(page.getByText(first[0], { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '/data/bans.csv' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `a ban's permalink at ${width}px`);
  }
  const [reportHeader, report] = csvRows(await (await request.get('/data/shadowban-reports.csv')).text());
  await page.goto(new URL(report[reportHeader.indexOf('permalink')]).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('shadowban report');
  expect((await page.goto('/bans/no-such-ban'))?.status()).toBe(404);
  // A broken escape is refused before any page runs (backend/main.ts), never a 500.
  expect((await page.goto('/bans/%E0%A4%A'))?.status()).toBe(400);
});
