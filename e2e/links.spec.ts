import { expect, test } from './support/test';

const MAX_PAGES = 1500;

function internalPaths(html: string, baseURL: string): string[] {
  const paths: string[] = [];
  for (const match of html.matchAll(/href="([^"#]*)(?:#[^"]*)?"/g)) {
    const href = match[1].replace(/&amp;/g, '&');
    if (!href || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    const url = new URL(href, baseURL);
    if (url.origin !== new URL(baseURL).origin) continue;
    if (url.pathname.startsWith('/_next/') || url.pathname.startsWith('/artwork/')) continue;
    paths.push(url.pathname + url.search);
  }
  return paths;
}

/**
 * Search's filters link every combination of every facet (noindex pages, as a search engine's crawl
 * sees them): the crawl checks each such link it meets, and reads the links of a search page only
 * when it narrows by one parameter at most, as a polite crawler stops at a faceted space.
 */
function isExpanded(path: string): boolean {
  const url = new URL(path, 'http://crawl.invalid');
  return url.pathname !== '/search' || [...url.searchParams.keys()].filter((key) => key !== 'page').length <= 1;
}

/** How long a public page may show a record after it changed (the caches' 5 s, and a margin). */
const STALE_LINK_MS = 8_000;

/**
 * Requests in flight at once: the crawl waits on the server, not on this process, so a few at a time
 * fetch the same pages in a fraction of the time one by one took; more would only queue on the
 * site's server, which the other journeys share.
 */
const CONCURRENT_REQUESTS = 4;

/**
 * No trace: it would hold every one of the crawl's ~1,300 answers (some 70 MB of pages), and
 * writing them took most of the crawl's time; a failure lists each broken link and where it was found.
 */
test.use({ trace: 'off' });

test('every internal link reachable from home answers 200', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const seen = new Set<string>(['/']);
  /** Each path with the page it was found on. */
  const queue: { path: string; from: string | null }[] = [{ path: '/', from: null }];
  const failures: string[] = [];
  /**
   * Other journeys run beside this one and hide, anonymise or delete their own records: a link to
   * one that answers 404 is broken only if the page it was found on still shows it once that
   * page's cached copy has had time to go.
   */
  async function isStillLinked(path: string, from: string | null): Promise<boolean> {
    if (!from) return true;
    await new Promise((resolve) => setTimeout(resolve, STALE_LINK_MS));
    const page = await request.get(from);
    return page.status() === 200 && internalPaths(await page.text(), baseURL!).includes(path);
  }
  /** Fetches one path once (seen holds it already) and queues the links it finds for the first time. */
  async function check({ path, from }: { path: string; from: string | null }): Promise<void> {
    const response = await request.get(path);
    if (response.status() !== 200) {
      if (response.status() !== 404 || (await isStillLinked(path, from))) failures.push(`${path} → ${response.status()} (linked from ${from})`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    if (!isExpanded(path)) return;
    for (const next of internalPaths(await response.text(), baseURL!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  }
  // Breadth first as before, CONCURRENT_REQUESTS paths at a time: a worker takes the next queued
  // path while any remain and the page limit is not reached; the others may still add to the queue.
  const inFlight = new Set<Promise<void>>();
  while ((queue.length > 0 && seen.size <= MAX_PAGES) || inFlight.size > 0) {
    while (queue.length > 0 && seen.size <= MAX_PAGES && inFlight.size < CONCURRENT_REQUESTS) {
      const done: Promise<void> = check(queue.shift()!).finally(() => inFlight.delete(done));
      inFlight.add(done);
    }
    await Promise.race(inFlight);
  }
  expect(failures).toEqual([]);
  expect(seen.size, 'the crawl should reach the whole theme').toBeGreaterThan(60);
  expect(seen.size, 'the crawl hit its page limit; raise MAX_PAGES').toBeLessThanOrEqual(MAX_PAGES);
});
