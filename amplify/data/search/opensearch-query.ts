import { dayAfter, restrictionValuesOf } from './record-filters';
import {
  FILTER_DEFAULTS,
  FILTER_FIELDS,
  INDEXED_KIND_BY_KIND,
  INDEXED_KINDS,
  PLATFORM_KEYWORD,
  SORT_DATE_FIELD,
  WEIGHT_BOOSTS,
  type IndexedKind,
} from './search-index-kinds';
import { kindHasFilter, kindsFilteredBy, type SearchRequest } from './search-request';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './search-terms';
import { SIMPLE_QUERY_FLAGS, toSimpleQuery } from './simple-query';

/** One request to the search domain: POST to `path` with `body` as JSON. */
export interface OpenSearchRequest {
  path: string;
  body: Record<string, unknown>;
}

type Clause = Record<string, unknown>;

/** A snippet fragment's length in characters, about ts_headline's 12-30 words. */
const SNIPPET_CHARACTERS = 160;

/**
 * searchContent as one `_search` over the indexes of the kinds its filters apply to
 * (search-index-kinds.ts), as the local search reads search_entries:
 * - each kind a `bool` clause: its index, its filters, and its words as a simple_query_string over
 *   its attributes boosted by weight (all words required); a brief is found by every attribute but
 *   scored by its title and description only, so a body-only match scores 0;
 * - the kind filter as `post_filter`, so the per-kind counts (a terms aggregation on `_index`)
 *   keep every kind the other filters apply to, as the kind filter's counts need;
 * - exact totals (`track_total_hits`), the page by from/size, the local order (score, then newest,
 *   then kind and id), and highlights wrapped in the private-use marks the site turns into <mark>.
 * Null when nothing can match: no kind left to search, or words that are all operators.
 */
export function buildSearchQuery(request: SearchRequest): OpenSearchRequest | null {
  const kinds = kindsFilteredBy(request).flatMap((name) => INDEXED_KIND_BY_KIND.get(name) ?? []);
  if (kinds.length === 0) return null;
  const words = request.q ? toSimpleQuery(request.q) : '';
  // Words that are all operators match nothing, as websearch_to_tsquery's empty query does locally.
  if (request.q && !words) return null;
  const selected = request.kind ? INDEXED_KIND_BY_KIND.get(request.kind) : undefined;
  const body: Record<string, unknown> = {
    query: { bool: { should: kinds.map((kind) => kindClause(kind, request, words)), minimum_should_match: 1 } },
    aggs: { kinds: { terms: { field: '_index', size: INDEXED_KINDS.length } } },
    from: (request.page - 1) * request.pageSize,
    size: request.pageSize,
    track_total_hits: true,
    sort: sortOf(request),
    _source: { excludes: ['longDescription'] },
    highlight: highlightOf(kinds),
  };
  if (request.kind) body.post_filter = { term: { _index: selected?.index ?? '' } };
  return { path: `/${kinds.map((kind) => kind.index).join(',')}/_search?ignore_unavailable=true`, body };
}

const boosted = (fields: readonly { field: string; weight: 'A' | 'B' | 'C' | 'D' }[]) => fields.map(({ field, weight }) => `${field}^${WEIGHT_BOOSTS.get(weight)}`);

const simpleQuery = (query: string, fields: string[], operator: 'and' | 'or'): Clause => ({
  simple_query_string: { query, fields, default_operator: operator, flags: SIMPLE_QUERY_FLAGS },
});

function kindClause(kind: IndexedKind, request: SearchRequest, words: string): Clause {
  const filter: Clause[] = [{ term: { _index: kind.index } }, ...filtersOf(kind, request)];
  if (kind.onlyWhen) filter.push({ term: { [kind.onlyWhen.field]: kind.onlyWhen.value } });
  // No words (browsing): every record of the kind by the filters.
  if (!request.q) return { bool: { filter } };
  const everyField = simpleQuery(words, boosted(kind.searched), 'and');
  if (!kind.rankedBy) return { bool: { filter, must: [everyField] } };
  const ranking = kind.searched.filter(({ field }) => kind.rankedBy!.includes(field));
  // Found by every attribute (a filter scores nothing), scored by the ranking ones alone.
  return { bool: { filter: [...filter, everyField], should: [simpleQuery(words, boosted(ranking), 'or')] } };
}

/** Equal to a value, or (for the value an absent attribute means) absent. */
function valueOrAbsent(field: string, value: string, absentMeans: string): Clause {
  if (value !== absentMeans) return { term: { [field]: value } };
  return { bool: { should: [{ term: { [field]: value } }, { bool: { must_not: [{ exists: { field } }] } }], minimum_should_match: 1 } };
}

/** The request's filters on one kind, for the filters it has (search-request.ts says which). */
function filtersOf(kind: IndexedKind, request: SearchRequest): Clause[] {
  const filters: Clause[] = [];
  if (request.platform !== undefined && kindHasFilter(kind.kind, 'platform') && kind.platform)
    filters.push({ term: { [`${kind.platform}.${PLATFORM_KEYWORD}`]: request.platform } });
  if (request.restriction !== undefined && kindHasFilter(kind.kind, 'restriction'))
    filters.push({ terms: { [FILTER_FIELDS.restriction]: [...restrictionValuesOf(request.restriction)] } });
  if (request.verification !== undefined && kindHasFilter(kind.kind, 'verification'))
    filters.push(valueOrAbsent(FILTER_FIELDS.verification, request.verification, FILTER_DEFAULTS.verification));
  if (request.appealStatus !== undefined && kindHasFilter(kind.kind, 'appealStatus'))
    filters.push(valueOrAbsent(FILTER_FIELDS.appealStatus, request.appealStatus, FILTER_DEFAULTS.appealStatus));
  if (kind.date) {
    // Dates are keywords compared bytewise, as the local search compares them: a year is every
    // date from "2024" up to "2025", and a range's end the next day, exclusive.
    if (request.year !== undefined && kindHasFilter(kind.kind, 'year')) filters.push({ range: { [kind.date]: { gte: String(request.year), lt: String(request.year + 1) } } });
    if (request.dateFrom !== undefined && kindHasFilter(kind.kind, 'dateFrom')) filters.push({ range: { [kind.date]: { gte: request.dateFrom } } });
    if (request.dateTo !== undefined && kindHasFilter(kind.kind, 'dateTo')) filters.push({ range: { [kind.date]: { lt: dayAfter(request.dateTo) } } });
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
