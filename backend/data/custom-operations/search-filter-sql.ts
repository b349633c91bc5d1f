import { dayAfter, restrictionValuesOf, type RecordFilters } from '../../../amplify/data/search/record-filters';
import type { SearchFilterName } from '../../../amplify/data/search/search-request';
import type { SqlParams } from '../store/sql-params';


/**
 * The filters as conditions on a search_entries row `s` (migrations 0020 and 0026), every value a
 * parameter. Shared by search (its matches and its counts per value) and the open data downloads,
 * so a filtered download holds exactly the records the same filtered search lists. `except` leaves
 * one filter out: a facet's counts are those of its values with every other filter applied.
 */
export function filterConditions(filters: RecordFilters & { year?: number }, params: SqlParams, except?: SearchFilterName): string[] {
  const conditions: string[] = [];
  const wanted = (name: SearchFilterName) => name !== except && filters[name] !== undefined;
  if (wanted('platform')) conditions.push(`s.platform = ${params.add(filters.platform)}`);
  if (wanted('restriction')) conditions.push(`s.restriction = ANY(${params.add(restrictionValuesOf(filters.restriction!))}::text[])`);
  if (wanted('verification')) conditions.push(`s.verification = ${params.add(filters.verification)}`);
  if (wanted('appealStatus')) conditions.push(`s.appeal = ${params.add(filters.appealStatus)}`);
  if (wanted('year')) conditions.push(`s.year = ${params.add(String(filters.year))}`);
  // Dates compare as text (bytewise): the end is the next day, exclusive, so a date with a time counts.
  if (wanted('dateFrom')) conditions.push(`s.sort_date >= ${params.add(filters.dateFrom)}`);
  if (wanted('dateTo')) conditions.push(`s.sort_date < ${params.add(dayAfter(filters.dateTo!))}`);
  return conditions;
}
