import { readBanFilters } from './ban-filters';
import type { StatisticsArgs } from './statistics-request-error';

/**
 * The creators list's filters (PROFILES): the creators with a record on one platform (a ban or a
 * shadowban report there, as the profile's `platformsAffected` holds them by platform name), and
 * the creators with any record at all. Without either, every profile (the sitemaps' list).
 */
export type ProfileFilters = { platformName?: string; withRecordsOnly: boolean };

/** A request's creators filters: `platformId` checked as the ban filters check it ('youtube' names 'YOUTUBE'). */
export function readProfileFilters(args: StatisticsArgs): ProfileFilters {
  const { platformId } = readBanFilters({ platformId: args.platformId });
  return {
    ...(platformId === undefined ? {} : { platformName: platformId.toUpperCase() }),
    withRecordsOnly: args.withRecordsOnly === true,
  };
}
