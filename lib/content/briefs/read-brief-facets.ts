import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import type { BriefFacets } from './brief-facets';

/** The filter choices of /briefs with their counts, computed by the database over every published brief. */
export const readBriefFacets = cachedRead('briefs:facets', [CACHE_TAGS.briefs], async (): Promise<BriefFacets> =>
  readPublicData<BriefFacets>(async (client, context) => {
    const answer = await client.queries.briefFacetCounts(context);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    const options = (list: readonly { value: string; count: number }[]) => list.map(({ value, count }) => ({ value, count }));
    return { categories: options(answer.data.categories), tags: options(answer.data.tags), warfareTags: options(answer.data.warfareTags) };
  }),
);
