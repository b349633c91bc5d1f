import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { readEveryPage } from '../read-every-page';
import type { BriefSummary } from './brief-types';
import { BRIEF_SUMMARY_FIELDS, isPublished, toBriefSummary, type BriefWire } from './to-brief';

const PAGE_LIMIT = 500;

/**
 * Every published brief, newest first, through the status/blogDate index. One cached read serves
 * the listing with its filters and facets, the home page, related briefs and the feed: filtering
 * a few thousand summaries in memory is cheaper than one Data API query per filter, and the
 * facets need every brief anyway.
 */
export const listPublishedBriefs = cachedRead('briefs:published', [CACHE_TAGS.briefs], async (): Promise<BriefSummary[]> => {
  const wires = await readPublicData<BriefWire[]>((client, context) =>
    readEveryPage<BriefWire>(async (nextToken) => {
      const page = await client.models.Brief.listBriefByStatusAndBlogDate(
        context,
        { status: 'PUBLISHED' },
        { sortDirection: 'DESC', limit: PAGE_LIMIT, nextToken, selectionSet: [...BRIEF_SUMMARY_FIELDS] },
      );
      return { data: page.data as unknown as BriefWire[], nextToken: page.nextToken, errors: page.errors };
    }),
  );
  // The index already holds only published briefs; checked again so nothing else can slip through.
  const pictures = await readPictureHost();
  return wires
    .filter(isPublished)
    .map((wire) => toBriefSummary(wire, pictures))
    .sort(compareNewestFirst);
});

/** Newest first; on the same day, by title, so pages are stable. */
export function compareNewestFirst(a: BriefSummary, b: BriefSummary): number {
  return b.blogDate.localeCompare(a.blogDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}
