import { NO_FIGURES, type BanFigures, type Figures } from '../../../amplify/data/statistics/ban-figures';

export { byKey, byYearNewestFirst, NO_FIGURES, type BanFigures, type Figures } from '../../../amplify/data/statistics/ban-figures';

/** One platform's figures, per year and per appeal status, each counted over that platform's bans alone. */
export type PlatformBanSlice = { key: string; total: Figures; byYear: Figures[]; byAppealStatus: Figures[] };

/**
 * Where ban_figures keeps every platform's slice, beside the answers stored per filter. Those are
 * keyed by a filter's JSON (always an object, '{…}'), so this key is never one of theirs.
 */
export const PLATFORM_SLICES_KEY = 'platform slices';

/**
 * banStatistics with one platform as its only filter, read off the slices: each slice's groups are
 * the ones the statement over the platform alone forms (the same GROUPING SETS with the platform
 * added to every set; count(DISTINCT) is per group in both), so the answer is the same figure for
 * figure. A platform with no slice has no bans: zeros and empty lists, as counting it gives.
 */
export function platformBanFigures(slices: readonly PlatformBanSlice[], platformId: string): BanFigures {
  const slice = slices.find((candidate) => candidate.key === platformId);
  if (!slice) return { total: NO_FIGURES, byPlatform: [], byYear: [], byAppealStatus: [] };
  return {
    total: { ...slice.total, key: '' },
    byPlatform: [{ ...slice.total, key: platformId }],
    byYear: slice.byYear,
    byAppealStatus: slice.byAppealStatus,
  };
}

/** The ban filters a count may be read off the slices for (BanFilters in content-statistics-filters.ts). */
type CountFilters = { profileId?: string; platformId?: string; year?: number; isActive?: boolean; appealStatus?: string };

/**
 * How many bans match `filters`, read off the slices, when one platform is among them and the
 * slices hold the figure (else null: count them). Each figure is the slice's own count of the
 * same rows the filter's conditions select (active is never null, so not active is the rest).
 */
export function platformBanCount(slices: readonly PlatformBanSlice[], filters: CountFilters): number | null {
  const { platformId, profileId, year, isActive, appealStatus } = filters;
  if (platformId === undefined || profileId !== undefined) return null;
  const slice = slices.find((candidate) => candidate.key === platformId);
  if (!slice) return 0;
  const inYear = year === undefined ? slice.total : (slice.byYear.find((figures) => figures.key === String(year)) ?? NO_FIGURES);
  let group: Figures = inYear;
  if (appealStatus !== undefined && year === undefined) group = slice.byAppealStatus.find((figures) => figures.key === appealStatus) ?? NO_FIGURES;
  else if (appealStatus !== undefined) {
    // A year's figures count two appeal statuses, and not by activity.
    if (isActive !== undefined) return null;
    if (appealStatus === 'PENDING') return inYear.underAppeal;
    if (appealStatus === 'RESTORED') return inYear.restored;
    return null;
  }
  if (isActive === undefined) return group.recorded;
  return isActive ? group.active : group.recorded - group.active;
}
