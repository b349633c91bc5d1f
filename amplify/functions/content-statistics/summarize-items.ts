import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readBanFilters } from '../../data/statistics/ban-filters';
import type { StatisticsArgs } from '../../data/statistics/statistics-request-error';
import { readStreamStatus } from '../../data/statistics/stream-catalogue-filters';
import { listContentEntries, type ScanItems } from './content-lists';
import { readBanStatistics, readBriefFacetCounts, readContentCounts, readListEntries, readRecordFigures, readStreamFacetCounts } from './read-figures';

export type { Item } from './item-filters';
export type { ScanItems } from './content-lists';

/**
 * The statistics queries on AWS: the arguments read by amplify/data/statistics (as the local
 * backend reads them) before anything is read; the figures off figures-aggregator's items; the
 * lists off its list entries and kept variants, one creator's through the profileId index
 * (content-lists.ts).
 */
export async function answerStatisticsQuery(fieldName: string, args: StatisticsArgs, client: DynamoDBDocumentClient, scan: ScanItems): Promise<unknown> {
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
      return listContentEntries(args, scan, (list, variant, window) => readListEntries(client, list, variant, window));
    default:
      throw new Error(`contentStatistics: ${fieldName} is answered by the local backend only for now.`);
  }
}
