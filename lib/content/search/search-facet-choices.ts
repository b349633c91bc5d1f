import {
  APPEAL_STATUSES,
  DSA_RESTRICTION_LABELS,
  DSA_RESTRICTIONS,
  VERIFICATION_LABELS,
  VERIFICATION_LEVELS,
  type AppealStatus,
  type DsaRestriction,
  type VerificationLevel,
} from '@/amplify/data/enums';
import { SEARCH_FACETS, type SearchFacet } from '@/amplify/data/search/search-terms';
import { platformDisplayName } from '@/lib/content/platforms';
import { APPEAL_STATUS_LABELS } from '@/lib/content/profiles/profile-labels';
import type { SearchQuery } from './search-params';
import type { FacetGroup, SearchResultsWire } from './search-types';

/** What each filter is called on the page. */
export const FACET_LABELS: Readonly<Record<SearchFacet, string>> = {
  platform: 'Platform',
  restriction: 'Restriction',
  verification: 'Verification',
  appealStatus: 'Appeal',
  year: 'Year',
};

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/** A value's words (never a raw enum code), or null for a value the site does not know (left out). */
function labelOf(facet: SearchFacet, value: string): string | null {
  switch (facet) {
    case 'platform':
      return platformDisplayName(value);
    case 'restriction':
      return isOneOf<DsaRestriction>(DSA_RESTRICTIONS, value) ? DSA_RESTRICTION_LABELS[value] : null;
    case 'verification':
      return isOneOf<VerificationLevel>(VERIFICATION_LEVELS, value) ? VERIFICATION_LABELS[value] : null;
    case 'appealStatus':
      return isOneOf<AppealStatus>(APPEAL_STATUSES, value) ? APPEAL_STATUS_LABELS[value] : null;
    case 'year':
      return /^\d{4}$/.test(value) ? value : null;
  }
}

/** Whether the query has chosen this value (a restriction category chooses each of its values). */
function isChosen(query: SearchQuery, facet: SearchFacet, value: string): boolean {
  if (facet === 'year') return query.year !== undefined && String(query.year) === value;
  const chosen = query[facet];
  return (
    chosen !== undefined && (chosen === value || (facet === 'restriction' && value.startsWith(`${chosen}_`)))
  );
}

/**
 * The API's counts per filter value as the page lists them: grouped by filter in SEARCH_FACETS'
 * order, each value with its words, most records first (years newest first); values the site
 * cannot name are left out rather than shown as codes.
 */
export function toFacetChoices(
  query: SearchQuery,
  facets: NonNullable<SearchResultsWire['facets']>,
): FacetGroup[] {
  return SEARCH_FACETS.flatMap((facet) => {
    const choices = facets.flatMap((count) => {
      if (count.facet !== facet || count.count <= 0) return [];
      const label = labelOf(facet, count.value);
      return label === null
        ? []
        : [{ value: count.value, label, count: count.count, isChosen: isChosen(query, facet, count.value) }];
    });
    if (choices.length === 0) return [];
    choices.sort(
      facet === 'year'
        ? (a, b) => Number(b.value) - Number(a.value)
        : (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    );
    return [{ facet, label: FACET_LABELS[facet], choices }];
  });
}
