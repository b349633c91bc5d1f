import { SEARCH_FACETS, type SearchFacet } from './search-terms';

/** How many matches carry one value of a facet. */
export type FacetCount = { facet: SearchFacet; value: string; count: number };

/**
 * The kinds' counts per value summed (a value's count over bans and reports is the sum of each
 * kind's), in the facets' order, most records first, then by value: searchContent's `facets`, the
 * same whether the local search counted them (backend/data/custom-operations/search-facets.ts) or
 * OpenSearch did (opensearch-answer.ts).
 */
export function summedFacets(valueCounts: Iterable<FacetCount>): FacetCount[] {
  const sums = new Map<string, FacetCount>();
  for (const { facet, value, count } of valueCounts) {
    const key = `${facet}\u0000${value}`;
    const found = sums.get(key);
    if (found) found.count += count;
    else sums.set(key, { facet, value, count });
  }
  return [...sums.values()].sort((a, b) => SEARCH_FACETS.indexOf(a.facet) - SEARCH_FACETS.indexOf(b.facet) || b.count - a.count || (a.value < b.value ? -1 : 1));
}
