import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { BriefSummary } from './brief-types';
import { BRIEF_SUMMARY_FIELDS, isPublished, toBriefSummary, type BriefWire } from './to-brief';

/** The most any caller asks for at once (the feed's items); one page of the index. */
export const MAX_NEWEST_BRIEFS = 100;

/**
 * The newest published briefs, at most `count`, through one page of the status/blogDate index:
 * the home page, the feed and related briefs need the head of the list, never the whole of it.
 */
export const listNewestBriefs = cachedRead('briefs:newest', [CACHE_TAGS.briefs], async (count: number): Promise<BriefSummary[]> => {
  const limit = Math.min(Math.max(1, Math.trunc(count)), MAX_NEWEST_BRIEFS);
  const wires = await readPublicData<BriefWire[]>(async (client, context) => {
    const page = await client.models.Brief.listBriefByStatusAndBlogDate(
      context,
      { status: 'PUBLISHED' },
      { sortDirection: 'DESC', limit, selectionSet: [...BRIEF_SUMMARY_FIELDS] },
    );
    if (page.errors?.length) throw new Error(`Data API: ${page.errors.map((error) => error.message).join('; ')}`);
    return page.data as unknown as BriefWire[];
  });
  return toSummaries(wires);
});

/**
 * Published briefs by id, in the order given (one page of a list: a few dozen at most), cached
 * like every public read, so cached (ISR) pages may use it.
 */
export const readBriefSummaries = cachedRead('briefs:by-ids', [CACHE_TAGS.briefs], async (ids: readonly string[]): Promise<BriefSummary[]> => {
  const wires = await readPublicRecords<BriefWire>('Brief', ids, BRIEF_SUMMARY_FIELDS);
  return toSummaries(wires);
});

async function toSummaries(wires: readonly BriefWire[]): Promise<BriefSummary[]> {
  const pictures = await readPictureHost();
  // The table holds only published briefs; checked again so nothing else can slip through.
  return wires.filter(isPublished).map((wire) => toBriefSummary(wire, pictures));
}

/** Newest first; on the same day, by title, so pages are stable. */
export function compareNewestFirst(a: BriefSummary, b: BriefSummary): number {
  return b.blogDate.localeCompare(a.blogDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}
