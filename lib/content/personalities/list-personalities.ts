import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PAGE_SIZE, readEveryPage } from '../read-every-page';
import { assignPersonalityPaths } from './personality-paths';
import type { PersonalityDetail } from './personality-types';
import { PERSONALITY_FIELDS, toPersonalityDetail, type PersonalityRecord } from './to-personality';

/** Active first, then by ranking (1 first, unranked last), then by name. */
export function sortPersonalities<T extends Pick<PersonalityDetail, 'isActive' | 'ranking' | 'displayName'>>(items: T[]): T[] {
  return [...items].sort(
    (a, b) =>
      Number(b.isActive) - Number(a.isActive) ||
      (a.ranking ?? Number.MAX_SAFE_INTEGER) - (b.ranking ?? Number.MAX_SAFE_INTEGER) ||
      a.displayName.localeCompare(b.displayName),
  );
}

/**
 * Every personality, in the catalogue's order, with its page address. The list is small (an
 * admin-curated set), so pages and lookups share this one cached read.
 */
export const listPersonalities = cachedRead('personalities:list', [CACHE_TAGS.personalities], async (): Promise<PersonalityDetail[]> => {
  const records = await readPublicData<PersonalityRecord[]>((client, context) =>
    readEveryPage<PersonalityRecord>(async (nextToken) => {
      const page = await client.models.Personality.list(context, { limit: PAGE_SIZE, nextToken, selectionSet: [...PERSONALITY_FIELDS] });
      return { data: page.data as unknown as PersonalityRecord[], nextToken: page.nextToken, errors: page.errors };
    }),
  );
  const paths = assignPersonalityPaths(records.map((record) => ({ id: record.id ?? '', name: record.name ?? '' })));
  const pictures = await readPictureHost();
  return sortPersonalities(records.map((record) => toPersonalityDetail(record, paths.get(record.id ?? '') ?? record.id ?? '', pictures)));
});

/** The personality at /personalities/<segment>: by its slug, or by its id (an old or shared link). */
export async function getPersonality(segment: string): Promise<PersonalityDetail | null> {
  const all = await listPersonalities();
  return all.find((item) => item.pathSegment === segment) ?? all.find((item) => item.id === segment) ?? null;
}
