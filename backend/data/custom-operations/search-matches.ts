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

/** How many records of each kind match, counted by the database (the kind filter aside: these are its facets). */
export async function countMatches(db: Queryable, kinds: readonly SearchableKind[], request: SearchRequest): Promise<Map<SearchKind, number>> {
  const counts = new Map<SearchKind, number>(SEARCH_KINDS.map((kind) => [kind, 0]));
  if (kinds.length === 0) return counts;
  const params = new SqlParams();
  const query = tsQuery(params, request.q);
  const sql = kinds.map((kind) => `SELECT '${kind.kind}' AS kind, count(*)::int AS count ${matchesOf(kind, request, query, params)}`).join(' UNION ALL ');
  const { rows } = await db.query<{ kind: SearchKind; count: number }>(sql, params.values);
  for (const row of rows) counts.set(row.kind, Number(row.count));
  return counts;
}

/**
 * One page of matches, best first (ts_rank, weights A > B > C, length-normalised), ties broken by
 * kind and id so pages never overlap or skip.
 */
export async function rankMatches(db: Queryable, kinds: readonly SearchableKind[], request: SearchRequest): Promise<RankedMatch[]> {
  if (kinds.length === 0) return [];
  const params = new SqlParams();
  const query = tsQuery(params, request.q);
  const branches = kinds.map(
    (kind) => `SELECT '${kind.kind}'::text AS kind, r.id, ts_rank(${SEARCH_VECTOR}, ${query}, 1) AS rank ${matchesOf(kind, request, query, params)}`,
  );
  const limit = params.add(request.pageSize);
  const offset = params.add((request.page - 1) * request.pageSize);
  const { rows } = await db.query<RankedMatch>(
    `SELECT kind, id, rank FROM (${branches.join(' UNION ALL ')}) AS hits ORDER BY rank DESC, kind, id COLLATE "C" LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return rows.map((row) => ({ kind: row.kind, id: row.id, rank: Number(row.rank) }));
}
