import type { CustomOperationHandler } from '.';
import { listContentEntries } from './content-statistics-entries';
import { readBanStatistics, readBriefFacetCounts, readContentCounts } from './content-statistics-figures';
import { readBanFilters } from './content-statistics-filters';
import { readOpenBanRecords, readOpenShadowbanReports } from './open-data-records';
import { readRecordFigures } from './record-figures';
import { readStreamFacetCounts } from './stream-facets';

/**
 * The local handlers of the content statistics queries (amplify/data/models/statistics-operations.ts):
 * SQL over data_records, public models only. On AWS the contentStatistics function answers them.
 */
export const contentStatisticsHandlers: [string, CustomOperationHandler][] = [
  ['banStatistics', (ctx, args) => readBanStatistics(ctx.db, readBanFilters(args))],
  ['platformRecordFigures', (ctx, args) => readRecordFigures(ctx.db, readBanFilters({ ...args, profileId: undefined }))],
  ['contentCounts', (ctx) => readContentCounts(ctx.db)],
  ['briefFacetCounts', (ctx) => readBriefFacetCounts(ctx.db)],
  ['listContentEntries', (ctx, args) => listContentEntries(ctx.db, args)],
  ['streamFacetCounts', (ctx, args) => readStreamFacetCounts(ctx.db, args)],
  ['openBanRecords', (ctx, args) => readOpenBanRecords(ctx.db, args)],
  ['openShadowbanReports', (ctx, args) => readOpenShadowbanReports(ctx.db, args)],
];
