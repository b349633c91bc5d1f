import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions for the lifetime of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Image addresses that always answer the same (the artwork drawn from its name alone, Next's static
 * files) and that this worker has already seen answer 200 with an image type: the theme's pages
 * share most of their pictures, so each is fetched once per worker, not once per page.
 */
const soundFixedImages = new Set<string>();
const isFixedImage = (src: string) => {
  const { pathname, search } = new URL(src);
  return search === '' && (pathname.startsWith('/artwork/') || pathname.startsWith('/_next/static/'));
};

/** Every <img> on the page answers 200 with an image type (lazy ones included). */
export async function expectNoBrokenImages(page: Page): Promise<void> {
  const sources = await page.$$eval('img', (images) => [...new Set(images.map((img) => img.currentSrc || img.src))]);
  for (const src of sources) {
    expect(src, 'image without a source').toBeTruthy();
    if (soundFixedImages.has(src)) continue;
    const response = await page.request.get(src);
    expect(response.status(), `image ${src}`).toBe(200);
    expect(response.headers()['content-type'], `image ${src}`).toMatch(/^image\//);
    if (isFixedImage(src)) soundFixedImages.add(src);
  }
  const broken = await page.$$eval('img', (images) =>
    images.filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy').map((img) => img.src),
  );
  expect(broken, 'images that failed to render').toEqual([]);
}
