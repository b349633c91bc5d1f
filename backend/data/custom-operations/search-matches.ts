import { kindsFilteredBy, type SearchRequest } from '../../../amplify/data/search/search-request';
import { SEARCH_KINDS, type SearchKind } from '../../../amplify/data/search/search-terms';
import type { Row } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';
import type { SearchableKind } from './search-kinds';

/** A match's place in the ranking (rank, then newest first), before its title and snippet are highlighted. */
export type RankedMatch = { kind: SearchKind; id: string; rank: number; date: string | null };

/** The kinds every filter of a request applies to: a platform filter leaves out kinds without a platform. */
export function kindsFiltered(kinds: readonly SearchableKind[], request: SearchRequest): SearchableKind[] {
  const filtered = kindsFilteredBy(request);
  return kinds.filter((kind) => filtered.includes(kind.kind));
}

/**
 * The public records of one kind that match (search_entries, migrations 0020 and 0026): the
 * indexed words against the query (websearch syntax: words, "phrases", or, -not; any text is valid
 * and only ever a parameter) when there are words, then the filters. Without words every public
 * record of the kind matches: search browses.
 */
function matchesOf(kind: SearchableKind, request: SearchRequest, query: string | null, params: SqlParams): string {
  const conditions = [`s.model = '${kind.model}'`, ...(query ? [`s.words @@ ${query}`] : []), ...filterConditions(request, params)];
  return `FROM search_entries s WHERE ${conditions.join(' AND ')}`;
}

/**
 * The query's words as a tsquery, computed once per statement: a scalar subquery is an InitPlan.
 * Written in place, a prepared statement's generic plan (PGlite keeps its statements prepared,
 * and PostgreSQL plans one generically from the sixth run) parsed the query again for every
 * match it ranked: 31 ms instead of 20 for a common word's 8,284 bans.
 */
export const tsQuery = (params: SqlParams, q: string) => `(SELECT websearch_to_tsquery('english', ${params.add(q)}))`;

/** What a search finds: how many records of each kind match, and the page's matches best first. */
export type FoundMatches = { counts: Map<SearchKind, number>; ranked: RankedMatch[] };

/** Runs one statement within the search's time (a transaction of its own, so a connection of its own on PostgreSQL). */
export type TimedQuery = <T extends Row>(sql: string, params: unknown[]) => Promise<T[]>;

/** How a kind's matches are ordered in SQL, and the same order over the kinds merged. */
const ORDER_BY: Record<SearchRequest['sort'], string> = {
  RELEVANCE: 'rank DESC, date DESC NULLS LAST, id',
  NEWEST: 'date DESC NULLS LAST, id',
  OLDEST: 'date ASC NULLS LAST, id',
};
const MERGED_ORDER: Record<SearchRequest['sort'], (a: RankedMatch, b: RankedMatch) => number> = {
  RELEVANCE: (a, b) => b.rank - a.rank || newestFirst(a.date, b.date) || compareBytes(a.kind, b.kind) || compareBytes(a.id, b.id),
  NEWEST: (a, b) => newestFirst(a.date, b.date) || compareBytes(a.kind, b.kind) || compareBytes(a.id, b.id),
  OLDEST: (a, b) => oldestFirst(a.date, b.date) || compareBytes(a.kind, b.kind) || compareBytes(a.id, b.id),
};

/**
 * Counts and one page of matches, one statement per kind, the kinds side by side: a kind the page
 * can show is ordered (by relevance: ts_rank over its words, weights A > B > C > D,
 * length-normalised; or by date) and counted in one pass over its matches (`count(*) OVER ()`),
 * keeping its best offset + pageSize; a kind the request leaves out is only counted (its figure is
 * a facet). A kind's count and hits come from one statement. The page is taken from those bests in
 * the same order, then by kind and id (bytewise, as the "C" collation sorts dates and ids), so
 * pages never overlap or skip. Where the database runs one statement at a time anyway
 * (`oneStatement`, PGlite), the kinds' statements are one statement, their parts joined by
 * UNION ALL: the same rows in one round trip to the database's thread instead of six.
 */
export async function findMatches(
  run: TimedQuery,
  kinds: readonly SearchableKind[],
  selected: readonly SearchableKind[],
  request: SearchRequest,
  options: { oneStatement?: boolean } = {},
): Promise<FoundMatches> {
  const offset = (request.page - 1) * request.pageSize;
  const shared = options.oneStatement ? new SqlParams() : undefined;
  const parts = kinds.map((kind) => {
    const params = shared ?? new SqlParams();
    return { kind, params, sql: kindMatches(kind, !selected.includes(kind), request, offset, params) };
  });
  const rowsByKind = shared
    ? groupByKind(await run<MatchRow>(parts.map((part) => `(${part.sql})`).join(' UNION ALL '), shared.values))
    : new Map(await Promise.all(parts.map(async (part) => [part.kind.kind, await run<MatchRow>(part.sql, part.params.values)] as const)));
  const counts = new Map<SearchKind, number>(SEARCH_KINDS.map((kind) => [kind, 0]));
  const hits: RankedMatch[] = [];
  for (const { kind } of parts) {
    const rows = rowsByKind.get(kind.kind) ?? [];
    counts.set(kind.kind, Number(rows[0]?.total ?? 0));
    if (!selected.includes(kind)) continue;
    for (const row of rows) hits.push({ kind: kind.kind, id: String(row.id), rank: Number(row.rank), date: row.date ?? null });
  }
  const ranked = hits.sort(MERGED_ORDER[request.sort]).slice(offset, offset + request.pageSize);
  return { counts, ranked };
}

/** A row of a kind's statement: its count, and (for a kind the page can show) one of its best matches. */
type MatchRow = { kind: SearchKind; id: string | null; rank: number; date: string | null; total: number };

/**
 * One kind's statement: a kind the request leaves out is only counted (one row, no match); the
 * others give their best offset + pageSize matches, each row with the kind's count.
 */
function kindMatches(kind: SearchableKind, isCountedOnly: boolean, request: SearchRequest, offset: number, params: SqlParams): string {
  const query = request.q ? tsQuery(params, request.q) : null;
  const label = `'${kind.kind}'::text AS kind`;
  if (isCountedOnly) {
    return `SELECT ${label}, NULL::text COLLATE "C" AS id, 0::real AS rank, NULL::text COLLATE "C" AS date, count(*)::int AS total ${matchesOf(kind, request, query, params)}`;
  }
  const best = params.add(offset + request.pageSize);
  // The rank is computed in a fenced subquery (OFFSET 0) so the window buffers ids and ranks
  // only: above it, every match's whole vector was buffered first and, for a common word's
  // 16,000 briefs, spilled to temporary files. Only a relevance order ranks.
  const words = kind.isRankedByHeadline ? 's.rank_words' : 's.words';
  const rank = query && request.sort === 'RELEVANCE' ? `ts_rank(${words}, ${query}, 1)` : '0::real';
  return `SELECT ${label}, id, rank, date, count(*) OVER ()::int AS total
           FROM (SELECT s.id, ${rank} AS rank, s.sort_date AS date ${matchesOf(kind, request, query, params)} OFFSET 0) matched
           ORDER BY ${ORDER_BY[request.sort]} LIMIT ${best}`;
}

function groupByKind<T extends { kind: SearchKind }>(rows: readonly T[]): Map<SearchKind, T[]> {
  const grouped = new Map<SearchKind, T[]>();
  for (const row of rows) {
    const kindRows = grouped.get(row.kind);
    if (kindRows) kindRows.push(row);
    else grouped.set(row.kind, [row]);
  }
  return grouped;
}

/** Later dates first and no date last, as `date DESC NULLS LAST` orders them. */
function newestFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareBytes(b, a);
}

/** Earlier dates first and no date last, as `date ASC NULLS LAST` orders them. */
function oldestFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareBytes(a, b);
}

function compareBytes(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a), Buffer.from(b));
}
