import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { StreamDetail } from './stream-types';
import { STREAM_DETAIL_FIELDS, toStreamDetail, type StreamRecord } from './to-stream';

const MAX_SLUG_LENGTH = 200;

/**
 * The stream at /streams/<slug>, by its slug index, or by id for a stream saved without a slug.
 * Null when there is none. Every status has a page: pending and withdrawn ones say so.
 */
export const getStream = cachedRead('streams:get', [CACHE_TAGS.streams], async (slug: string): Promise<StreamDetail | null> => {
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  const record = await readPublicData<StreamRecord | null>(async (client, context) => {
    const bySlug = await client.models.Stream.listStreamBySlug(context, { slug }, { limit: 1, selectionSet: [...STREAM_DETAIL_FIELDS] });
    if (bySlug.errors?.length) throw new Error(`Data API: ${bySlug.errors.map((error) => error.message).join('; ')}`);
    if (bySlug.data[0]) return bySlug.data[0] as StreamRecord;
    const byId = await client.models.Stream.get(context, { id: slug }, { selectionSet: [...STREAM_DETAIL_FIELDS] });
    const found = byId.data as StreamRecord | null;
    // An id only stands in for a missing slug, so a slugged stream keeps one address.
    return found && !found.slug ? found : null;
  });
  return record ? toStreamDetail(record, await readPictureHost()) : null;
});
