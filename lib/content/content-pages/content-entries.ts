import { CACHE_TAGS, type CacheTag } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';

/** The public lists the statistics queries page through (amplify/data/models/statistics-operations.ts). */
export type ContentList = 'BRIEFS' | 'PROFILES' | 'PLATFORM_BANS' | 'SHADOWBAN_REPORTS' | 'STREAMS' | 'PERSONALITIES';

export type ContentEntryFilters = {
  category?: string | null;
  tag?: string | null;
  warfareTag?: string | null;
  profileId?: string | null;
  platformId?: string | null;
  year?: number | null;
  isActive?: boolean | null;
  appealStatus?: 'NONE' | 'PENDING' | 'DENIED' | 'RESTORED' | null;
  /** Featured records only (streams, personalities). */
  isFeaturedOnly?: boolean | null;
  /** Creators with a ban or shadowban report only (profiles; with platformId, on that platform). */
  withRecordsOnly?: boolean | null;
};

export type ContentEntry = { id: string; key: string | null; updatedAt: string | null };
export type ContentEntryPage = { total: number; entries: ContentEntry[] };

const TAGS_OF: Record<ContentList, CacheTag[]> = {
  BRIEFS: [CACHE_TAGS.briefs],
  PROFILES: [CACHE_TAGS.profiles],
  PLATFORM_BANS: [CACHE_TAGS.platformBans],
  SHADOWBAN_REPORTS: [CACHE_TAGS.shadowbanExperiences],
  STREAMS: [CACHE_TAGS.streams],
  PERSONALITIES: [CACHE_TAGS.personalities],
};

async function readEntries(list: ContentList, offset: number, limit: number, filters: ContentEntryFilters): Promise<ContentEntryPage> {
  return readPublicData<ContentEntryPage>(async (client, context) => {
    type Arguments = Parameters<typeof client.queries.listContentEntries>[1];
    const answer = await client.queries.listContentEntries(context, { list, offset, limit, ...withoutEmpty(filters) } as Arguments);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    return {
      total: answer.data.total,
      entries: answer.data.entries.map((entry) => ({ id: entry.id, key: entry.key ?? null, updatedAt: entry.updatedAt ?? null })),
    };
  });
}

/**
 * One window of a public list in display order with the list's true total, cached per window and
 * tagged with the list's model (ids and keys only: a few kilobytes, far below the cache's limit).
 */
export function listContentEntries(list: ContentList, offset: number, limit: number, filters: ContentEntryFilters = {}): Promise<ContentEntryPage> {
  return CACHED_READS[list](list, offset, limit, filters);
}

const CACHED_READS = Object.fromEntries(
  (Object.keys(TAGS_OF) as ContentList[]).map((list) => [list, cachedRead(`content-entries:${list}`, TAGS_OF[list], readEntries)]),
) as Record<ContentList, typeof readEntries>;

/** Absent filters are left out of the request rather than sent as null. */
function withoutEmpty(filters: ContentEntryFilters): ContentEntryFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== '')) as ContentEntryFilters;
}
