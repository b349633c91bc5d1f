import { kindHasFilter, kindsFilteredBy, type SearchRequest } from '../../../amplify/data/search/search-request';
import { SEARCH_FACETS, type SearchFacet, type SearchKind } from '../../../amplify/data/search/search-terms';
import { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';
import { SEARCHABLE_KIND_BY_NAME } from './search-kinds';
import { tsQuery, type TimedQuery } from './search-matches';

/** How many matches carry one value of a facet. */
export type FacetCount = { facet: SearchFacet; value: string; count: number };

/** The search_entries column each facet counts. */
const COLUMN: Record<SearchFacet, string> = { platform: 'platform', restriction: 'restriction', verification: 'verification', appealStatus: 'appeal', year: 'year' };

/**
 * The search's counts per value of each facet, for the filters: a facet's values are counted
 * with every other filter applied and its own left out (so a reader sees what choosing another
 * value would give), over the kinds that have the facet and pass the other filters. One
 * statement: each kind's matches are read once, in a materialised CTE (its words matched once
 * through its own index), and each facet counts over its kinds' CTEs. Without words, the five
 * facets over 55,000 records (the content-scale store at 0.25, PGlite) took 0.43 s read once per
 * facet and kind, 0.25 s read once per kind (one CTE for all kinds was slower: every facet then
 * passes over every kind's rows). Values no record carries are absent; a record without a
 * restriction ('') is not a value.
 */
export async function countFacets(run: TimedQuery, request: SearchRequest): Promise<FacetCount[]> {
  const params = new SqlParams();
  const query = request.q ? tsQuery(params, request.q) : null;
  const models = new Map<SearchKind, string>();
  const branches: string[] = [];
  for (const facet of SEARCH_FACETS) {
    const kinds = kindsFilteredBy(request, facet).filter((kind) => kindHasFilter(kind, facet) && (!request.kind || request.kind === kind));
    for (const kind of kinds) {
      const model = SEARCHABLE_KIND_BY_NAME.get(kind)?.model;
      if (!model) continue;
      models.set(kind, model);
      const source = `m${[...models.keys()].indexOf(kind)} s WHERE`;
      const conditions = [`s.${COLUMN[facet]} <> ''`, ...filterConditions(request, params, facet)];
      branches.push(`SELECT '${facet}' AS facet, s.${COLUMN[facet]} AS value, count(*)::int AS count FROM ${source} ${conditions.join(' AND ')} GROUP BY s.${COLUMN[facet]}`);
    }
  }
  if (!branches.length) return [];
  const columns = 's.platform, s.restriction, s.verification, s.appeal, s.year, s.sort_date';
  const words = query ? ` AND s.words @@ ${query}` : '';
  const withs = [...models.values()].map((model, index) => `m${index} AS MATERIALIZED (SELECT ${columns} FROM search_entries s WHERE s.model = '${model}'${words})`);
  const rows = await run<{ facet: SearchFacet; value: string; count: number }>(`WITH ${withs.join(', ')} ${branches.join(' UNION ALL ')}`, params.values);
  // A value's count over the kinds (bans and reports) is the sum of each kind's count.
  const sums = new Map<string, FacetCount>();
  for (const row of rows) {
    const key = `${row.facet}\u0000${row.value}`;
    const found = sums.get(key);
    if (found) found.count += Number(row.count);
    else sums.set(key, { facet: row.facet, value: String(row.value), count: Number(row.count) });
  }
  return [...sums.values()].sort((a, b) => SEARCH_FACETS.indexOf(a.facet) - SEARCH_FACETS.indexOf(b.facet) || b.count - a.count || (a.value < b.value ? -1 : 1));
}
