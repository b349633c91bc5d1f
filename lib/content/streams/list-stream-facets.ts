import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { PAGE_SIZE, readEveryPage } from '../read-every-page';
import type { StreamRecord } from './to-stream';

export type StreamFacets = { genres: string[]; languages: string[] };

/** The genres and languages the catalogue's filters offer: the ones its streams use, sorted. */
export function collectStreamFacets(records: readonly Pick<StreamRecord, 'genre' | 'language'>[]): StreamFacets {
  const genres = new Set<string>();
  const languages = new Set<string>();
  for (const record of records) {
    for (const genre of record.genre ?? []) if (genre?.trim()) genres.add(genre.trim());
    if (record.language?.trim()) languages.add(record.language.trim());
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return { genres: sorted(genres), languages: sorted(languages) };
}

export const listStreamFacets = cachedRead('streams:facets', [CACHE_TAGS.streams], async (): Promise<StreamFacets> => {
  const records = await readPublicData<StreamRecord[]>((client, context) =>
    readEveryPage<StreamRecord>(async (nextToken) => {
      const page = await client.models.Stream.list(context, { limit: PAGE_SIZE, nextToken, selectionSet: ['genre', 'language'] });
      return { data: page.data as unknown as StreamRecord[], nextToken: page.nextToken, errors: page.errors };
    }),
  );
  return collectStreamFacets(records);
});
