import { APPEAL_STATUSES } from '../../data/enums';

/**
 * A request's arguments read and checked before anything is scanned, with the local backend's
 * bounds and words (backend/data/custom-operations/content-statistics-entries.ts and
 * content-statistics-filters.ts; the parity test holds the constants equal).
 */

/** A sitemap file holds at most this many; a page of a list far fewer. */
export const MAX_ENTRIES = 10_000;
/** Deeper than any list the site links to; beyond it the request is refused. */
export const MAX_OFFSET = 5_000_000;
/** A filter offers at most this many choices per facet, most used first. */
export const FACET_CHOICES = 200;

export type Args = Record<string, unknown>;

/** A refused request: named BadRequest, so the Lambda's error type is the local backend's errorType. */
export class StatisticsRequestError extends Error {
  readonly errorType = 'BadRequest';
  constructor(message: string) {
    super(message);
    this.name = 'BadRequest';
  }
}

const badRequest = (message: string) => new StatisticsRequestError(message);

/** The ban filters a request may carry. */
export type BanFilters = { profileId?: string; platformId?: string; year?: number; isActive?: boolean; appealStatus?: string };

/** A request's ban filters (platform lower-cased), or a BadRequest naming what is wrong. */
export function readBanFilters(args: Args): BanFilters {
  const filters: BanFilters = {};
  const { profileId, platformId, year, isActive, appealStatus } = args;
  if (typeof profileId === 'string' && profileId) {
    if (profileId.length > 200) throw badRequest('profileId is too long.');
    filters.profileId = profileId;
  }
  if (typeof platformId === 'string' && platformId.trim()) {
    if (platformId.length > 60) throw badRequest('platformId is too long.');
    filters.platformId = platformId.trim().toLowerCase();
  }
  if (typeof year === 'number') {
    if (!Number.isInteger(year) || year < 1900 || year > 9999) throw badRequest('year must be a year between 1900 and 9999.');
    filters.year = year;
  }
  if (typeof isActive === 'boolean') filters.isActive = isActive;
  if (typeof appealStatus === 'string') {
    if (!(APPEAL_STATUSES as readonly string[]).includes(appealStatus)) throw badRequest(`appealStatus must be one of ${APPEAL_STATUSES.join(', ')}.`);
    filters.appealStatus = appealStatus;
  }
  return filters;
}

/** A brief choice (category, tag, warfare tag) trimmed and lower-cased, null when not given. */
export function readChoice(args: Args, name: string): string | null {
  const value = args[name];
  if (typeof value !== 'string' || !value.trim()) return null;
  if (value.length > 80) throw badRequest(`${name} is too long.`);
  return value.trim().toLowerCase();
}

/** The profile a brief or shadowban list is narrowed to, matched exactly; null when not given. */
export function readProfileId(args: Args): string | null {
  return typeof args.profileId === 'string' && args.profileId ? args.profileId : null;
}

/** listContentEntries' window, checked in the local order: list, offset, limit. */
export function readWindow(args: Args, lists: readonly string[]): { list: string; offset: number; limit: number } {
  const list = typeof args.list === 'string' && lists.includes(args.list) ? args.list : null;
  if (!list) throw badRequest(`list must be one of ${lists.join(', ')}.`);
  const offset = Number(args.offset);
  const limit = Number(args.limit);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw badRequest(`offset must be between 0 and ${MAX_OFFSET}.`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ENTRIES) throw badRequest(`limit must be between 1 and ${MAX_ENTRIES}.`);
  return { list, offset, limit };
}
