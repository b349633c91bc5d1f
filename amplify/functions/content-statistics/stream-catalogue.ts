import type { StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';
import { readStreamCatalogueFilters, type StreamCatalogueFilters } from '../../data/statistics/stream-catalogue-filters';
import { recordFactsOf, type StreamFacts } from '../../data/record-facts/record-facts';
import type { Item, ItemFilter } from './item-filters';
import { expression, id, orderBy, TEXT, WHOLE_NUMBER } from './item-order';

/**
 * The stream catalogue (/streams) over scanned Stream items: the local SQL's filters and order
 * (backend/data/custom-operations/stream-catalogue-filters.ts), shared by the STREAMS list and
 * streamFacetCounts; a search (words) is the search index's. Genres, language, chart position,
 * added day and sorted title are the stream's facts (amplify/data/record-facts), the values the
 * local store keeps beside each stream.
 */

/** The fields of a Stream the catalogue's filters and order read (the scan's projection, with the entry's). */
export const STREAM_CATALOGUE_FIELDS = ['status', 'genre', 'language', 'featured', 'ranking', 'date', 'created_at', 'title'] as const;

/** A stream item's facts, computed once per item however many tests and keys read them. */
const factsCache = new WeakMap<Item, StreamFacts>();
function streamFactsOf(item: Item): StreamFacts {
  let facts = factsCache.get(item);
  if (facts === undefined) factsCache.set(item, (facts = recordFactsOf('Stream', item)));
  return facts;
}

/** The status fact, `coalesce(facts->>'status', 'PENDING')`: a stream saved without a status is not yet published. */
export const streamStatusOf = (item: Item): string => streamFactsOf(item).status ?? 'PENDING';

/** The stream filters as tests of one item: status as shown, a genre among the stream's and its language (the facts' choice keys), featured. */
export function streamCatalogueTests(filters: Omit<StreamCatalogueFilters, 'query'>): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { status, genre, language, isFeaturedOnly } = filters;
  if (status !== undefined) tests.push((item) => streamStatusOf(item) === status);
  if (genre !== undefined) tests.push((item) => streamFactsOf(item).genres.some(([key]) => key === genre));
  if (language !== undefined) tests.push((item) => streamFactsOf(item).language?.[0] === language);
  // `doc->'featured' = 'true'::jsonb`.
  if (isFeaturedOnly) tests.push((item) => item.featured === true);
  return tests;
}

/**
 * The STREAMS list's filters but the search box's words: a request with words (`query`) is
 * answered from the search index instead (content-lists.ts, amplify/data/search/stream-catalogue-search.ts),
 * as PostgreSQL's English full-text search answers it locally, which no test of an item can.
 */
export function streamListFilters(args: Args): ItemFilter[] {
  const { query, ...filters } = readStreamCatalogueFilters(args);
  if (query !== undefined) throw new Error('streamListFilters: a stream search is answered by the search index, not by tests of items.');
  return streamCatalogueTests(filters);
}

/**
 * The catalogue order (STREAM_CATALOGUE_ORDER, a sort key) over the stream's facts: ranking
 * ascending with the unranked last, then the newest added (none last), then the sorted title (none
 * last), then id; the local SQL orders the stored facts the same way.
 */
export const STREAM_CATALOGUE_ORDER = orderBy(
  expression((item) => streamFactsOf(item).ranking, WHOLE_NUMBER),
  expression((item) => streamFactsOf(item).addedOn, TEXT, 'DESC', 'NULLS LAST'),
  expression((item) => streamFactsOf(item).title, TEXT),
  id(),
);
