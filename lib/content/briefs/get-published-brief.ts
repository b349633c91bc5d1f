import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { throwIfErrors } from '../profiles/data-errors';
import type { BriefDetail } from './brief-types';
import { BRIEF_DETAIL_FIELDS, isPublished, toBriefDetail, type BriefWire } from './to-brief';

/**
 * The published brief at /briefs/<slug> with its author, or null: an unknown slug and a draft or
 * archived brief answer the same (404), so unpublished work does not even reveal that it exists.
 */
export const getPublishedBrief = cachedRead(
  'briefs:by-slug',
  [CACHE_TAGS.briefs, CACHE_TAGS.profiles],
  async (slug: string): Promise<BriefDetail | null> => {
    const wires = await readPublicData<BriefWire[]>(async (client, context) => {
      const found = await client.models.Brief.listBriefBySlug(context, { slug }, { limit: 20, selectionSet: [...BRIEF_DETAIL_FIELDS] });
      throwIfErrors(found);
      return found.data as unknown as BriefWire[];
    });
    // Slugs are unique among a creator's briefs by construction; should two share one, the
    // published one wins.
    const published = wires.find(isPublished);
    return published ? toBriefDetail(published, await readPictureHost()) : null;
  },
);
