import { expect, test } from './support/test';

/**
 * Issue 16: the plain listings are served like the detail pages — rendered with live data on the
 * first request (never a copy rendered at build time without a backend) and then kept — while
 * their query-string variants render per request; the cached views' own address is not a page.
 */
test.describe('listing pages at scale', () => {
  for (const path of ['/', '/briefs', '/profiles', '/platforms', '/streams', '/personalities']) {
    test(`${path} is shareable-cached and shows its content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      const html = await response.text();
      // Every one of these lists sample records: a page without them would be the empty build copy.
      expect(html).toMatch(/href="\/(briefs|profiles|platforms|streams|personalities)\/[a-z0-9-]+"/);
    });
  }

  test("a query-string variant renders per address, and a guest's copy is shared for a few seconds", async ({ request }) => {
    // Issue 50: the page cache gives one render of the same address to every guest (lib/http/address-only-pages.ts).
    for (const path of ['/briefs?page=1', '/platforms/youtube?page=1']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
      await expect.poll(async () => (await request.get(path)).headers()['x-page-cache']).toBe('HIT');
    }
  });

  test("the cached views' own addresses answer 404", async ({ request }) => {
    expect((await request.get('/cached-view/briefs')).status()).toBe(404);
    expect((await request.get('/cached-view/nothing')).status()).toBe(404);
  });

  test('a visitor moves between cached and per-request listings and keeps the address', async ({ page }) => {
    await page.goto('/');
    await page.goto('/briefs');
    await expect(page).toHaveURL(/\/briefs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Briefs' })).toBeVisible();
    await page.goto('/platforms');
    await page.getByLabel('Ban', { exact: true }).selectOption('active');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/platforms\?.*state=active/);
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/platforms$/);
    await expect(page.getByRole('table', { name: 'Ban records per platform' })).toBeVisible();
  });

  test("a creator's records have pages of their own", async ({ page }) => {
    await page.goto('/profiles');
    const first = page.locator('a[href^="/profiles/"]').first();
    const href = await first.getAttribute('href');
    const response = await page.goto(`${href}/bans`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Ban history' })).toBeVisible();
    await expect(page.getByRole('link', { name: /’s profile$/ })).toHaveAttribute('href', href ?? '');
    expect((await page.goto(`${href}/bans?page=999`))?.status()).toBe(404);
    expect((await page.goto(`${href}/constructor`))?.status()).toBe(404);
  });
});
