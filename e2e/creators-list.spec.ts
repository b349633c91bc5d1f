import { watchConsole } from './support/page-health';
import { saveScreenshot } from './support/screenshot';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The line saying how many creators the list holds ("2 creators with a record on Twitch"). */
const count = (page: Page) => page.locator('.brief-result-count');

/**
 * Issue 45, point 5: the creators list lists creators with a record, and narrows to those with a
 * record on one platform, without JavaScript's help (a GET form), at a phone's width and a laptop's.
 */
for (const width of [390, 1280] as const) {
  test(`the creators list narrows to a platform and can include profiles with no record, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = watchConsole(page);
    await page.goto('/profiles');
    const filters = page.getByRole('form', { name: 'Filter creators' });
    await expect(count(page)).toHaveText(/^\d+ creators with a record$/);
    const withRecords = Number((await count(page).textContent())?.split(' ')[0]);

    await filters.getByLabel('Record on').selectOption({ label: 'Twitch' });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/profiles\?platform=twitch$/);
    await expect(count(page)).toHaveText('2 creators with a record on Twitch');
    await expect(page.locator('.profile-list-card')).toHaveCount(2);
    await expect(filters.getByLabel('Record on')).toHaveValue('twitch');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, { path: `e2e/artifacts/creators-list-twitch-${width}.png`, fullPage: false });

    // Every profile, with or without a record: at least as many as those with one.
    await filters.getByLabel('Record on').selectOption({ label: 'Any platform' });
    await filters.getByLabel('Include profiles with no record yet').check();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/profiles\?(platform=&)?every=1$/);
    await expect(count(page)).toHaveText(/^\d+ creators, with or without a record$/);
    expect(Number((await count(page).textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(withRecords);

    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(count(page)).toHaveText(`${withRecords} creators with a record`);
    expect(errors).toEqual([]);
  });
}

test('an unknown platform in the address lists every creator with a record rather than none', async ({ page }) => {
  await page.goto('/profiles?platform=toString&every=0');
  await expect(count(page)).toHaveText(/^\d+ creators with a record$/);
  await expect(page.getByRole('form', { name: 'Filter creators' }).getByLabel('Record on')).toHaveValue('');
});
