import type { ContentList } from '@/lib/content/content-pages/content-entries';

/**
 * URLs per sitemap file: the protocol allows 50,000 (and 50 MB). Fewer keep each request small: a
 * file of 10,000 (2.3 MB of XML from 1.5 MB of JSON) made the server's memory swing by 300-450 MB
 * over 20 back-to-back requests before the collector caught up, and a file of 2,000 took 84-92 ms
 * from a cold start (its loops run before the engine optimises them) against 33-41 ms for a file
 * of a few dozen. Every URL costs ~15 µs on a file's first request (its row, the GraphQL answer,
 * the URL, the XML, the compression) on top of ~12 ms for any file: at 1,000 a file's first
 * request took 2.2x a small one's (26 against 12 ms), over the bound every page keeps (issue 16),
 * and at 500 it stays within it. A crawler reads 100 files for 50,000 briefs; the index lists each.
 */
export const URLS_PER_SITEMAP = 500;

/** The record kinds listed in numbered sitemap files, each read from its own public list. */
export const SITEMAP_KINDS = new Map<string, ContentList>([
  ['briefs', 'BRIEFS'],
  ['profiles', 'PROFILES'],
  ['streams', 'STREAMS'],
  ['personalities', 'PERSONALITIES'],
]);

/** One file of the sitemap: the listing pages, or window `index` of a kind. */
export type SitemapPart = { kind: 'pages' } | { kind: string; list: ContentList; index: number };

export const PAGES_PART = 'pages';

/** The file names the index lists, from how many records each kind has (at least one file per kind). */
export function sitemapPartNames(counts: ReadonlyMap<string, number>): string[] {
  const names = [PAGES_PART];
  for (const kind of SITEMAP_KINDS.keys()) {
    const files = Math.max(1, Math.ceil((counts.get(kind) ?? 0) / URLS_PER_SITEMAP));
    for (let index = 1; index <= files; index++) names.push(`${kind}-${index}`);
  }
  return names;
}

/** The address of a sitemap file. */
export function sitemapPartPath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

/** The part a requested file name asks for ('briefs-3.xml'), or null: a name the site never links is 404. */
export function parseSitemapPart(file: string): SitemapPart | null {
  if (file === `${PAGES_PART}.xml`) return { kind: PAGES_PART };
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  const list = match ? SITEMAP_KINDS.get(match[1]) : undefined;
  return match && list ? { kind: match[1], list, index: Number(match[2]) } : null;
}
