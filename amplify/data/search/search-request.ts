import { RECORD_FILTER_NAMES, readRecordFilters, type RecordFilters } from './record-filters';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_YEAR,
  MIN_SEARCH_YEAR,
  SEARCH_BUSY_ERROR_TYPE,
  SEARCH_KINDS,
  SEARCH_SORTS,
  SEARCH_TIMEOUT_ERROR_TYPE,
  type SearchKind,
  type SearchSort,
} from './search-terms';

/**
 * searchContent's arguments, limits and refusals, written once: the local backend
 * (backend/data/custom-operations/search-content.ts) and the AWS function
 * (amplify/functions/content-search/) both read a request here and refuse with these words.
 */

/** A searchContent request, checked: every value in range, nothing left to trust. */
export interface SearchRequest extends RecordFilters {
  /** The words; '' browses: every public record matches, by the filters. */
  q: string;
  kind?: SearchKind;
  year?: number;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

/**
 * A refused or failed search, with the errorType the caller gets. Its name is the errorType too:
 * a Lambda's error type is its error's name, so AppSync answers the same errorType on AWS.
 */
export class SearchRequestError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = errorType;
  }
}

export const searchRefused = (message: string) => new SearchRequestError('BadRequest', message);
export const searchTooLong = () => new SearchRequestError(SEARCH_TIMEOUT_ERROR_TYPE, 'The search took too long: add a word or a filter to narrow it.');
export const searchBusy = () => new SearchRequestError(SEARCH_BUSY_ERROR_TYPE, 'Too many searches are running: try again in a few seconds.');

// Control characters carry no words, PostgreSQL refuses NUL in text outright, and the highlight
// marks are the search engine's alone.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\uE000\uE001]+/g;

/** searchContent's q as searched: control characters and runs of spaces made one space, trimmed. */
export const cleanSearchWords = (q: unknown) => (typeof q === 'string' ? q.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim() : '');

/**
 * searchContent's arguments as a SearchRequest, or a BadRequest that says what to change. No
 * words browses, newest first by default; with words the default order is relevance. The record
 * filters are read as the open data downloads read them (record-filters.ts).
 */
export function readSearchRequest(args: Record<string, unknown>): SearchRequest {
  const q = cleanSearchWords(args.q);
  if (q.length > MAX_SEARCH_QUERY_LENGTH) throw searchRefused(`q is too long: at most ${MAX_SEARCH_QUERY_LENGTH} characters.`);
  const sort = args.sort == null ? (q ? 'RELEVANCE' : 'NEWEST') : oneOf(args.sort, 'sort', SEARCH_SORTS);
  // Without words every record ranks the same: "most relevant" would be an order that means nothing.
  if (sort === 'RELEVANCE' && !q) throw searchRefused('sort RELEVANCE needs words to rank by (q): without them, sort by NEWEST or OLDEST.');
  const request: SearchRequest = {
    ...readRecordFilters(args, searchRefused),
    q,
    sort,
    page: integerIn(args.page, 'page', 1, MAX_SEARCH_PAGE) ?? 1,
    pageSize: integerIn(args.pageSize, 'pageSize', 1, MAX_SEARCH_PAGE_SIZE) ?? DEFAULT_SEARCH_PAGE_SIZE,
  };
  if (args.kind != null) request.kind = oneOf(args.kind, 'kind', SEARCH_KINDS);
  const year = integerIn(args.year, 'year', MIN_SEARCH_YEAR, MAX_SEARCH_YEAR);
  if (year !== undefined) request.year = year;
  return request;
}

function integerIn(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw searchRefused(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

function oneOf<T extends string>(value: unknown, name: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === value);
  if (!found) throw searchRefused(`${name} must be one of ${choices.join(', ')}.`);
  return found;
}

/** A filter of a search: the record filters, and the year. */
export type SearchFilterName = (typeof RECORD_FILTER_NAMES)[number] | 'year';
const SEARCH_FILTER_NAMES: readonly SearchFilterName[] = [...RECORD_FILTER_NAMES, 'year'];

const DATED: readonly SearchFilterName[] = ['year', 'dateFrom', 'dateTo'];
const RECORD: readonly SearchFilterName[] = [...RECORD_FILTER_NAMES, 'year'];

/** Which filters each kind has a field for; a filter leaves out the kinds without it. A Map: kinds are looked up by name. */
const KIND_FILTERS = new Map<SearchKind, ReadonlySet<SearchFilterName>>([
  ['CREATOR', new Set()],
  ['BRIEF', new Set(DATED)],
  ['BAN', new Set(RECORD)],
  ['SHADOWBAN', new Set(RECORD)],
  ['PERSONALITY', new Set()],
  ['STREAM', new Set()],
]);

/** Whether a kind has the field a filter compares (a profile has no appeal status). */
export const kindHasFilter = (kind: SearchKind, filter: SearchFilterName) => KIND_FILTERS.get(kind)?.has(filter) ?? false;

/**
 * The kinds a request's filters can apply to, in SEARCH_KINDS' order: counted, and searched when
 * the request names no kind. `except` leaves one filter out (a facet's counts).
 */
export function kindsFilteredBy(request: SearchRequest, except?: SearchFilterName): SearchKind[] {
  const set = SEARCH_FILTER_NAMES.filter((name) => name !== except && request[name] !== undefined);
  return SEARCH_KINDS.filter((kind) => set.every((name) => kindHasFilter(kind, name)));
}
