import { listContentEntries, type ContentEntry, type ContentList } from '@/lib/content/content-pages/content-entries';
import { readContentCounts } from '@/lib/content/content-pages/content-counts';
import { personalitySegmentOf } from '@/lib/content/personalities/personality-paths';
import { buildSitemapEntries, type SitemapSources } from './sitemap-entries';
import { PAGES_PART, URLS_PER_SITEMAP, sitemapPartNames, type SitemapPart } from './sitemap-index';
import type { SitemapUrl } from './sitemap-xml';

const EMPTY: SitemapSources = { briefs: [], profiles: [], streams: [], personalities: [] };

/** The index's file names, from the database's counts (one small cached query). */
export async function readSitemapPartNames(): Promise<string[]> {
  const counts = await readContentCounts();
  return sitemapPartNames(new Map([['briefs', counts.briefs], ['profiles', counts.profiles], ['streams', counts.streams], ['personalities', counts.personalities]]));
}

/**
 * One sitemap file's URLs, or null for a file past the last: the listing pages, or one window of
 * URLS_PER_SITEMAP records of a kind, read by one bounded query.
 */
export async function readSitemapPart(part: SitemapPart, origin: string): Promise<SitemapUrl[] | null> {
  if (!('list' in part)) return part.kind === PAGES_PART ? buildSitemapEntries(EMPTY, origin) : null;
  const page = await listContentEntries(part.list, (part.index - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  if (page.entries.length === 0 && part.index > 1) return null;
  // The listing pages belong to the pages file only.
  return buildSitemapEntries(sourcesOf(part.list, page.entries), origin, { withListings: false });
}

/** A window of a list's entries (id, address key, last change) as the sitemap's sources. */
function sourcesOf(list: ContentList, rows: readonly ContentEntry[]): SitemapSources {
  switch (list) {
    case 'BRIEFS':
      return { ...EMPTY, briefs: rows.map((row) => ({ slug: row.key ?? '', blogDate: null, updatedAt: row.updatedAt })) };
    case 'PROFILES':
      return { ...EMPTY, profiles: rows.map((row) => ({ username: row.key?.trim() ?? '', updatedAt: row.updatedAt })) };
    case 'PERSONALITIES':
      return { ...EMPTY, personalities: rows.map((row) => ({ pathSegment: personalitySegmentOf({ id: row.id, slug: row.key }), updatedAt: row.updatedAt })) };
    default:
      return { ...EMPTY, streams: rows.map((row) => ({ id: row.id, slug: row.key?.trim() || null, updatedAt: row.updatedAt })) };
  }
}
