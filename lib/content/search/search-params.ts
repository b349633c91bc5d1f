import type { AppealStatus } from '@/amplify/data/enums';
import {
  MAX_SEARCH_PAGE,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_YEAR,
  MIN_SEARCH_YEAR,
  SEARCH_PLATFORM_PATTERN,
  type SearchKind,
} from '@/amplify/data/search/search-terms';
import { APPEAL_BY_PARAM, KIND_BY_NAME, KIND_BY_PARAM } from './search-choices';
import { SEARCH_PATH } from './search-path';

/** What a /search address asks for: `/search?q=…&kind=bans&platform=x&year=2024&appeal=pending&page=2`. */
export interface SearchQuery {
  q: string;
  kind?: SearchKind;
  platform?: string;
  year?: number;
  appealStatus?: AppealStatus;
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
 * wrong. An empty q is valid: it asks for the search form, not for results.
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
  const platform = readParam(params, 'platform').toLowerCase();
  if (platform) {
    if (!SEARCH_PLATFORM_PATTERN.test(platform)) return { ok: false, message: 'platform must be a platform id such as x or youtube.' };
    query.platform = platform;
  }
  const year = readParam(params, 'year');
  if (year) {
    const value = /^\d{4}$/.test(year) ? Number(year) : NaN;
    if (!(value >= MIN_SEARCH_YEAR && value <= MAX_SEARCH_YEAR)) return { ok: false, message: `year must be a year from ${MIN_SEARCH_YEAR} to ${MAX_SEARCH_YEAR}.` };
    query.year = value;
  }
  const appeal = readParam(params, 'appeal');
  if (appeal) {
    const choice = APPEAL_BY_PARAM.get(appeal.toLowerCase());
    if (!choice) return { ok: false, message: `appeal must be one of ${[...APPEAL_BY_PARAM.keys()].join(', ')}.` };
    query.appealStatus = choice.status;
  }
  const page = readParam(params, 'page');
  if (page) {
    const value = /^\d{1,4}$/.test(page) ? Number(page) : NaN;
    if (!(value >= 1 && value <= MAX_SEARCH_PAGE)) return { ok: false, message: `page must be a number from 1 to ${MAX_SEARCH_PAGE}.` };
    query.page = value;
  }
  return { ok: true, query };
}

/** The stable address of a search, with `changes` applied; page 1 and unset filters are left out. */
export function searchPath(query: SearchQuery, changes: Partial<SearchQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams({ q: next.q });
  if (next.kind) params.set('kind', KIND_BY_NAME.get(next.kind)?.param ?? '');
  if (next.platform) params.set('platform', next.platform);
  if (next.year) params.set('year', String(next.year));
  if (next.appealStatus) params.set('appeal', next.appealStatus.toLowerCase());
  if (next.page > 1) params.set('page', String(next.page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
