import type { SearchKind } from './search-terms';
import { CATALOGUE_ANALYSIS, CATALOGUE_PROCESSORS, CATALOGUE_PROPERTIES } from './stream-catalogue-index';

/**
 * How each kind of public record lives in the search index on AWS (an OpenSearch index per model
 * table, fed by an OpenSearch Ingestion pipeline from that table alone): the attributes searched
 * with the weights of the local search (migrations 0009 and 0026: A titles and names, B
 * descriptions and evidence, C body text, D a record's platform id), what a hit shows, and which
 * attributes the filters compare. The pipeline (search-pipeline.ts), the index mappings, the query
 * (opensearch-query.ts) and the answer (opensearch-answer.ts) all read this one table.
 */
export type Weight = 'A' | 'B' | 'C' | 'D';

export interface IndexedKind {
  kind: SearchKind;
  /** The model whose table feeds the index (read by the pipeline, never by contentSearch): only the six public models ever do. */
  sourceModel: 'Profile' | 'Brief' | 'PlatformBan' | 'ShadowbanExperience' | 'Personality' | 'Stream';
  index: string;
  /** Every attribute a query matches, with its weight. */
  searched: readonly { field: string; weight: Weight }[];
  /** The attributes that rank a match when not all of `searched` do (a brief's title and description). */
  rankedBy?: readonly string[];
  /** Highlighted whole as the hit's title. */
  title?: string;
  /** The snippet's source attributes, in order (their best fragments, joined by an ellipsis). */
  snippet: readonly string[];
  /** The record's date (YYYY-MM-DD…): year and date filters, date order. */
  date?: string;
  /** The platform's catalogue id (any case). */
  platform?: string;
  /** Whether the hit names the profile it is on (its username and display name, read from the creators' index). */
  isOnProfile: boolean;
  /** The hit's own fields read from the record (SearchHit name → attribute). */
  shows: Partial<Record<'slug' | 'username' | 'displayName' | 'name', string>>;
  /** Attributes holding HTML: tags and entities become spaces on the way in, as search_entries keeps a brief's body (migration 0020). */
  markup?: readonly string[];
  /** Kept only while this attribute has this value (a brief while it is PUBLISHED, as search_entries keeps it). */
  onlyWhen?: { field: string; value: string };
  /** What a list read off this index beside searchContent needs (the stream catalogue: stream-catalogue-index.ts). */
  catalogue?: {
    /** Mappings added to the index's (merged into a searched attribute's). */
    properties: Readonly<Record<string, Record<string, unknown>>>;
    /** Analysis settings added to the index's (normalisers, character filters). */
    analysis: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    /** The pipeline's processors that add attributes to the document, after the marks are removed. */
    processors: readonly Record<string, unknown>[];
  };
}

export const INDEXED_KINDS: readonly IndexedKind[] = [
  {
    kind: 'CREATOR',
    sourceModel: 'Profile',
    index: 'search-creator',
    searched: [
      { field: 'displayName', weight: 'A' },
      { field: 'username', weight: 'A' },
      { field: 'bio', weight: 'B' },
    ],
    title: 'displayName',
    snippet: ['bio'],
    isOnProfile: false,
    shows: { username: 'username', displayName: 'displayName' },
  },
  {
    kind: 'BRIEF',
    sourceModel: 'Brief',
    index: 'search-brief',
    searched: [
      { field: 'title', weight: 'A' },
      { field: 'description', weight: 'B' },
      { field: 'longDescription', weight: 'C' },
    ],
    // Found by its body too, ranked by title and description: a body-only match ranks 0.
    rankedBy: ['title', 'description'],
    title: 'title',
    snippet: ['description', 'longDescription'],
    date: 'blogDate',
    isOnProfile: false,
    shows: { slug: 'slug', username: 'username' },
    markup: ['longDescription'],
    onlyWhen: { field: 'status', value: 'PUBLISHED' },
  },
  {
    kind: 'BAN',
    sourceModel: 'PlatformBan',
    index: 'search-ban',
    searched: [
      { field: 'explanation', weight: 'A' },
      { field: 'evidence', weight: 'B' },
      { field: 'platformId', weight: 'D' },
    ],
    snippet: ['explanation', 'evidence'],
    date: 'dateOfBan',
    platform: 'platformId',
    isOnProfile: true,
    shows: {},
  },
  {
    kind: 'SHADOWBAN',
    sourceModel: 'ShadowbanExperience',
    index: 'search-shadowban',
    searched: [
      { field: 'description', weight: 'A' },
      { field: 'evidence', weight: 'B' },
      { field: 'category', weight: 'C' },
      { field: 'restrictionType', weight: 'C' },
      { field: 'platform', weight: 'D' },
    ],
    snippet: ['description', 'evidence'],
    date: 'date',
    platform: 'platform',
    isOnProfile: true,
    shows: {},
  },
  {
    kind: 'PERSONALITY',
    sourceModel: 'Personality',
    index: 'search-personality',
    searched: [
      { field: 'name', weight: 'A' },
      { field: 'displayName', weight: 'A' },
      { field: 'bio', weight: 'B' },
      { field: 'description', weight: 'B' },
    ],
    title: 'displayName',
    snippet: ['bio', 'description'],
    isOnProfile: false,
    shows: { slug: 'slug', name: 'name', displayName: 'displayName' },
  },
  {
    kind: 'STREAM',
    sourceModel: 'Stream',
    index: 'search-stream',
    searched: [
      { field: 'title', weight: 'A' },
      { field: 'description', weight: 'B' },
    ],
    title: 'title',
    snippet: ['description'],
    isOnProfile: false,
    shows: { slug: 'slug' },
    // The stream catalogue's search box (listContentEntries STREAMS with words) filters, orders and pages here.
    catalogue: { properties: CATALOGUE_PROPERTIES, analysis: CATALOGUE_ANALYSIS, processors: CATALOGUE_PROCESSORS },
  },
];

/** ts_rank's default weights (D 0.1, C 0.2, B 0.4, A 1.0) as OpenSearch field boosts. */
export const WEIGHT_BOOSTS = new Map<Weight, number>([
  ['A', 10],
  ['B', 4],
  ['C', 2],
  ['D', 1],
]);

/** Maps, so a name from a request or a response that is no kind or index simply is not one. */
export const INDEXED_KIND_BY_KIND = new Map(INDEXED_KINDS.map((kind) => [kind.kind, kind]));
export const INDEXED_KIND_BY_INDEX = new Map(INDEXED_KINDS.map((kind) => [kind.index, kind]));

/** The attributes a ban or report keeps its filters in (absent means NONE, SELF_REPORTED, no restriction). */
export const FILTER_FIELDS = { appealStatus: 'appealStatus', verification: 'verification', restriction: 'dsaRestriction' } as const;
/** What an absent appeal status or verification means, as the pages and the local search read it. */
export const FILTER_DEFAULTS = { appealStatus: 'NONE', verification: 'SELF_REPORTED' } as const;
/** Every index's own copy of its date, under one name, so one sort orders all kinds by date. */
export const SORT_DATE_FIELD = 'sortDate';
/** A platform attribute's keyword form, lower-cased, for the platform filter. */
export const PLATFORM_KEYWORD = 'keyword';
/** A date attribute's sub-field read as a date (the year facet's histogram); malformed dates are left out of it. */
export const DAY_FIELD = 'day';
