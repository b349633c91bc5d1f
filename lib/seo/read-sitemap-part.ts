import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import { readContentCounts } from '@/lib/content/content-pages/content-counts';
import { listPersonalities } from '@/lib/content/personalities/list-personalities';
import { buildSitemapEntries, type SitemapSources } from './sitemap-entries';
import { PAGES_PART, URLS_PER_SITEMAP, sitemapPartNames, type SitemapPart } from './sitemap-index';
import type { SitemapUrl } from './sitemap-xml';

const EMPTY: SitemapSources = { briefs: [], profiles: [], streams: [], personalities: [] };

/** The index's file names, from the database's counts (one small cached query). */
export async function readSitemapPartNames(): Promise<string[]> {
  const counts = await readContentCounts();
  return sitemapPartNames(new Map([['briefs', counts.briefs], ['profiles', counts.profiles], ['streams', counts.streams]]));
}

/**
 * One sitemap file's URLs, or null for a file past the last: the listing pages and the
 * personalities (an admin-curated catalogue), or one window of URLS_PER_SITEMAP records of a
 * kind, read by one bounded query.
 */
export async function readSitemapPart(part: SitemapPart, origin: string): Promise<SitemapUrl[] | null> {
  if (!('list' in part)) {
    if (part.kind !== PAGES_PART) return null;
    const personalities = (await listPersonalities()).map((person) => ({ pathSegment: person.pathSegment, updatedAt: null }));
    return buildSitemapEntries({ ...EMPTY, personalities }, origin);
  }
  const page = await listContentEntries(part.list, (part.index - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  if (page.entries.length === 0 && part.index > 1) return null;
  const rows = page.entries;
  const sources: SitemapSources =
    part.list === 'BRIEFS'
      ? { ...EMPTY, briefs: rows.map((row) => ({ slug: row.key ?? '', blogDate: null, updatedAt: row.updatedAt })) }
      : part.list === 'PROFILES'
        ? { ...EMPTY, profiles: rows.map((row) => ({ username: row.key?.trim() ?? '', updatedAt: row.updatedAt })) }
        : { ...EMPTY, streams: rows.map((row) => ({ id: row.id, slug: row.key?.trim() || null, updatedAt: row.updatedAt })) };
  // The listing pages belong to the pages file only.
  return buildSitemapEntries(sources, origin, { withListings: false });
}
