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
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const { path, from } = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      if (response.status() !== 404 || (await isStillLinked(path, from))) failures.push(`${path} → ${response.status()} (linked from ${from})`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    if (!isExpanded(path)) continue;
    for (const next of internalPaths(await response.text(), baseURL!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  }
  expect(failures).toEqual([]);
  expect(seen.size, 'the crawl should reach the whole theme').toBeGreaterThan(60);
  expect(seen.size, 'the crawl hit its page limit; raise MAX_PAGES').toBeLessThanOrEqual(MAX_PAGES);
});
