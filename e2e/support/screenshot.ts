import type { Locator, Page } from '@playwright/test';

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
