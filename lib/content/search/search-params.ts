import type { RecordFilters } from '@/amplify/data/search/record-filters';
import {
  MAX_SEARCH_PAGE,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_YEAR,
  MIN_SEARCH_YEAR,
  SEARCH_SORTS,
  type SearchKind,
  type SearchSort,
} from '@/amplify/data/search/search-terms';
import { readRecordFilterParams, writeRecordFilterParams } from './record-filter-params';
import { KIND_BY_NAME, KIND_BY_PARAM } from './search-choices';
import { SEARCH_PATH } from './search-path';

/**
 * What a /search address asks for:
 * `/search?q=…&kind=bans&platform=x&restriction=DECISION_ACCOUNT&verification=confirmed&appeal=pending&from=2024-01-01&to=2024-12-31&year=2024&sort=oldest&page=2`.
 * No q browses the records by the filters, newest first.
 */
export interface SearchQuery extends RecordFilters {
  q: string;
  kind?: SearchKind;
  year?: number;
  /** Unset: relevance with words, newest without. */
  sort?: SearchSort;
  page: number;
}

export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; message: string };

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

export { SEARCH_PATH };

/** One value of a parameter (the first, when repeated), never a prototype member. */
function readParam(params: Params, name: string): string {
  if (params instanceof URLSearchParams) return (params.get(name) ?? '').trim();
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/**
 * A /search address (or /api/search's) as a SearchQuery, or a message saying which value is
 * wrong. An empty q is valid: it browses.
 */
export function parseSearchParams(params: Params): ParsedSearch {
  const q = readParam(params, 'q').replace(/\s+/g, ' ');
  if (q.length > MAX_SEARCH_QUERY_LENGTH) return { ok: false, message: `Searches are at most ${MAX_SEARCH_QUERY_LENGTH} characters long.` };
  const query: SearchQuery = { q, page: 1 };
  const kind = readParam(params, 'kind');
  if (kind) {
    const choice = KIND_BY_PARAM.get(kind.toLowerCase());
    if (!choice) return { ok: false, message: `kind must be one of ${[...KIND_BY_PARAM.keys()].join(', ')}.` };
    query.kind = choice.kind;
  }
  const filtered = readRecordFilterParams((name) => readParam(params, name));
  if (!filtered.ok) return { ok: false, message: filtered.message };
  Object.assign(query, filtered.filters);
  const year = readParam(params, 'year');
  if (year) {
    const value = /^\d{4}$/.test(year) ? Number(year) : NaN;
    if (!(value >= MIN_SEARCH_YEAR && value <= MAX_SEARCH_YEAR)) return { ok: false, message: `year must be a year from ${MIN_SEARCH_YEAR} to ${MAX_SEARCH_YEAR}.` };
    query.year = value;
  }
  const sort = readParam(params, 'sort').toUpperCase();
  if (sort) {
    const choice = SEARCH_SORTS.find((value) => value === sort);
    if (!choice) return { ok: false, message: `sort must be one of ${SEARCH_SORTS.map((value) => value.toLowerCase()).join(', ')}.` };
    if (choice === 'RELEVANCE' && !q) return { ok: false, message: 'sort=relevance needs words to rank by: without them, sort by newest or oldest.' };
    query.sort = choice;
  }
  const page = readParam(params, 'page');
  if (page) {
    const value = /^\d{1,4}$/.test(page) ? Number(page) : NaN;
    if (!(value >= 1 && value <= MAX_SEARCH_PAGE)) return { ok: false, message: `page must be a number from 1 to ${MAX_SEARCH_PAGE}.` };
    query.page = value;
  }
  return { ok: true, query };
}

/** The stable address of a search, with `changes` applied; page 1, unset filters and an empty q are left out. */
export function searchPath(query: SearchQuery, changes: Partial<SearchQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.kind) params.set('kind', KIND_BY_NAME.get(next.kind)?.param ?? '');
  const filters = new URLSearchParams();
  writeRecordFilterParams(next, filters);
  // platform first, as addresses always had it; the other filters after.
  for (const [name, value] of filters) params.set(name, value);
  if (next.year) params.set('year', String(next.year));
  if (next.sort) params.set('sort', next.sort.toLowerCase());
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/**
 * The clean address of a search whose address carries empty fields (the form sends every field,
 * chosen or not: `?q=&platform=x&restriction=&…`), or null when it has none or is not a valid
 * search (its refusal is shown at the address asked for). The page redirects there, so a
 * browsed view's address is short and shareable.
 */
export function cleanSearchAddress(params: Params): string | null {
  const values = params instanceof URLSearchParams ? [...params.values()] : Object.keys(params).flatMap((name) => params[name] ?? []);
  if (!values.some((value) => value.trim() === '')) return null;
  const parsed = parseSearchParams(params);
  return parsed.ok ? searchPath(parsed.query) : null;
}
