import { APPEAL_STATUSES, type AppealStatus } from './platform-ban-types';
import type { BanStatisticsFilters } from './read-ban-statistics';

/** The choices /platforms offers over every platform's figures: a year, active or lifted, an appeal status. */
export type OverviewFilters = { year: number | null; state: 'active' | 'lifted' | null; appeal: AppealStatus | null };

export const APPEAL_CHOICE_LABELS: Readonly<Record<AppealStatus, string>> = {
  NONE: 'No appeal',
  PENDING: 'Appeal pending',
  REJECTED: 'Appeal rejected',
  RESTORED: 'Restored on appeal',
  PARTIALLY_RESTORED: 'Partially restored on appeal',
};

type Query = Record<string, string | string[] | undefined>;
const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The query string read leniently: anything malformed is no filter. */
export function parseOverviewFilters(query: Query): OverviewFilters {
  const year = Number(firstOf(query.year));
  const state = firstOf(query.state).toLowerCase();
  const appeal = firstOf(query.appeal).toUpperCase();
  return {
    year: Number.isInteger(year) && year >= 1900 && year <= 9999 ? year : null,
    state: state === 'active' || state === 'lifted' ? state : null,
    appeal: (APPEAL_STATUSES as readonly string[]).includes(appeal) ? (appeal as AppealStatus) : null,
  };
}

/** `?year=…&state=…&appeal=…` with only what is chosen; '' for none. */
export function overviewFiltersQuery(filters: OverviewFilters): string {
  const query = new URLSearchParams();
  if (filters.year) query.set('year', String(filters.year));
  if (filters.state) query.set('state', filters.state);
  if (filters.appeal) query.set('appeal', filters.appeal.toLowerCase());
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function hasOverviewFilters(filters: OverviewFilters): boolean {
  return overviewFiltersQuery(filters) !== '';
}

/** The same choices as the statistics query takes them. */
export function toStatisticsFilters(filters: OverviewFilters): BanStatisticsFilters {
  return {
    year: filters.year,
    isActive: filters.state === null ? null : filters.state === 'active',
    appealStatus: filters.appeal,
  };
}
