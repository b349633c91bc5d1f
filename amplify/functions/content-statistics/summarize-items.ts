import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readBanFilters } from '../../data/statistics/ban-filters';
import type { StatisticsArgs } from '../../data/statistics/statistics-request-error';
import { readStreamStatus } from '../../data/statistics/stream-catalogue-filters';
import type { SearchIndexPort } from '../../data/search/search-on-index';
import { SEARCH_ENDPOINT_VARIABLE } from '../content-search/search-endpoint';
import { listContentEntries, type ScanItems } from './content-lists';
import { readBanStatistics, readBriefFacetCounts, readContentCounts, readListEntries, readRecordFigures, readStreamFacetCounts } from './read-figures';

export type { Item } from './item-filters';
export type { ScanItems } from './content-lists';

/** Without a search domain (its endpoint unset, or a test that searches nothing): a search is a fault to see, not an empty list. */
const NO_SEARCH_INDEX: SearchIndexPort = {
  post: () =>
    Promise.reject(new Error(`contentStatistics: a search of the stream catalogue needs the search domain, and ${SEARCH_ENDPOINT_VARIABLE} is not set (amplify/backend.ts sets it).`)),
};

/**
 * The statistics queries on AWS: the arguments read by amplify/data/statistics (as the local
 * backend reads them) before anything is read; the figures off figures-aggregator's items; the
 * lists off its list entries and kept variants, one creator's through the profileId index
 * (content-lists.ts); a search of the stream catalogue off the search index (`search`).
 */
export async function answerStatisticsQuery(fieldName: string, args: StatisticsArgs, client: DynamoDBDocumentClient, scan: ScanItems, search: SearchIndexPort = NO_SEARCH_INDEX): Promise<unknown> {
  switch (fieldName) {
    case 'banStatistics':
      return readBanStatistics(client, readBanFilters(args));
    case 'platformRecordFigures':
      return readRecordFigures(client, readBanFilters({ ...args, profileId: undefined }));
    case 'contentCounts':
      return readContentCounts(client);
    case 'briefFacetCounts':
      return readBriefFacetCounts(client);
    case 'streamFacetCounts':
      return readStreamFacetCounts(client, readStreamStatus(args));
    case 'listContentEntries':
      return listContentEntries(args, scan, (list, variant, window) => readListEntries(client, list, variant, window), search);
    default:
      throw new Error(`contentStatistics: ${fieldName} is answered by the local backend only for now.`);
  }
}
