import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { saveScreenshot } from './support/screenshot';

/** Screenshots for people to look at; written to e2e/artifacts/ on every run. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'movies', path: '/movies' },
  { name: 'blog', path: '/blogs/sidebar/right' },
  { name: 'shop', path: '/merchandise/shop' },
];
const widths = [375, 1440];

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

for (const width of widths) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path } of pages) {
      test(`screenshot of ${name}`, async ({ page }) => {
        await page.goto(path);
        await loadWholePage(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
        await saveScreenshot(page, { path: `e2e/artifacts/${name}-${width}.png`, fullPage: true });
      });
    }

    test('screenshot of the cart drawer', async ({ page }) => {
      await page.goto('/merchandise');
      await page.getByRole('button', { name: /Open cart/ }).click();
      await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
      await page.waitForTimeout(400);
      await saveScreenshot(page, { path: `e2e/artifacts/cart-drawer-${width}.png` });
    });

    test('screenshot of home in rtl and light', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() =>
        sessionStorage.setItem('streamit-settings', JSON.stringify({ direction: 'rtl', colorScheme: 'light' })),
      );
      await page.reload();
      await loadWholePage(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
      await saveScreenshot(page, { path: `e2e/artifacts/home-rtl-light-${width}.png`, fullPage: true });
    });
  });
}
