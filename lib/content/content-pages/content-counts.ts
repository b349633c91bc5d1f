import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';

export type ContentCounts = { briefs: number; profiles: number; personalities: number; streams: number; platformBans: number; shadowbanReports: number };

/** How many public records of each kind, counted by the database (cached; every content tag refreshes it). */
export const readContentCounts = cachedRead('content-counts', Object.values(CACHE_TAGS), async (): Promise<ContentCounts> =>
  readPublicData<ContentCounts>(async (client, context) => {
    const answer = await client.queries.contentCounts(context);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    const { briefs, profiles, personalities, streams, platformBans, shadowbanReports } = answer.data;
    return { briefs, profiles, personalities, streams, platformBans, shadowbanReports };
  }),
);
