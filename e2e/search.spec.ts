import type { Page } from '@playwright/test';
import { SAMPLE_BRIEFS } from '../backend/data/sample-content/briefs';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';

/**
 * A visitor searching from the header on a phone and on a desktop: ranked results with the
 * matched words highlighted, filters in the address, no sideways scrolling, no draft ever found,
 * and the same results as JSON at /api/search.
 */
const published = SAMPLE_BRIEFS.find((brief) => brief.slug === 'astroturf-detection-for-ordinary-readers')!;
const draft = SAMPLE_BRIEFS.find((brief) => brief.status === 'DRAFT')!;

const headerSearch = (page: Page) => page.locator('header').getByRole('searchbox', { name: /Search creators, briefs/ });
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 900 },
]) {
  test(`searching from the header on ${viewport.name}`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    expect(await sidewaysOverflow(page), 'home overflows sideways').toBeLessThanOrEqual(0);
    await headerSearch(page).fill('astroturf');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=astroturf$/);

    const first = page.locator('.search-result').first();
    await expect(first.getByRole('link', { name: published.title })).toHaveAttribute('href', `/briefs/${published.slug}`);
    await expect(first.locator('.search-result-title mark').first()).toHaveText(/astroturf/i);
    await expect(page.locator('.search-result-count')).toContainText(/\d+ results? for “astroturf”/);
    expect(await sidewaysOverflow(page), 'results overflow sideways').toBeLessThanOrEqual(0);
    // The results come first: once there are words, the filters fold under their summary (on a
    // phone they stood more than two screens high above the first result, with the counts).
    const firstTitle = first.locator('.search-result-title');
    expect(await firstTitle.evaluate((title) => title.getBoundingClientRect().bottom), 'the first result is below the first screen').toBeLessThan(viewport.height);
    const filters = page.locator('.search-page form[role="search"] details');
    await expect(filters.getByRole('combobox', { name: 'Order' })).toBeHidden();
    await filters.getByText('Filters and order').click();
    await expect(filters.getByRole('combobox', { name: 'Order' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Kinds of record' }).getByRole('link', { name: /Briefs/ }).click();
    await expect(page).toHaveURL(/\/search\?q=astroturf&kind=briefs$/);
    await expect(page.locator('.search-result-kind').first()).toHaveText('Brief');
    expect(errors).toEqual([]);
  });
}

test('a draft’s words find nothing, and a bad address says what is wrong', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(draft.title)}`);
  await expect(page.locator('.search-result-count')).toBeVisible();
  await expect(page.locator(`a[href="/briefs/${draft.slug}"]`)).toHaveCount(0);
  await page.goto('/search?q=ban&page=0');
  await expect(page.locator('.search-error')).toContainText('page must be');
});

test('/api/search answers the same results as JSON', async ({ request }) => {
  const answer = await request.get('/api/search?q=astroturf&kind=briefs');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  const body = (await answer.json()) as { total: number; results: { href: string; titleSegments: { text: string; highlighted: boolean }[] }[] };
  expect(body.total).toBeGreaterThan(0);
  expect(body.results[0].href).toBe(`/briefs/${published.slug}`);
  expect(body.results[0].titleSegments).toContainEqual({ text: 'Astroturf', highlighted: true });
  const refused = await request.get('/api/search?q=a&kind=constructor');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ message: expect.stringContaining('kind must be') });
});

// Issue 45, point 5: the record browsed as at Lumen or the DSA Transparency Database, without a word.
for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 900 },
]) {
  test(`browsing the record by filters, with no words, on ${viewport.name}`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/search');
    const form = page.locator('.search-page form[role="search"]');
    await form.getByRole('combobox', { name: 'Platform' }).selectOption('instagram');
    await form.getByRole('button', { name: 'Search' }).click();
    // The form's empty fields are dropped: the view lives at a short address.
    await expect(page).toHaveURL(/\/search\?platform=instagram$/);
    // The form folds once something is chosen, and says how much.
    await expect(form.locator('summary')).toHaveText('Filters and order · 1 chosen');
    await expect(form.getByRole('combobox', { name: 'Platform' })).toBeHidden();
    await expect(page.locator('.search-result-count')).toContainText(/^\d+ results?, newest first/);
    const total = Number((await page.locator('.search-result-count').textContent())?.match(/^(\d+)/)?.[1]);
    expect(total).toBeGreaterThan(1);

    // Each filter's values carry the database's counts; the chosen platform's count is the total.
    const facets = page.getByRole('navigation', { name: 'Narrow by' });
    await expect(facets.locator('a[aria-current="true"]')).toContainText(`Instagram ${total}`);
    await expect(page.getByRole('link', { name: 'Ban records (CSV)' })).toHaveAttribute('href', '/data/bans.csv?platform=instagram');

    // Choosing an appeal status narrows to exactly its count.
    const appeal = facets.locator('.search-facet', { hasText: 'Appeal' }).getByRole('link').first();
    const expected = Number((await appeal.locator('.search-kind-count').textContent())?.replace(/\D/g, ''));
    await appeal.click();
    await expect(page).toHaveURL(/\/search\?platform=instagram&appeal=[a-z_]+$/);
    await expect(page.locator('.search-result-count')).toContainText(new RegExp(`^${expected} results?`));
    expect(await sidewaysOverflow(page), 'the browsed view overflows sideways').toBeLessThanOrEqual(0);
    // No raw enum codes in what a reader sees.
    expect(await page.locator('main').innerText()).not.toMatch(/\b[A-Z]{3,}_[A-Z_]{3,}\b/);
    expect(errors).toEqual([]);
  });
}
