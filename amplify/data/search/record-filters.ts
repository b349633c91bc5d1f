/**
 * The filters a reader may put on ban records and shadowban reports, read and checked once for
 * searchContent and the open data downloads (openBanRecords, openShadowbanReports), the local
 * backend and the AWS functions alike. Plain: no I/O; `refuse` makes the caller's own error.
 */
import {
  APPEAL_STATUSES,
  DSA_RESTRICTION_CATEGORIES,
  DSA_RESTRICTIONS,
  DSA_RESTRICTIONS_BY_CATEGORY,
  VERIFICATION_LEVELS,
  type AppealStatus,
  type DsaRestriction,
  type DsaRestrictionCategory,
  type VerificationLevel,
} from '../enums';
import { SEARCH_PLATFORM_PATTERN } from './search-terms';
import { platformKey } from '../record-facts/record-facts';

export interface RecordFilters {
  /** A platform's catalogue id, lower case (`instagram`). */
  platform?: string;
  /** A DSA restriction category or value, as asked. */
  restriction?: DsaRestrictionCategory | DsaRestriction;
  verification?: VerificationLevel;
  appealStatus?: AppealStatus;
  /** The record's date from this day (YYYY-MM-DD), inclusive. */
  dateFrom?: string;
  /** The record's date up to this day (YYYY-MM-DD), inclusive. */
  dateTo?: string;
}

/** The argument names, as the GraphQL operations declare them. */
export const RECORD_FILTER_NAMES = ['platform', 'restriction', 'verification', 'appealStatus', 'dateFrom', 'dateTo'] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in the years 1000-9999 as YYYY-MM-DD, or undefined. */
export function readDay(value: string): string | undefined {
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? value : undefined;
}

/** The day after a YYYY-MM-DD day: a date range's end, exclusive, so a date stored with a time still counts. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The restriction values a filter stands for: a category's values, or the one value. */
export function restrictionValuesOf(restriction: DsaRestrictionCategory | DsaRestriction): readonly DsaRestriction[] {
  const categories: readonly string[] = DSA_RESTRICTION_CATEGORIES;
  return categories.includes(restriction) ? DSA_RESTRICTIONS_BY_CATEGORY[restriction as DsaRestrictionCategory] : [restriction as DsaRestriction];
}

/** Whether any filter is set. */
export const hasRecordFilters = (filters: RecordFilters) => RECORD_FILTER_NAMES.some((name) => filters[name] !== undefined);

function oneOf<T extends string>(value: unknown, name: string, choices: readonly T[], refuse: (message: string) => Error): T {
  const found = choices.find((choice) => choice === value);
  if (!found) throw refuse(`${name} must be one of ${choices.join(', ')}.`);
  return found;
}

/** The filters among `args` (absent, null and '' are no filter), or `refuse`'s error naming what is wrong. */
export function readRecordFilters(args: Record<string, unknown>, refuse: (message: string) => Error): RecordFilters {
  const given = (name: string) => (Object.hasOwn(args, name) && args[name] !== null && args[name] !== undefined && args[name] !== '' ? args[name] : undefined);
  const filters: RecordFilters = {};
  const platform = given('platform');
  if (platform !== undefined) {
    // Keyed as the records' platform facts are (platformKey), so the filter names the same value.
    const id = typeof platform === 'string' ? platformKey(platform.trim()) : '';
    if (!SEARCH_PLATFORM_PATTERN.test(id)) throw refuse('platform must be a platform id such as x or youtube.');
    filters.platform = id;
  }
  const restriction = given('restriction');
  if (restriction !== undefined) {
    const choices: readonly (DsaRestrictionCategory | DsaRestriction)[] = [...DSA_RESTRICTION_CATEGORIES, ...DSA_RESTRICTIONS];
    const found = choices.find((choice) => choice === restriction);
    if (!found) throw refuse('restriction must be a DSA decision category (DECISION_VISIBILITY, DECISION_MONETARY, DECISION_PROVISION, DECISION_ACCOUNT) or one of its values, such as DECISION_ACCOUNT_SUSPENDED.');
    filters.restriction = found;
  }
  const verification = given('verification');
  if (verification !== undefined) filters.verification = oneOf(verification, 'verification', VERIFICATION_LEVELS, refuse);
  const appealStatus = given('appealStatus');
  if (appealStatus !== undefined) filters.appealStatus = oneOf(appealStatus, 'appealStatus', APPEAL_STATUSES, refuse);
  for (const name of ['dateFrom', 'dateTo'] as const) {
    const value = given(name);
    if (value === undefined) continue;
    const day = typeof value === 'string' ? readDay(value.trim()) : undefined;
    if (!day) throw refuse(`${name} must be a day as YYYY-MM-DD, such as 2024-06-30.`);
    filters[name] = day;
  }
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) throw refuse('dateFrom must not be after dateTo.');
  return filters;
}
