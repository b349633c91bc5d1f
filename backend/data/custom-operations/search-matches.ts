import { SEARCH_KINDS, type SearchKind } from '../../../amplify/data/search/search-terms';
import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import type { SearchRequest } from './search-arguments';
import { SEARCH_VECTOR, type SearchableKind } from './search-kinds';

/** A match's place in the ranking, before its title and snippet are highlighted. */
export type RankedMatch = { kind: SearchKind; id: string; rank: number };

/** The kinds a request's filters can apply to: a platform filter leaves out kinds without a platform. */
export function kindsFiltered(kinds: readonly SearchableKind[], request: SearchRequest): SearchableKind[] {
  return kinds.filter(
    (kind) =>
      (request.platform === undefined || kind.platform !== undefined) &&
      (request.year === undefined || kind.year !== undefined) &&
      (request.appealStatus === undefined || kind.appealStatus !== undefined),
  );
}

/**
 * The rows of one kind that match: the indexed vector against the query (websearch syntax:
 * words, "phrases", or, -not; any text is valid and only ever a parameter), then the filters.
 */
function matchesOf(kind: SearchableKind, request: SearchRequest, query: string, params: SqlParams): string {
  const conditions = [`r.model = '${kind.model}'`, `${SEARCH_VECTOR} @@ ${query}`];
  if (kind.isPublic) conditions.push(kind.isPublic);
  if (request.platform !== undefined && kind.platform) conditions.push(`${kind.platform} = ${params.add(request.platform)}`);
  if (request.year !== undefined && kind.year) conditions.push(`${kind.year} = ${params.add(String(request.year))}`);
  if (request.appealStatus !== undefined && kind.appealStatus)
    conditions.push(`${kind.appealStatus} = ${params.add(request.appealStatus)}`);
  return `FROM data_records r WHERE ${conditions.join(' AND ')}`;
}

const tsQuery = (params: SqlParams, q: string) => `websearch_to_tsquery('english', ${params.add(q)})`;

/** What one search statement finds: how many records of each kind match, and the page's matches best first. */
export type FoundMatches = { counts: Map<SearchKind, number>; ranked: RankedMatch[] };

type FoundRow = { kind: SearchKind; id: string | null; rank: number | null; total: number | null; position: number | null };

/**
 * Counts and one page of matches in one statement, one pass over each kind's matches: a kind the
 * page can show is ranked (ts_rank, weights A > B > C, length-normalised) and counted together
 * (`count(*) OVER ()`) and keeps its best offset + pageSize; a kind the request leaves out is only
 * counted (its figure is a facet). The page is taken from those bests, ties broken by kind and id
 * so pages never overlap or skip.
 */
export async function findMatches(
  db: Queryable,
  kinds: readonly SearchableKind[],
  selected: readonly SearchableKind[],
  request: SearchRequest,
): Promise<FoundMatches> {
  const counts = new Map<SearchKind, number>(SEARCH_KINDS.map((kind) => [kind, 0]));
  if (kinds.length === 0) return { counts, ranked: [] };
  const params = new SqlParams();
  const query = tsQuery(params, request.q);
  const offset = (request.page - 1) * request.pageSize;
  const best = params.add(offset + request.pageSize);
  const branches = kinds.map((kind) =>
    selected.includes(kind)
      ? `(SELECT '${kind.kind}'::text AS kind, r.id, ts_rank(${SEARCH_VECTOR}, ${query}, 1) AS rank, count(*) OVER () AS total
           ${matchesOf(kind, request, query, params)} ORDER BY rank DESC, r.id LIMIT ${best})`
      : `SELECT '${kind.kind}'::text AS kind, NULL::text AS id, NULL::real AS rank, count(*) AS total ${matchesOf(kind, request, query, params)}`,
  );
  const { rows } = await db.query<FoundRow>(
    `WITH hits AS MATERIALIZED (${branches.join(' UNION ALL ')})
     SELECT kind, NULL AS id, NULL::real AS rank, max(total)::int AS total, NULL::int AS position FROM hits GROUP BY kind
     UNION ALL
     SELECT * FROM (SELECT kind, id, rank, NULL::int, row_number() OVER (ORDER BY rank DESC, kind, id COLLATE "C")::int AS position
                      FROM hits WHERE id IS NOT NULL ORDER BY position OFFSET ${params.add(offset)} LIMIT ${params.add(request.pageSize)}) AS page`,
    params.values,
  );
  const ranked: (RankedMatch & { position: number })[] = [];
  for (const row of rows) {
    if (row.id === null) counts.set(row.kind, Number(row.total ?? 0));
    else ranked.push({ kind: row.kind, id: row.id, rank: Number(row.rank), position: Number(row.position) });
  }
  ranked.sort((a, b) => a.position - b.position);
  return { counts, ranked: ranked.map(({ kind, id, rank }) => ({ kind, id, rank })) };
}
