import { readBanFilters } from '../../../amplify/data/statistics/ban-filters';
import { StatisticsRequestError } from '../../../amplify/data/statistics/statistics-request-error';
import { badRequest } from '../operations/data-api-error';
import type { CustomOperationHandler } from '.';
import { listContentEntries } from './content-statistics-entries';
import { readBanStatistics, readBriefFacetCounts, readContentCounts } from './content-statistics-figures';
import { readOpenBanRecords, readOpenShadowbanReports } from './open-data-records';
import { readRecordFigures } from './record-figures';
import { readStreamFacetCounts } from './stream-facets';

/** A refusal of the shared readers (amplify/data/statistics) answered as the data API's BadRequest. */
const refusing =
  (handler: CustomOperationHandler): CustomOperationHandler =>
  async (ctx, args) => {
    try {
      return await handler(ctx, args);
    } catch (error) {
      if (error instanceof StatisticsRequestError) throw badRequest(error.message);
      throw error;
    }
  };

/**
 * The local handlers of the content statistics queries (amplify/data/models/statistics-operations.ts):
 * SQL over data_records, public models only; the arguments are read by amplify/data/statistics,
 * as the contentStatistics function on AWS reads them.
 */
export const contentStatisticsHandlers: [string, CustomOperationHandler][] = (
  [
    ['banStatistics', (ctx, args) => readBanStatistics(ctx.db, readBanFilters(args))],
    ['platformRecordFigures', (ctx, args) => readRecordFigures(ctx.db, readBanFilters({ ...args, profileId: undefined }))],
    ['contentCounts', (ctx) => readContentCounts(ctx.db)],
    ['briefFacetCounts', (ctx) => readBriefFacetCounts(ctx.db)],
    ['listContentEntries', (ctx, args) => listContentEntries(ctx.db, args)],
    ['streamFacetCounts', (ctx, args) => readStreamFacetCounts(ctx.db, args)],
    ['openBanRecords', (ctx, args) => readOpenBanRecords(ctx.db, args)],
    ['openShadowbanReports', (ctx, args) => readOpenShadowbanReports(ctx.db, args)],
  ] as [string, CustomOperationHandler][]
).map(([name, handler]) => [name, refusing(handler)]);
