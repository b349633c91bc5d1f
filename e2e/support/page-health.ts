import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response, type TestInfo } from '@playwright/test';

/** React's hydration failures (minified in production: #418 a mismatch, #423/#425 its consequences). */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed/;

/**
 * Collects console errors and uncaught exceptions for the lifetime of a page. A hydration failure
 * also keeps its evidence beside the test's results: the document as the server sent it and the
 * page as the client rendered it after recovering, whose difference is the mismatch (production
 * builds name no component).
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  const info = test.info();
  let served: Response | null = null;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) served = response;
  });
  const collect = (text: string) => {
    errors.push(text);
    if (HYDRATION_ERROR.test(text)) void keepHydrationEvidence(page, served, info, errors.length);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') collect(message.text());
  });
  page.on('pageerror', (error) => collect(error.message));
  return errors;
}

/** Writes the server's HTML and the client's DOM of a page whose hydration failed into the test's output folder. */
async function keepHydrationEvidence(page: Page, response: Response | null, info: TestInfo, errorNumber: number): Promise<void> {
  try {
    const folder = info.outputPath(`hydration-${errorNumber}`);
    mkdirSync(folder, { recursive: true });
    const html = response ? await response.text() : '(no document response seen)';
    writeFileSync(join(folder, 'served.html'), `<!-- ${response?.url() ?? ''} -->\n${html}`);
    writeFileSync(join(folder, 'rendered.html'), await page.content());
    console.log(`[page-health] a hydration failure on ${page.url()}: the served and rendered pages are in ${folder}`);
  } catch (error) {
    console.log(`[page-health] a hydration failure on ${page.url()}; its pages could not be kept: ${String(error)}`);
  }
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
