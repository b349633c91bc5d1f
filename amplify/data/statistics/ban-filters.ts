import { APPEAL_STATUSES } from '../enums';
import { lowerEach } from '../record-facts/record-facts';
import { refuseStatistics, type StatisticsArgs } from './statistics-request-error';

/** The ban filters a request may carry (banStatistics, platformRecordFigures, PLATFORM_BANS). */
export type BanFilters = { profileId?: string; platformId?: string; year?: number; isActive?: boolean; appealStatus?: string };

/** A request's ban filters (platform trimmed and lower-cased as a ban's facts hold it), or a BadRequest naming what is wrong. */
export function readBanFilters(args: StatisticsArgs): BanFilters {
  const filters: BanFilters = {};
  const { profileId, platformId, year, isActive, appealStatus } = args;
  if (typeof profileId === 'string' && profileId) {
    if (profileId.length > 200) throw refuseStatistics('profileId is too long.');
    filters.profileId = profileId;
  }
  if (typeof platformId === 'string' && platformId.trim()) {
    if (platformId.length > 60) throw refuseStatistics('platformId is too long.');
    filters.platformId = lowerEach(platformId.trim());
  }
  if (typeof year === 'number') {
    if (!Number.isInteger(year) || year < 1900 || year > 9999) throw refuseStatistics('year must be a year between 1900 and 9999.');
    filters.year = year;
  }
  if (typeof isActive === 'boolean') filters.isActive = isActive;
  if (typeof appealStatus === 'string') {
    if (!(APPEAL_STATUSES as readonly string[]).includes(appealStatus)) throw refuseStatistics(`appealStatus must be one of ${APPEAL_STATUSES.join(', ')}.`);
    filters.appealStatus = appealStatus;
  }
  return filters;
}
