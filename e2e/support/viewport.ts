import type { Page } from '@playwright/test';

/**
 * The window at `width` (900 px high), once layout and the page's resize handlers have run (two
 * frames). Journeys that check a page at a phone's width and a desktop's load it once at the
 * narrower one and resize: CSS lays the same markup out again, and a layout left over from the
 * narrower width cannot make the wider page overflow.
 */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
