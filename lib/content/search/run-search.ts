import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_BUSY_ERROR_TYPE,
  SEARCH_TIMEOUT_ERROR_TYPE,
} from '@/amplify/data/search/search-terms';
import { readPublicData } from '@/lib/data/public-data';
import { SEARCH_KIND_CHOICES } from './search-choices';
import { rememberedSearch } from './remembered-searches';
import { parseSearchParams, type SearchQuery } from './search-params';
import type { SearchPage, SearchResultsWire } from './search-types';
import { toFacetChoices } from './search-facet-choices';
import { toSearchResult } from './to-search-result';

/**
 * What a search address comes to: a refusal to show, or a page of results (an address without
 * words browses the records by its filters). A search the API refused keeps its query, for the
 * form to offer again; one that could not run now (rather than a bad one) also says when to try again.
 */
export type SearchOutcome =
  | { status: 'invalid'; message: string; query?: SearchQuery; retryAfterSeconds?: number }
  | { status: 'found'; page: SearchPage };

type Params = Parameters<typeof parseSearchParams>[0];

/** Refusals the API words for readers (bad input); anything else is a fault and is thrown. */
class SearchRefused extends Error {}

/**
 * A search over very common words may run out of its own time (searchContent's SearchTimeout) or
 * past the API's limit for any request (ExecutionTimeout): the reader is told, not shown a 500.
 */
class SearchTooSlow extends Error {}
const TOO_SLOW_ERROR_TYPES: ReadonlySet<string> = new Set([SEARCH_TIMEOUT_ERROR_TYPE, 'ExecutionTimeout']);
export const SEARCH_TOO_SLOW_MESSAGE =
  'That search took too long: its words are in too many records. Add a more specific word, or narrow it by kind, platform or year.';

/** Too many searches were waiting for their turn (searchContent's SearchBusy): nothing wrong with this one. */
class SearchBusy extends Error {}
export const SEARCH_BUSY_MESSAGE = 'Search is busy right now. Please try again in a few seconds.';

/**
 * Runs the search a /search (or /api/search) address asks for, through the public API key: only
 * what a guest may read. A search asked again within seconds is answered from remembered-searches.ts.
 */
export async function runSearch(params: Params): Promise<SearchOutcome> {
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return { status: 'invalid', message: parsed.message };
  const { query } = parsed;
  try {
    const wire = await rememberedSearch(query, askForResults);
    return { status: 'found', page: toSearchPage(query, wire) };
  } catch (error) {
    if (error instanceof SearchRefused) return { status: 'invalid', message: error.message, query };
    if (error instanceof SearchTooSlow)
      return { status: 'invalid', message: SEARCH_TOO_SLOW_MESSAGE, query, retryAfterSeconds: 5 };
    if (error instanceof SearchBusy)
      return { status: 'invalid', message: SEARCH_BUSY_MESSAGE, query, retryAfterSeconds: 2 };
    throw error;
  }
}

/** One page of results from the API, or the refusal its errors name. */
function askForResults(query: SearchQuery): Promise<SearchResultsWire> {
  return readPublicData<SearchResultsWire>(async (client, context) => {
    const answer = await client.queries.searchContent(context, {
      q: query.q || undefined,
      kind: query.kind,
      platform: query.platform,
      restriction: query.restriction,
      verification: query.verification,
      appealStatus: query.appealStatus,
      year: query.year,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      sort: query.sort,
      page: query.page,
      pageSize: DEFAULT_SEARCH_PAGE_SIZE,
    });
    const refusal = answer.errors?.find((error) => error.errorType === 'BadRequest');
    if (refusal) throw new SearchRefused(refusal.message);
    if (answer.errors?.some((error) => TOO_SLOW_ERROR_TYPES.has(error.errorType ?? '')))
      throw new SearchTooSlow();
    if (answer.errors?.some((error) => error.errorType === SEARCH_BUSY_ERROR_TYPE)) throw new SearchBusy();
    if (answer.errors?.length || !answer.data)
      throw new Error(`searchContent failed: ${answer.errors?.map((error) => error.message).join('; ')}`);
    return answer.data as unknown as SearchResultsWire;
  });
}

/** The API's answer as the page shows it. */
export function toSearchPage(query: SearchQuery, wire: SearchResultsWire): SearchPage {
  const counts = new Map(wire.counts.map((count) => [count.kind, count.count]));
  return {
    query,
    total: wire.total,
    pageSize: wire.pageSize,
    pageCount: Math.ceil(wire.total / Math.max(1, wire.pageSize)),
    counts: SEARCH_KIND_CHOICES.map((choice) => ({
      kind: choice.kind,
      label: choice.label,
      count: counts.get(choice.kind) ?? 0,
    })),
    facets: toFacetChoices(query, wire.facets ?? []),
    results: wire.hits.map(toSearchResult),
  };
}
