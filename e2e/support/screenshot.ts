import { expect, type Locator, type Page } from '@playwright/test';

/** Chromium's answer when it refuses one capture; asked again a moment later it takes the same picture. */
const REFUSED_CAPTURE = /Unable to capture screenshot/;
const RETRY_AFTER_MS = 250;

/**
 * Saves a screenshot for people to look at (e2e/artifacts/). Headless Chromium, on a loaded
 * machine, now and then refuses a capture outright ("Unable to capture screenshot") on a page that
 * is fully shown; that refusal alone is asked again, once. Any other failure is the test's.
 */
export async function saveScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  try {
    await target.screenshot(options);
  } catch (error) {
    if (!REFUSED_CAPTURE.test((error as Error).message)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    await target.screenshot(options);
  }
}

/**
 * One part of a page at a phone's width and a desktop's (390 and 1280 px), centred (at the top the
 * sticky header would cover it), as e2e/artifacts/<name>-<width>.png; the page may not be wider
 * than the window at either width. Leaves the page at 1280 px.
 */
export async function saveScreenshotsAtBothWidths(page: Page, part: Locator, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
    await saveScreenshot(part, { path: `e2e/artifacts/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
