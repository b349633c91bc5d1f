import { dayAfter, restrictionValuesOf } from './record-filters';
import {
  FILTER_DEFAULTS,
  FILTER_FIELDS,
  DAY_FIELD,
  INDEXED_KIND_BY_KIND,
  INDEXED_KINDS,
  PLATFORM_KEYWORD,
  SORT_DATE_FIELD,
  WEIGHT_BOOSTS,
  type IndexedKind,
} from './search-index-kinds';
import { kindHasFilter, kindsFilteredBy, type SearchFilterName, type SearchRequest } from './search-request';
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_FACETS, type SearchFacet } from './search-terms';
import { SIMPLE_QUERY_FLAGS, toSimpleQuery } from './simple-query';

/** One request to the search domain: POST to `path` with `body` as JSON. */
export interface OpenSearchRequest {
  path: string;
  body: Record<string, unknown>;
}

export type Clause = Record<string, unknown>;

/** A snippet fragment's length in characters, about ts_headline's 12-30 words. */
const SNIPPET_CHARACTERS = 160;

/**
 * searchContent as one `_search` over the indexes of the kinds it counts (search-index-kinds.ts),
 * as the local search reads search_entries:
 * - the query holds the words only: each kind a `bool` clause, its index and its words as a
 *   simple_query_string over its attributes boosted by weight (all words required); a brief is
 *   found by every attribute but scored by its title and description only (a body-only match
 *   scores 0); without words every record of the kind;
 * - the filters and the kind asked for are `post_filter` (the hits and the total), and each count
 *   is an aggregation with its own filters: per kind with every filter (the kind filter's counts),
 *   per facet value with every other filter (the filters' counts, facetAggregations);
 * - exact totals (`track_total_hits`), the page by from/size, the local order (score, then newest,
 *   then kind and id), and highlights wrapped in the private-use marks the site turns into <mark>.
 * Null when nothing can match: no kind left to search, or words that are all operators.
 */
export function buildSearchQuery(request: SearchRequest): OpenSearchRequest | null {
  const filtered = kindsOf(kindsFilteredBy(request));
  if (filtered.length === 0) return null;
  const words = request.q ? toSimpleQuery(request.q) : '';
  // Words that are all operators match nothing, as websearch_to_tsquery's empty query does locally.
  if (request.q && !words) return null;
  // Every kind some count needs: the filtered kinds, and those a facet's counts reach with its own filter left out.
  const searched = INDEXED_KINDS.filter((kind) => filtered.includes(kind) || SEARCH_FACETS.some((facet) => facetKinds(request, facet).includes(kind)));
  const shown = request.kind ? filtered.filter((kind) => kind.kind === request.kind) : filtered;
  const body: Record<string, unknown> = {
    // The words only (and what makes a record searchable at all): the filters are post_filter and
    // the aggregations' own, so each count can leave its own filter out.
    query: { bool: { should: searched.map((kind) => wordsClause(kind, request, words)), minimum_should_match: 1 } },
    post_filter: filteredBy(shown, request),
    aggs: { kinds: { filter: filteredBy(filtered, request), aggs: { kinds: { terms: { field: '_index', size: INDEXED_KINDS.length } } } }, ...facetAggregations(request) },
    from: (request.page - 1) * request.pageSize,
    size: request.pageSize,
    track_total_hits: true,
    sort: sortOf(request),
    _source: { excludes: ['longDescription'] },
    highlight: highlightOf(filtered),
  };
  return { path: `/${searched.map((kind) => kind.index).join(',')}/_search?ignore_unavailable=true`, body };
}

const kindsOf = (names: readonly string[]) => INDEXED_KINDS.filter((kind) => names.includes(kind.kind));

/** The records of `kinds` that pass the request's filters (all but `except`). */
function filteredBy(kinds: readonly IndexedKind[], request: SearchRequest, except?: SearchFilterName): Clause {
  const clauses = kinds.map((kind) => ({ bool: { filter: [{ term: { _index: kind.index } }, ...filtersOf(kind, request, except)] } }));
  return { bool: { should: clauses, minimum_should_match: 1 } };
}

/** Largest number of values a facet lists: every platform, restriction, step, status or year there is. */
const FACET_SIZE = 100;
const FACET_AGGREGATION = (facet: SearchFacet, kind: IndexedKind) => `facet:${facet}:${kind.kind}`;

/**
 * A facet's counts per value, as the local search counts them (search-facets.ts): over the kinds
 * that have the facet, pass the other filters and are the kind asked for, with its own filter left
 * out; one terms aggregation per kind (a platform or date is a different attribute in each), summed
 * in the answer. An absent appeal status or verification counts as NONE and SELF_REPORTED; a record
 * without a restriction is no value. Years come from the date's `year` sub-field (a date).
 */
function facetAggregations(request: SearchRequest): Record<string, Clause> {
  const aggregations: Record<string, Clause> = {};
  for (const facet of SEARCH_FACETS) {
    for (const kind of facetKinds(request, facet)) {
      const counted = facetTerms(facet, kind);
      if (counted) aggregations[FACET_AGGREGATION(facet, kind)] = { filter: filteredBy([kind], request, facet), aggs: { values: counted } };
    }
  }
  return aggregations;
}

/** The kinds a facet is counted on: those that have it, pass the other filters, and are the kind asked for. */
const facetKinds = (request: SearchRequest, facet: SearchFacet) =>
  kindsOf(kindsFilteredBy(request, facet)).filter((kind) => kindHasFilter(kind.kind, facet) && (!request.kind || request.kind === kind.kind));

function facetTerms(facet: SearchFacet, kind: IndexedKind): Clause | null {
  switch (facet) {
    case 'platform':
      return kind.platform ? { terms: { field: `${kind.platform}.${PLATFORM_KEYWORD}`, size: FACET_SIZE } } : null;
    case 'restriction':
      return { terms: { field: FILTER_FIELDS.restriction, size: FACET_SIZE } };
    case 'verification':
      return { terms: { field: FILTER_FIELDS.verification, size: FACET_SIZE, missing: FILTER_DEFAULTS.verification } };
    case 'appealStatus':
      return { terms: { field: FILTER_FIELDS.appealStatus, size: FACET_SIZE, missing: FILTER_DEFAULTS.appealStatus } };
    case 'year':
      return kind.date ? { date_histogram: { field: `${kind.date}.${DAY_FIELD}`, calendar_interval: 'year', format: 'yyyy', min_doc_count: 1 } } : null;
  }
}

/** Reads a facet aggregation's name back: its facet, or undefined for any other name. */
export function facetOfAggregation(name: string): SearchFacet | undefined {
  const [prefix, facet] = name.split(':');
  return prefix === 'facet' ? SEARCH_FACETS.find((known) => known === facet) : undefined;
}

const boosted = (fields: readonly { field: string; weight: 'A' | 'B' | 'C' | 'D' }[]) => fields.map(({ field, weight }) => `${field}^${WEIGHT_BOOSTS.get(weight)}`);

/** The words (simple-query.ts) over `fields`: each word required ('and') or any ('or'). */
export const simpleQuery = (query: string, fields: readonly string[], operator: 'and' | 'or'): Clause => ({
  simple_query_string: { query, fields, default_operator: operator, flags: SIMPLE_QUERY_FLAGS },
});

/** A kind's records that hold the words (every record of the kind when browsing), scored by its weights. */
function wordsClause(kind: IndexedKind, request: SearchRequest, words: string): Clause {
  const filter: Clause[] = [{ term: { _index: kind.index } }];
  if (kind.onlyWhen) filter.push({ term: { [kind.onlyWhen.field]: kind.onlyWhen.value } });
  // No words (browsing): every record of the kind, the filters decide.
  if (!request.q) return { bool: { filter } };
  const everyField = simpleQuery(words, boosted(kind.searched), 'and');
  if (!kind.rankedBy) return { bool: { filter, must: [everyField] } };
  const ranking = kind.searched.filter(({ field }) => kind.rankedBy!.includes(field));
  // Found by every attribute (a filter scores nothing), scored by the ranking ones alone.
  return { bool: { filter: [...filter, everyField], should: [simpleQuery(words, boosted(ranking), 'or')] } };
}

/** Equal to a value, or (for the value an absent attribute means) absent. */
export function valueOrAbsent(field: string, value: string, absentMeans: string): Clause {
  if (value !== absentMeans) return { term: { [field]: value } };
  return { bool: { should: [{ term: { [field]: value } }, { bool: { must_not: [{ exists: { field } }] } }], minimum_should_match: 1 } };
}

/** The request's filters on one kind, for the filters it has (search-request.ts says which). */
function filtersOf(kind: IndexedKind, request: SearchRequest, except?: SearchFilterName): Clause[] {
  const filters: Clause[] = [];
  const wanted = (name: SearchFilterName) => name !== except && request[name] !== undefined && kindHasFilter(kind.kind, name);
  if (wanted('platform') && kind.platform)
    filters.push({ term: { [`${kind.platform}.${PLATFORM_KEYWORD}`]: request.platform } });
  if (wanted('restriction')) filters.push({ terms: { [FILTER_FIELDS.restriction]: [...restrictionValuesOf(request.restriction!)] } });
  if (wanted('verification')) filters.push(valueOrAbsent(FILTER_FIELDS.verification, request.verification!, FILTER_DEFAULTS.verification));
  if (wanted('appealStatus')) filters.push(valueOrAbsent(FILTER_FIELDS.appealStatus, request.appealStatus!, FILTER_DEFAULTS.appealStatus));
  if (kind.date) {
    // Dates are keywords compared bytewise, as the local search compares them: a year is every
    // date from "2024" up to "2025", and a range's end the next day, exclusive.
    if (wanted('year')) filters.push({ range: { [kind.date]: { gte: String(request.year), lt: String(request.year! + 1) } } });
    if (wanted('dateFrom')) filters.push({ range: { [kind.date]: { gte: request.dateFrom } } });
    if (wanted('dateTo')) filters.push({ range: { [kind.date]: { lt: dayAfter(request.dateTo!) } } });
  }
  return filters;
}

/** The local order: by score or by date (undated kinds last), then by kind (its index) and id, so pages never overlap. */
function sortOf(request: SearchRequest): Clause[] {
  const byDate = (order: 'asc' | 'desc') => ({ [SORT_DATE_FIELD]: { order, missing: '_last', unmapped_type: 'keyword' } });
  const tail = [{ _index: { order: 'asc' } }, { id: { order: 'asc', unmapped_type: 'keyword' } }];
  if (request.sort === 'RELEVANCE') return [{ _score: { order: 'desc' } }, byDate('desc'), ...tail];
  return [byDate(request.sort === 'OLDEST' ? 'asc' : 'desc'), ...tail];
}

/**
 * Titles highlighted whole, snippets as up to two fragments per attribute (the start of the text
 * when nothing in it matched). The default encoder returns the text as stored: the site escapes
 * it, and the marks are the only thing it reads as highlighting (the pipeline removes them from
 * the records' text).
 */
function highlightOf(kinds: readonly IndexedKind[]): Clause {
  const fields: Record<string, Clause> = {};
  for (const kind of kinds) {
    if (kind.title) fields[kind.title] = { number_of_fragments: 0 };
    for (const field of kind.snippet)
      if (field !== kind.title) fields[field] = { fragment_size: SNIPPET_CHARACTERS, number_of_fragments: 2, no_match_size: SNIPPET_CHARACTERS };
  }
  return { pre_tags: [HIGHLIGHT_START], post_tags: [HIGHLIGHT_END], fields };
}

/** The profiles the page's bans and reports are on, by id, from the creators' index (their username and display name). */
export function buildProfileLookup(profileIds: readonly string[]): OpenSearchRequest | null {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return null;
  const creators = INDEXED_KIND_BY_KIND.get('CREATOR')!;
  return { path: `/${creators.index}/_mget`, body: { docs: ids.map((id) => ({ _id: id, _source: ['username', 'displayName'] })) } };
}
