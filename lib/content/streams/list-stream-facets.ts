import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { sortFacetOptions, type StreamFacets } from './stream-facets';
import type { StatusChoice } from './stream-filters';

/**
 * The genres and languages the catalogue's filters offer, with how many streams of the chosen
 * status carry each (every stream for "every status"): counted by the database
 * (streamFacetCounts), the most used 200 of each, listed alphabetically.
 */
export const listStreamFacets = cachedRead('streams:facets', [CACHE_TAGS.streams], async (status: StatusChoice): Promise<StreamFacets> =>
  readPublicData<StreamFacets>(async (client, context) => {
    const answer = await client.queries.streamFacetCounts(context, status === 'ALL' ? {} : { status });
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    return { genres: sortFacetOptions(answer.data.genres), languages: sortFacetOptions(answer.data.languages) };
  }),
);
