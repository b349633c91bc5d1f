import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PAGE_SIZE, readEveryPage } from '../read-every-page';
import { buildStreamFilter } from './build-stream-filter';
import { sortStreams } from './sort-streams';
import type { StreamFilters } from './stream-filters';
import type { StreamSummary } from './stream-types';
import { STREAM_SUMMARY_FIELDS, toStreamSummary, type StreamRecord } from './to-stream';

type CatalogueQuery = Omit<StreamFilters, 'page'>;

/** Every stream matching the filters (filtered by the Data API), in catalogue order. */
export const listStreams = cachedRead('streams:list', [CACHE_TAGS.streams], async (query: CatalogueQuery): Promise<StreamSummary[]> => {
  const filter = buildStreamFilter(query) ?? undefined;
  const records = await readPublicData<StreamRecord[]>((client, context) =>
    readEveryPage<StreamRecord>(async (nextToken) => {
      const page = await client.models.Stream.list(context, {
        filter,
        limit: PAGE_SIZE,
        nextToken,
        selectionSet: [...STREAM_SUMMARY_FIELDS],
      });
      return { data: page.data as unknown as StreamRecord[], nextToken: page.nextToken, errors: page.errors };
    }),
  );
  const pictures = await readPictureHost();
  return sortStreams(records.map((record) => toStreamSummary(record, pictures)));
});
