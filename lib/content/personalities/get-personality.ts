import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { throwIfErrors } from '../profiles/data-errors';
import type { PersonalityDetail } from './personality-types';
import { PERSONALITY_FIELDS, toPersonalityDetail, type PersonalityRecord } from './to-personality';

/** Longer than any slug or id the site makes: answered as missing without asking. */
const MAX_SEGMENT_LENGTH = 200;

/**
 * The personality at /personalities/<segment>: by its slug (one query of the slug index), or by
 * its id, the address of an old or shared link, which the page sends on to the slug. Null when
 * there is none.
 */
export const getPersonality = cachedRead('personalities:get', [CACHE_TAGS.personalities], async (segment: string): Promise<PersonalityDetail | null> => {
  if (!segment || segment.length > MAX_SEGMENT_LENGTH) return null;
  const record = await readPublicData<PersonalityRecord | null>(async (client, context) => {
    const bySlug = await client.models.Personality.listPersonalityBySlug(context, { slug: segment }, { limit: 1, selectionSet: [...PERSONALITY_FIELDS] });
    throwIfErrors(bySlug);
    if (bySlug.data[0]) return bySlug.data[0] as PersonalityRecord;
    const byId = await client.models.Personality.get(context, { id: segment }, { selectionSet: [...PERSONALITY_FIELDS] });
    throwIfErrors(byId);
    return (byId.data as PersonalityRecord | null) ?? null;
  });
  return record ? toPersonalityDetail(record, await readPictureHost()) : null;
});
