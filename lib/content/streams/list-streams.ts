import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { streamCatalogueArguments, type StreamFilters } from './stream-filters';
import type { StreamSummary } from './stream-types';
import { STREAM_SUMMARY_FIELDS, toStreamSummary, type StreamRecord } from './to-stream';

export type CatalogueQuery = Omit<StreamFilters, 'page'>;

/** One window of the catalogue: the streams shown and how many match the filters in all. */
export type StreamWindow = { total: number; streams: StreamSummary[] };

/**
 * The ids of streams `offset`…`offset + limit` matching the filters, in catalogue order, and the
 * true number matching: counted, ordered and cut by the database (listContentEntries' STREAMS
 * list), so no read grows with the catalogue. Cached per window (ids only: a few kilobytes).
 */
const readStreamEntries = cachedRead('streams:entries', [CACHE_TAGS.streams], async (query: CatalogueQuery, offset: number, limit: number) =>
  readPublicData<{ total: number; ids: string[] }>(async (client, context) => {
    const answer = await client.queries.listContentEntries(context, { list: 'STREAMS', offset, limit, ...streamCatalogueArguments(query) });
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    return { total: answer.data.total, ids: answer.data.entries.map((entry) => entry.id) };
  }),
);

/** Streams by id, in the order given (one page: a dozen or so), as catalogue cards. */
const readStreamSummaries = cachedRead('streams:by-ids', [CACHE_TAGS.streams], async (ids: readonly string[]): Promise<StreamSummary[]> => {
  const records = await readPublicRecords<StreamRecord>('Stream', ids, STREAM_SUMMARY_FIELDS);
  const pictures = await readPictureHost();
  return records.map((record) => toStreamSummary(record, pictures));
});

/**
 * Streams `offset`…`offset + limit` of the catalogue for the filters, with the true total: the
 * window's ids from the database, then those streams by id. A window past the end is empty.
 */
export async function listStreamWindow(query: CatalogueQuery, offset: number, limit: number): Promise<StreamWindow> {
  const { total, ids } = await readStreamEntries(query, offset, limit);
  return { total, streams: ids.length ? await readStreamSummaries(ids) : [] };
}
