import { recordFactsOf } from '../record-facts/record-facts';
import { refuseStatistics } from '../statistics/statistics-request-error';
import type { StreamCatalogueFilters } from '../statistics/stream-catalogue-filters';
import type { OpenSearchResponse } from './opensearch-answer';
import { simpleQuery, valueOrAbsent, type Clause, type OpenSearchRequest } from './opensearch-query';
import { INDEXED_KIND_BY_KIND } from './search-index-kinds';
import type { SearchIndexPort } from './search-on-index';
import { toSimpleQuery } from './simple-query';
import { CATALOGUE_FIELDS, MISSING_STREAM_STATUS } from './stream-catalogue-index';

/**
 * The stream catalogue's search box on AWS: listContentEntries' STREAMS with words (`query`),
 * answered from the stream index (search-index-kinds.ts, fed from the Stream table) as the local
 * SQL answers it (backend/data/custom-operations/stream-catalogue-filters.ts): the streams whose
 * title or description hold the words (websearch syntax, English stemming and stop words), the
 * other filters, the catalogue order, the window and the true total, in one `_search`.
 */

/** A window of a list, and what listContentEntries answers for it. */
export type CatalogueWindow = { offset: number; limit: number };
export type CatalogueEntries = { total: number; entries: { id: string; key: string | null; updatedAt: string | null }[] };
/** A STREAMS request with words (readStreamCatalogueFilters' query). */
export type StreamSearchFilters = StreamCatalogueFilters & { query: string };

/** OpenSearch's `index.max_result_window` (its default): from + size may not pass it. */
export const STREAM_SEARCH_WINDOW = 10_000;

const streams = INDEXED_KIND_BY_KIND.get('STREAM')!;

/**
 * The request: every condition a filter (no score: the catalogue order is the order), the words
 * over the searched attributes with every word required (as contentSearch asks, simple-query.ts),
 * the order as STREAM_CATALOGUE_ORDER (chart position, the unranked last; the newest added, none
 * last; the sorted title, none last; id), the exact total. Only the entry's attributes are
 * returned. Null when the words are all operators: nothing matches, as locally.
 */
export function buildStreamCatalogueSearch(filters: StreamSearchFilters, window: CatalogueWindow): OpenSearchRequest | null {
  const words = toSimpleQuery(filters.query);
  if (!words) return null;
  const conditions: Clause[] = [simpleQuery(words, streams.searched.map(({ field }) => field), 'and')];
  if (filters.status !== undefined) conditions.push(valueOrAbsent(CATALOGUE_FIELDS.status, filters.status, MISSING_STREAM_STATUS));
  if (filters.genre !== undefined) conditions.push({ term: { [CATALOGUE_FIELDS.genre]: filters.genre } });
  if (filters.language !== undefined) conditions.push({ term: { [CATALOGUE_FIELDS.language]: filters.language } });
  if (filters.isFeaturedOnly) conditions.push({ term: { [CATALOGUE_FIELDS.featured]: true } });
  const last = (field: string, order: 'asc' | 'desc') => ({ [field]: { order, missing: '_last' } });
  return {
    // An index not made yet (no stream ever written) holds no match.
    path: `/${streams.index}/_search?ignore_unavailable=true`,
    body: {
      query: { bool: { filter: conditions } },
      from: window.offset,
      size: window.limit,
      track_total_hits: true,
      sort: [last(CATALOGUE_FIELDS.chartPosition, 'asc'), last(CATALOGUE_FIELDS.addedOn, 'desc'), last(CATALOGUE_FIELDS.sortTitle, 'asc'), { id: { order: 'asc' } }],
      _source: ['id', 'slug', 'updatedAt'],
    },
  };
}

/** The answer's total (an exact count: track_total_hits). */
const totalOf = (response: OpenSearchResponse | null) => {
  const total = response?.hits?.total;
  return typeof total === 'number' ? total : Number(total?.value ?? 0);
};

/**
 * OpenSearch's answer as listContentEntries': the total, and each hit's id, address key and last
 * change as the local list shows them (the stream's slug and updatedAt facts).
 */
export function toStreamCatalogueEntries(response: OpenSearchResponse | null): CatalogueEntries {
  const entries = (response?.hits?.hits ?? []).flatMap((hit) => {
    const source = hit._source ?? {};
    const id = typeof source.id === 'string' ? source.id : hit._id;
    if (typeof id !== 'string') return [];
    const facts = recordFactsOf('Stream', source);
    return [{ id, key: facts.slug, updatedAt: facts.updatedAt }];
  });
  return { total: totalOf(response), entries };
}

/**
 * One page of a stream search and its total. A window past OpenSearch's (from + size over
 * STREAM_SEARCH_WINDOW) is counted first: past the last match it is an empty page with the total,
 * as locally; within more matches than that it is refused (a numbered page that deep is no page
 * the site links to: the reader is told to narrow the words).
 */
export async function searchStreamCatalogue(filters: StreamSearchFilters, window: CatalogueWindow, index: SearchIndexPort): Promise<CatalogueEntries> {
  const search = buildStreamCatalogueSearch(filters, window);
  if (!search) return { total: 0, entries: [] };
  if (window.offset + window.limit <= STREAM_SEARCH_WINDOW) return toStreamCatalogueEntries((await index.post(search.path, search.body)) as OpenSearchResponse);
  const total = totalOf((await index.post(search.path, { query: search.body.query, size: 0, track_total_hits: true })) as OpenSearchResponse);
  if (window.offset >= total) return { total, entries: [] };
  throw refuseStatistics(`offset: a search of the stream catalogue pages through its first ${STREAM_SEARCH_WINDOW} matches on AWS; narrow the words.`);
}
