import { APPEAL_STATUSES } from '../../../amplify/data/enums';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_YEAR,
  MIN_SEARCH_YEAR,
  SEARCH_KINDS,
  SEARCH_PLATFORM_PATTERN,
  type SearchKind,
} from '../../../amplify/data/search/search-terms';
import { badRequest } from '../operations/data-api-error';

/** A searchContent request, checked: every value in range, nothing left to trust. */
export interface SearchRequest {
  q: string;
  kind?: SearchKind;
  platform?: string;
  year?: number;
  appealStatus?: string;
  page: number;
  pageSize: number;
}

// Control characters carry no words, and PostgreSQL refuses NUL in text outright.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\uE000\uE001]+/g;

/** searchContent's arguments as a SearchRequest, or a BadRequest that says what to change. */
export function readSearchArguments(args: Record<string, unknown>): SearchRequest {
  const q = typeof args.q === 'string' ? args.q.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim() : '';
  if (!q) throw badRequest('Type a word to search for (q is empty).');
  if (q.length > MAX_SEARCH_QUERY_LENGTH) throw badRequest(`q is too long: at most ${MAX_SEARCH_QUERY_LENGTH} characters.`);
  const request: SearchRequest = {
    q,
    page: integerIn(args.page, 'page', 1, MAX_SEARCH_PAGE) ?? 1,
    pageSize: integerIn(args.pageSize, 'pageSize', 1, MAX_SEARCH_PAGE_SIZE) ?? DEFAULT_SEARCH_PAGE_SIZE,
  };
  if (args.kind != null) request.kind = oneOf(args.kind, 'kind', SEARCH_KINDS);
  if (args.appealStatus != null) request.appealStatus = oneOf(args.appealStatus, 'appealStatus', APPEAL_STATUSES);
  const year = integerIn(args.year, 'year', MIN_SEARCH_YEAR, MAX_SEARCH_YEAR);
  if (year !== undefined) request.year = year;
  if (typeof args.platform === 'string' && args.platform.trim()) {
    const platform = args.platform.trim().toLowerCase();
    if (!SEARCH_PLATFORM_PATTERN.test(platform)) throw badRequest('platform must be a platform id such as x or youtube.');
    request.platform = platform;
  }
  return request;
}

function integerIn(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

function oneOf<T extends string>(value: unknown, name: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === value);
  if (!found) throw badRequest(`${name} must be one of ${choices.join(', ')}.`);
  return found;
}
