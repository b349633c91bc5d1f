import type { SearchFacet, SearchKind } from '@/amplify/data/search/search-terms';
import type { SearchQuery } from './search-params';
import type { TextSegment } from './split-highlights';

/** A hit as searchContent sends it (amplify/data/models/search-operations.ts SearchHit). */
export interface SearchHitWire {
  kind: SearchKind;
  id: string;
  rank: number;
  title?: string | null;
  snippet?: string | null;
  slug?: string | null;
  username?: string | null;
  displayName?: string | null;
  name?: string | null;
  platform?: string | null;
  date?: string | null;
  appealStatus?: string | null;
  isActive?: boolean | null;
  verification?: string | null;
}

export interface SearchResultsWire {
  total: number;
  page: number;
  pageSize: number;
  counts: { kind: SearchKind; count: number }[];
  /** Matches per value of each filter, the other filters applied (SearchFacetCount). */
  facets?: { facet: SearchFacet; value: string; count: number }[] | null;
  hits: SearchHitWire[];
}

/** One value of a filter as the page offers it: its words, its count, and whether it is chosen. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
  isChosen: boolean;
}

/** A filter with its values' counts, largest first (years newest first). */
export interface FacetGroup {
  facet: SearchFacet;
  label: string;
  choices: FacetChoice[];
}

/** One result as the page and /api/search show it. */
export interface SearchResult {
  kind: SearchKind;
  id: string;
  kindLabel: string;
  /** The public page that shows the record; null when it has none to link (a ban on a vanished profile). */
  href: string | null;
  title: TextSegment[];
  snippet: TextSegment[];
  /** Short facts under the title: date, platform, appeal status, author. */
  details: string[];
}

export interface SearchPage {
  query: SearchQuery;
  total: number;
  pageSize: number;
  pageCount: number;
  counts: { kind: SearchKind; label: string; count: number }[];
  /** The filters' values with their counts; a filter no match carries a value of is absent. */
  facets: FacetGroup[];
  results: SearchResult[];
}
