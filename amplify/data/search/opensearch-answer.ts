import { recordFactsOf } from '../record-facts/record-facts';
import { summedFacets, type FacetCount } from './facet-counts';
import { searchHitOf, type SearchHit, type SearchResults } from './search-hit';
import { FILTER_DEFAULTS, FILTER_FIELDS, INDEXED_KIND_BY_INDEX, INDEXED_KIND_BY_KIND, type IndexedKind } from './search-index-kinds';
import type { SearchRequest } from './search-request';
import { facetOfAggregation } from './opensearch-query';
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_KINDS } from './search-terms';

/** The parts of OpenSearch's `_search` response searchContent reads (Search API, response body). */
export interface OpenSearchResponse {
  hits?: {
    total?: { value?: number; relation?: string } | number;
    hits?: {
      _index?: string;
      _id?: string;
      _score?: number | null;
      _source?: Record<string, unknown>;
      highlight?: Record<string, string[]>;
      sort?: unknown[];
    }[];
  };
  /** `kinds` (a filter aggregation around a terms one on `_index`) and the facets' (opensearch-query.ts). */
  aggregations?: Record<string, OpenSearchAggregation | undefined>;
}

/** A filter aggregation's answer, around a terms or date_histogram one (`kinds` or `values`). */
export interface OpenSearchAggregation {
  doc_count?: number;
  kinds?: { buckets?: OpenSearchBucket[] };
  values?: { buckets?: OpenSearchBucket[] };
}

export interface OpenSearchBucket {
  key?: unknown;
  key_as_string?: string;
  doc_count?: number;
}

/** The parts of an `_mget` response the profile lookup reads. */
export interface OpenSearchMultiGetResponse {
  docs?: { _id?: string; found?: boolean; _source?: Record<string, unknown> }[];
}

export type ProfileNames = ReadonlyMap<string, { username?: unknown; displayName?: unknown }>;

const MARKS = new RegExp(`[${HIGHLIGHT_START}${HIGHLIGHT_END}]`, 'g');
/** A record's own text never carries the marks (only the search places them). */
const unmarked = (value: unknown) => (typeof value === 'string' ? value.replace(MARKS, '') : value);

/** The profile ids the page's bans and reports are on, for their names. */
export function profileIdsOf(response: OpenSearchResponse): string[] {
  return (response.hits?.hits ?? []).flatMap((hit) => {
    const kind = INDEXED_KIND_BY_INDEX.get(hit._index ?? '');
    const id = hit._source?.profileId;
    return kind?.isOnProfile && typeof id === 'string' ? [id] : [];
  });
}

/** An `_mget` answer as the names of the profiles found (a hidden profile is in no index: not found). */
export function profileNamesOf(response: OpenSearchMultiGetResponse | null): ProfileNames {
  const names = new Map<string, { username?: unknown; displayName?: unknown }>();
  for (const doc of response?.docs ?? []) if (doc.found && doc._id && doc._source) names.set(doc._id, doc._source);
  return names;
}

/**
 * OpenSearch's answer as searchContent's: totals per kind from the `_index` aggregation (every
 * kind the filters apply to, whatever the kind filter), the total of the kind asked for, and the
 * page's hits with the local SearchHit's fields. Hits of an index that is no kind's are dropped.
 */
export function toSearchResults(request: SearchRequest, response: OpenSearchResponse | null, profiles: ProfileNames = new Map()): SearchResults {
  const byIndex = new Map<string, number>();
  for (const bucket of response?.aggregations?.kinds?.kinds?.buckets ?? []) if (typeof bucket.key === 'string') byIndex.set(bucket.key, Number(bucket.doc_count ?? 0));
  const counts = SEARCH_KINDS.map((kind) => ({ kind, count: byIndex.get(INDEXED_KIND_BY_KIND.get(kind)?.index ?? '') ?? 0 }));
  const total = response?.hits?.total;
  const hits = (response?.hits?.hits ?? []).flatMap((hit) => {
    const kind = INDEXED_KIND_BY_INDEX.get(hit._index ?? '');
    if (!kind || !hit._source) return [];
    return [hitOf(kind, hit._source, hit.highlight ?? {}, rankOf(request, hit), profiles)];
  });
  return {
    total: typeof total === 'number' ? total : Number(total?.value ?? 0),
    page: request.page,
    pageSize: request.pageSize,
    counts,
    facets: facetsOf(response),
    hits,
  };
}

/**
 * The facets' counts per value, summed over the kinds each was counted on and ordered as the local
 * search's (facet-counts.ts). A year is its histogram bucket's `yyyy`; empty buckets and values
 * that are no text are left out.
 */
function facetsOf(response: OpenSearchResponse | null): FacetCount[] {
  const counts: FacetCount[] = [];
  for (const [name, aggregation] of Object.entries(response?.aggregations ?? {})) {
    const facet = facetOfAggregation(name);
    if (!facet) continue;
    for (const bucket of aggregation?.values?.buckets ?? []) {
      const value = facet === 'year' ? bucket.key_as_string : bucket.key;
      const count = Number(bucket.doc_count ?? 0);
      if (typeof value === 'string' && value && count > 0) counts.push({ facet, value, count });
    }
  }
  return summedFacets(counts);
}

/** Only a relevance order ranks (the first sort value is the score); by date every hit ranks 0, as locally. */
function rankOf(request: SearchRequest, hit: { _score?: number | null; sort?: unknown[] }): number {
  if (request.sort !== 'RELEVANCE') return 0;
  const score = typeof hit.sort?.[0] === 'number' ? hit.sort[0] : hit._score;
  return typeof score === 'number' && Number.isFinite(score) ? score : 0;
}

/** A ban's or report's platform fact (amplify/data/record-facts), as the local search shows it (`facts->>'platform'`). */
function platformFactOf(kind: IndexedKind, source: Record<string, unknown>): string | null {
  return kind.sourceModel === 'PlatformBan' || kind.sourceModel === 'ShadowbanExperience' ? recordFactsOf(kind.sourceModel, source).platform : null;
}

function hitOf(kind: IndexedKind, source: Record<string, unknown>, highlight: Record<string, string[]>, rank: number, profiles: ProfileNames): SearchHit {
  const values: Record<string, unknown> = { id: source.id };
  for (const [name, field] of Object.entries(kind.shows)) values[name] = unmarked(source[field]);
  if (kind.title) values.title = highlight[kind.title]?.[0] ?? unmarked(source[kind.title]);
  values.snippet = snippetOf(kind, source, highlight);
  if (kind.date) values.date = source[kind.date];
  if (kind.platform) values.platform = platformFactOf(kind, source);
  if (kind.isOnProfile) {
    const profile = typeof source.profileId === 'string' ? profiles.get(source.profileId) : undefined;
    values.username = unmarked(profile?.username);
    values.displayName = unmarked(profile?.displayName);
    values.appealStatus = source[FILTER_FIELDS.appealStatus] ?? FILTER_DEFAULTS.appealStatus;
    values.verification = source[FILTER_FIELDS.verification] ?? FILTER_DEFAULTS.verification;
    if (kind.kind === 'BAN') values.isActive = source.isActive;
  }
  return searchHitOf(kind.kind, rank, values);
}

/**
 * Up to two fragments that hold a match, from the snippet's attributes in order, joined by an
 * ellipsis (ts_headline's MaxFragments=2); when none matched, the start of the first attribute
 * with text, as ts_headline shows the start when nothing in the text matched.
 */
function snippetOf(kind: IndexedKind, source: Record<string, unknown>, highlight: Record<string, string[]>): string | null {
  const fragments = kind.snippet.flatMap((field) => highlight[field] ?? []);
  const matched = fragments.filter((fragment) => fragment.includes(HIGHLIGHT_START));
  if (matched.length > 0) return matched.slice(0, 2).join(' … ');
  if (fragments.length > 0) return fragments[0];
  for (const field of kind.snippet) {
    const text = unmarked(source[field]);
    if (typeof text === 'string' && text.trim()) return startOf(text);
  }
  return null;
}

/** About the first 30 words, cut at a word. */
function startOf(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length <= 30 ? words.join(' ') : words.slice(0, 30).join(' ');
}
