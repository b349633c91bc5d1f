import { APPEAL_STATUSES, VERIFICATION_LEVELS } from '../enums';
import type { SearchKind } from './search-terms';

/** A hit as searchContent answers it (SearchHit in amplify/data/models/search-operations.ts). */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  rank: number;
  title: string | null;
  snippet: string | null;
  slug: string | null;
  username: string | null;
  displayName: string | null;
  name: string | null;
  platform: string | null;
  date: string | null;
  appealStatus: string | null;
  isActive: boolean | null;
  verification: string | null;
}

/** searchContent's answer (SearchResults). */
export interface SearchResults {
  total: number;
  page: number;
  pageSize: number;
  counts: { kind: string; count: number }[];
  /** Matches per value of each filter, the others applied (SearchFacetCount); absent where a backend counts none. */
  facets?: { facet: string; value: string; count: number }[];
  hits: SearchHit[];
}

/**
 * A hit from whatever the store read (a SQL row, a search engine's document): blank text is
 * null, and enums carry only their values, since anything else stored would fail the whole
 * answer's serialisation.
 */
export function searchHitOf(kind: SearchKind, rank: number, values: Record<string, unknown>): SearchHit {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const appealStatus = text(values.appealStatus);
  const verification = text(values.verification);
  return {
    kind,
    id: String(values.id),
    rank,
    title: text(values.title),
    snippet: text(values.snippet),
    slug: text(values.slug),
    username: text(values.username),
    displayName: text(values.displayName),
    name: text(values.name),
    platform: text(values.platform),
    date: text(values.date),
    appealStatus: appealStatus && (APPEAL_STATUSES as readonly string[]).includes(appealStatus) ? appealStatus : null,
    isActive: typeof values.isActive === 'boolean' ? values.isActive : null,
    verification: verification && (VERIFICATION_LEVELS as readonly string[]).includes(verification) ? verification : null,
  };
}
