import type { RecordFilters } from '@/amplify/data/search/record-filters';
import { writeRecordFilterParams } from './record-filter-params';
import type { SearchQuery } from './search-params';

/** The open data downloads a search's filters apply to: bans and shadowban reports, as CSV. */
const DOWNLOADS = [
  { kind: 'BAN', label: 'Ban records (CSV)', path: '/data/bans.csv' },
  { kind: 'SHADOWBAN', label: 'Shadowban reports (CSV)', path: '/data/shadowban-reports.csv' },
] as const;

/**
 * A search's record filters as the downloads read them (the same parameters): its year becomes a
 * date range, narrowed by any range the search has already.
 */
export function downloadFilters(query: SearchQuery): RecordFilters {
  const { platform, restriction, verification, appealStatus } = query;
  let { dateFrom, dateTo } = query;
  if (query.year !== undefined) {
    const [start, end] = [`${query.year}-01-01`, `${query.year}-12-31`];
    dateFrom = dateFrom && dateFrom > start ? dateFrom : start;
    dateTo = dateTo && dateTo < end ? dateTo : end;
  }
  const filters: RecordFilters = { platform, restriction, verification, appealStatus, dateFrom, dateTo };
  for (const name of Object.keys(filters) as (keyof RecordFilters)[])
    if (filters[name] === undefined) delete filters[name];
  return filters;
}

/**
 * The downloads of the records a search browses: the bans and reports its filters keep (its words
 * are not a download filter, so they are offered only when there are none), for the kinds it
 * shows. None when the search has words or narrows to a kind without a download.
 */
export function searchDownloads(query: SearchQuery): { label: string; href: string }[] {
  if (query.q) return [];
  const params = writeRecordFilterParams(downloadFilters(query), new URLSearchParams()).toString();
  return DOWNLOADS.filter((download) => !query.kind || query.kind === download.kind).map((download) => ({
    label: download.label,
    href: params ? `${download.path}?${params}` : download.path,
  }));
}
