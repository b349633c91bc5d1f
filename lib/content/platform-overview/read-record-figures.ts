import type { RecordFigures } from '@/amplify/data/record-figures/record-figures';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import type { BanStatisticsFilters } from './read-ban-statistics';

export type { KindFigures, PlatformFigures, RecordFigures } from '@/amplify/data/record-figures/record-figures';

/** The platform pages' filters as platformRecordFigures takes them (no creator: figures are per platform). */
export type RecordFigureFilters = Omit<BanStatisticsFilters, 'profileId'>;

/**
 * Per-platform figures of every public ban and shadowban report (platformRecordFigures), counted by
 * the database whatever the number of records, cached as one small answer per filter.
 */
export const readRecordFigures = cachedRead(
  'platform-bans:record-figures',
  [CACHE_TAGS.platformBans, CACHE_TAGS.shadowbanExperiences],
  async (filters: RecordFigureFilters): Promise<RecordFigures> =>
    readPublicData<RecordFigures>(async (client, context) => {
      type Arguments = Parameters<typeof client.queries.platformRecordFigures>[1];
      const args = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined)) as Arguments;
      const answer = await client.queries.platformRecordFigures(context, args);
      if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
      // A plain copy: the cache keeps JSON.
      return JSON.parse(JSON.stringify(answer.data)) as RecordFigures;
    }),
);
