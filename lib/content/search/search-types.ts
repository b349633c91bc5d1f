import type { SearchKind } from '@/amplify/data/search/search-terms';
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
  hits: SearchHitWire[];
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
  results: SearchResult[];
}
