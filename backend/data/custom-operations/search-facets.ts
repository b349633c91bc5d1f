import { kindHasFilter, kindsFilteredBy, type SearchRequest } from '../../../amplify/data/search/search-request';
import { SEARCH_FACETS, type SearchFacet } from '../../../amplify/data/search/search-terms';
import type { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';
import type { SearchableKind } from './search-kinds';

/**
 * A search's counts per filter value (facets), for the filters: a facet's values are counted with
 * every other filter applied and its own left out (so a reader sees what choosing another value
 * would give), over the kinds that have the facet and pass the other filters. Values no record
 * carries are absent; a record without a restriction ('') is not a value.
 *
 * Counted in each kind's counting statement (search-matches.ts), from its matches grouped by
 * their five filter values: a common word's 100,000 bans make a few hundred groups
 * (platform × restriction × verification × appeal × year), kept in a hash table. The kind's count
 * and each facet's counts are sums over those groups with their filters applied.
 */

/** How many matches carry one value of a facet; the kinds' counts summed and ordered as OpenSearch's are (written once, in amplify/). */
export { summedFacets, type FacetCount } from '../../../amplify/data/search/facet-counts';

/** The search_entries column each facet counts. */
const COLUMN: Record<SearchFacet, string> = { platform: 'platform', restriction: 'restriction', verification: 'verification', appealStatus: 'appeal', year: 'year' };
/** A match's filter values, as its row in search_entries (`s`) holds them. */
export const FILTER_VALUES = 's.platform, s.restriction, s.verification, s.appeal, s.year';
/** The same columns for a kind without filters (a creator, a personality, a stream): its count reads no column. */
export const NO_FILTER_VALUES = 'NULL::text AS platform, NULL::text AS restriction, NULL::text AS verification, NULL::text AS appeal, NULL::text AS year';

/** Whether a kind has any facet (a ban has all five, a brief its year, a creator none). */
export const hasFacets = (kind: SearchableKind) => SEARCH_FACETS.some((facet) => kindHasFilter(kind.kind, facet));

/** The request's filters on values (every filter but the date range, which applies before grouping). */
export const valuesOnly = (request: SearchRequest) => ({
  platform: request.platform,
  restriction: request.restriction,
  verification: request.verification,
  appealStatus: request.appealStatus,
  year: request.year,
});

export const whereAll = (conditions: string[]) => (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '');

/**
 * A CTE `name` of the matches in `source` (rows with FILTER_VALUES' columns) grouped by their
 * filter values with how many carry them; for a kind without filters, one row: how many match.
 */
export function groupsOf(name: string, source: string, hasValues: boolean): string {
  const values = 's.platform, s.restriction, s.verification, s.appeal, s.year';
  return hasValues
    ? `${name} AS MATERIALIZED (SELECT ${values}, count(*)::int AS n FROM (${source}) s GROUP BY ${values})`
    : `${name} AS MATERIALIZED (SELECT count(*)::int AS n FROM (${source}) s)`;
}

/**
 * A kind's count (facet '') and its facets' counts per value as rows (kind, facet, id, rank, date,
 * value, count) summed from its groups: the count with every filter applied, a facet's with every
 * filter but its own, for the facets the kind has and the request lets it count.
 */
export function countsOf(kind: SearchableKind, request: SearchRequest, groups: string, params: SqlParams): string[] {
  const label = `'${kind.kind}'::text AS kind`;
  const nothing = `NULL::text COLLATE "C" AS id, NULL::real AS rank, NULL::text COLLATE "C" AS date`;
  const values = valuesOnly(request);
  const rows = [`SELECT ${label}, ''::text AS facet, ${nothing}, NULL::text AS value, coalesce(sum(s.n), 0)::int AS count FROM ${groups} s${whereAll(hasFacets(kind) ? filterConditions(values, params) : [])}`];
  for (const facet of SEARCH_FACETS) {
    if (!kindHasFilter(kind.kind, facet) || !kindsFilteredBy(request, facet).includes(kind.kind) || (request.kind && request.kind !== kind.kind)) continue;
    const column = `s.${COLUMN[facet]}`;
    const conditions = [`${column} <> ''`, ...filterConditions(values, params, facet)];
    rows.push(`SELECT ${label}, '${facet}'::text AS facet, ${nothing}, ${column} AS value, sum(s.n)::int AS count FROM ${groups} s${whereAll(conditions)} GROUP BY ${column}`);
  }
  return rows;
}
