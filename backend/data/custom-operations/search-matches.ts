import { kindsFilteredBy, type SearchRequest } from '../../../amplify/data/search/search-request';
import { SEARCH_KINDS, type SearchKind } from '../../../amplify/data/search/search-terms';
import { placesFor, rememberedKey, type RememberedMatches, type RememberedRow } from './remembered-matches';
import type { Row } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';
import type { SearchableKind } from './search-kinds';
import { countsOf, FILTER_VALUES, groupsOf, hasFacets, NO_FILTER_VALUES, summedFacets, valuesOnly, whereAll, type FacetCount } from './search-facets';

/** A match's place in the ranking (rank, then newest first), before its title and snippet are highlighted. */
export type RankedMatch = { kind: SearchKind; id: string; rank: number; date: string | null };

/** The kinds every filter of a request applies to: a platform filter leaves out kinds without a platform. */
export function kindsFiltered(kinds: readonly SearchableKind[], request: SearchRequest): SearchableKind[] {
  const filtered = kindsFilteredBy(request);
  return kinds.filter((kind) => filtered.includes(kind.kind));
}

/**
 * The query's words as a tsquery, computed once per statement: a scalar subquery is an InitPlan.
 * Written in place, a prepared statement's generic plan (PGlite keeps its statements prepared,
 * and PostgreSQL plans one generically from the sixth run) parsed the query again for every
 * match it ranked: 31 ms instead of 20 for a common word's 8,284 bans.
 */
export const tsQuery = (params: SqlParams, q: string) => `(SELECT websearch_to_tsquery('english', ${params.add(q)}))`;

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

/** What a search finds: how many records of each kind match, the counts per filter value, and the page's matches best first. */
export type FoundMatches = { counts: Map<SearchKind, number>; facets: FacetCount[]; ranked: RankedMatch[] };

/**
 * Counts, counts per filter value and one page of matches, the kinds side by side. A kind's
 * matches (its words matched through its own index, the date range applied: search_entries,
 * migrations 0020 and 0026) are grouped by their five filter values (a few hundred groups for a
 * common word's 100,000 bans) for its count and its counts per value (search-facets.ts), and, when
 * the page can show the kind, its best offset + pageSize matches are kept (ordered by relevance:
 * ts_rank over its words, weights A > B > C > D, length-normalised; or by date; a bounded top-N
 * sort), from one read of its matches (statementsFor, kindStatements). The page is taken from
 * the kinds' bests in the same order, then by kind and id (bytewise, as the "C" collation sorts
 * dates and ids), so pages never overlap or skip.
 *
 * Issue 50: first each kind ranked and counted with a window (`count(*) OVER ()`, every match
 * buffered) and a second statement read every match again for the facets; then one statement per
 * kind read its matches once into a materialised CTE and read that three times; then the counts and
 * the best matches each read the matches themselves, side by side; now a costly kind reads them once
 * again, into a CTE read twice (docs/benchmarks.md, "A costly kind's matches read once, again"). Where
 * the database runs one statement at a time anyway (`oneStatement`, PGlite), all the parts are one
 * statement joined by UNION ALL: one round trip to the database's thread.
 *
 * With `remembered` (remembered-matches.ts), a kind's answer computed from the current version of
 * its entries is taken from memory instead (one statement reads the versions), and a kind computed
 * now keeps its best REMEMBERED_PLACES matches or more, so the next pages are answered from memory.
 */
export async function findMatches(
  run: TimedQuery,
  kinds: readonly SearchableKind[],
  selected: readonly SearchableKind[],
  request: SearchRequest,
  options: { oneStatement?: boolean; remembered?: RememberedMatches } = {},
): Promise<FoundMatches> {
  const offset = (request.page - 1) * request.pageSize;
  const needed = offset + request.pageSize;
  const { remembered } = options;
  const asked = kinds.map((kind) => {
    const isShown = selected.includes(kind);
    return { kind, isShown, key: rememberedKey(request, isShown) };
  });
  const answered = remembered ? await rememberedAnswers(run, remembered, asked, needed) : new Map<SearchKind, RememberedRow[]>();
  if (remembered) {
    // Answers another search is computing (the next page, another reader): waited for, then taken
    // from memory if they reach this page and are still current.
    const pending = asked.flatMap(({ kind, key }) => {
      const computing = answered.has(kind.kind) ? undefined : remembered.computed(kind.model, key);
      return computing ? [computing] : [];
    });
    if (pending.length) {
      await Promise.all(pending);
      const unanswered = asked.filter(({ kind }) => !answered.has(kind.kind));
      for (const [kind, rows] of await rememberedAnswers(run, remembered, unanswered, needed)) answered.set(kind, rows);
    }
  }
  // A costly kind's computation keeps more than this page needs, so its next pages are remembered too.
  const kept = remembered ? placesFor(needed) : needed;
  const toCompute = asked.filter(({ kind }) => !answered.has(kind.kind));
  const finished = remembered ? toCompute.map(({ kind, key }) => remembered.beginComputing(kind.model, key)) : [];
  try {
    const statements = statementsFor(toCompute, request, kept, options.oneStatement ?? false);
    const computed = (await Promise.all(statements.map((statement) => run<KindRow>(statement.sql, statement.params.values)))).flat();
    for (const { kind, isShown, key } of toCompute) {
      const rows = computed.filter((row) => row.kind === kind.kind);
      answered.set(kind.kind, rows);
      if (!remembered || !rows.length) continue;
      const complete = !isShown || rows.filter((row) => row.id !== null).length < kept;
      remembered.keep(kind.model, key, { version: Number(rows[0].version), rows, places: kept, complete }, matchesRead(rows));
    }
  } finally {
    for (const done of finished) done();
  }
  const counts = new Map<SearchKind, number>(SEARCH_KINDS.map((kind) => [kind, 0]));
  const hits: RankedMatch[] = [];
  const valueCounts: FacetCount[] = [];
  for (const [kind, rows] of answered) {
    for (const row of rows) {
      if (row.facet !== '') valueCounts.push({ facet: row.facet, value: String(row.value), count: Number(row.count) });
      else if (row.id !== null) hits.push({ kind, id: String(row.id), rank: Number(row.rank), date: row.date ?? null });
      else counts.set(kind, Number(row.count));
    }
  }
  const ranked = hits.sort(MERGED_ORDER[request.sort]).slice(offset, offset + request.pageSize);
  return { counts, facets: summedFacets(valueCounts), ranked };
}

/**
 * The kinds' remembered answers reaching `needed` matches whose version is still the current one
 * (read now, in one statement); one of an older version is forgotten.
 */
async function rememberedAnswers(
  run: TimedQuery,
  remembered: RememberedMatches,
  asked: readonly { kind: SearchableKind; key: string }[],
  needed: number,
): Promise<Map<SearchKind, RememberedRow[]>> {
  const answered = new Map<SearchKind, RememberedRow[]>();
  const candidates = asked.flatMap(({ kind, key }) => {
    const answer = remembered.find(kind.model, key, needed);
    return answer ? [{ kind, key, answer }] : [];
  });
  if (!candidates.length) return answered;
  const models = candidates.map(({ kind }) => kind.model);
  const versions = await run<{ model: string; version: string }>('SELECT model, version FROM search_versions WHERE model = ANY($1::text[])', [models]);
  const current = new Map(versions.map((row) => [row.model, Number(row.version)]));
  for (const { kind, key, answer } of candidates) {
    if (current.get(kind.model) === answer.version) answered.set(kind.kind, answer.rows);
    else remembered.forget(kind.model, key);
  }
  return answered;
}

/** A kind's statement with the version of its entries it reads, in the same statement (so the same snapshot). */
const withVersion = (kind: SearchableKind, sql: string) =>
  `SELECT k.*, (SELECT v.version FROM search_versions v WHERE v.model = '${kind.model}') AS version FROM (${sql}) k`;

/** How many matches a kind's statement read: its count, or a facet's, whichever is larger (a filter narrows the count, not the reading). */
function matchesRead(rows: readonly KindRow[]): number {
  const perFacet = new Map<string, number>();
  for (const row of rows)
    if (row.id === null) perFacet.set(row.facet, (perFacet.get(row.facet) ?? 0) + Number(row.count));
  return Math.max(0, ...perFacet.values());
}

/**
 * A row of a kind's statement: one of its best matches (id set), its count (facet '', no id), or
 * how many of its matches carry one value of a facet.
 */
type KindRow = RememberedRow & { kind: SearchKind; version: string };

/**
 * The statements that compute these kinds' answers. On PostgreSQL (side by side, a connection
 * each) a kind with facets (a ban, a report, a brief: the costly ones) sends a statement of its
 * own, and the kinds without facets (creators, personalities, streams: a few thousand matches at
 * most) go together in one: a connection for each costly kind and one for the rest. Where the
 * database runs one statement at a time anyway (`oneStatement`, PGlite), every part is one
 * statement, joined by UNION ALL: one round trip to the database's thread. Each part reads the
 * version of its kind's entries in its own statement, so a kind's answer is of one version.
 */
function statementsFor(kinds: readonly { kind: SearchableKind; isShown: boolean }[], request: SearchRequest, kept: number, oneStatement: boolean): Statement[] {
  const together = new SqlParams();
  const alone: Statement[] = [];
  const joined: Statement[] = [];
  for (const { kind, isShown } of kinds) {
    const isCostly = !oneStatement && hasFacets(kind);
    const parts = kindStatements(kind, isShown, request, kept, () => (isCostly ? new SqlParams() : together));
    for (const part of parts) (isCostly ? alone : joined).push({ params: part.params, sql: withVersion(kind, part.sql) });
  }
  if (!joined.length) return alone;
  const sql = joined.length === 1 ? joined[0].sql : joined.map((part) => `(${part.sql})`).join(' UNION ALL ');
  return [...alone, { params: together, sql }];
}

/**
 * A kind's statements: its counts and its facets' counts, from its matches grouped by value
 * (search-facets.ts); and, when the page can show the kind, its best matches (`offset + pageSize`,
 * or more to remember), beside them. A kind with facets reads its matches once for both
 * (readOnceStatement); a kind without (a few thousand matches at most) in two parts that go into
 * one statement with the other kinds'. Only a relevance order ranks, and only the matches every
 * filter keeps.
 */
function kindStatements(kind: SearchableKind, isShown: boolean, request: SearchRequest, kept: number, newParams: () => SqlParams): Statement[] {
  if (!isShown) return [countedStatement(kind, request, newParams())];
  if (hasFacets(kind)) return [readOnceStatement(kind, request, kept, newParams())];
  return [bestStatement(kind, request, kept, newParams()), countedStatement(kind, request, newParams())];
}

/**
 * A costly kind's counts, its facets' counts and its best `kept` matches from one read of its
 * matches: each match's row is visited once, its rank computed once when every filter keeps it
 * (a match only a facet counts is never shown), into a materialised CTE that the groups and the
 * bounded top-N then read. At 10x a common word's bans lie on 44,000 pages, more than a default
 * server's 128 MB of shared buffers holds, so each read of them copies every page in again: one
 * read instead of two took 266-285 ms instead of 221 + 209 (`throttled`, 83,204 bans). A word in
 * most records pays for the CTE instead (`notice`, 576,002 bans: 990-1,170 ms against 517 + 590).
 */
function readOnceStatement(kind: SearchableKind, request: SearchRequest, kept: number, params: SqlParams): Statement {
  const query = request.q ? tsQuery(params, request.q) : null;
  const filtered = filterConditions(valuesOnly(request), params);
  const ranked = rankOf(kind, request, query);
  const rank = !ranked ? '0::real' : filtered.length ? `CASE WHEN ${filtered.join(' AND ')} THEN ${ranked} ELSE 0 END` : ranked;
  const matches = `m AS MATERIALIZED (SELECT s.id, ${rank} AS rank, s.sort_date AS date, ${FILTER_VALUES} FROM search_entries s WHERE ${matchedBy(kind, request, query, params)})`;
  const best = `(SELECT '${kind.kind}'::text AS kind, ''::text AS facet, s.id, s.rank, s.date, NULL::text AS value, NULL::int AS count
     FROM m s${whereAll(filtered)} ORDER BY ${ORDER_BY[request.sort]} LIMIT ${params.add(kept)})`;
  return { params, sql: `WITH ${matches}, ${groupsOf('g', 'SELECT * FROM m s', true)} ${[best, ...countsOf(kind, request, 'g', params)].join(' UNION ALL ')}` };
}

/** A kind's count and its facets' counts, grouped straight from its rows: nothing kept per match. */
function countedStatement(kind: SearchableKind, request: SearchRequest, params: SqlParams): Statement {
  const query = request.q ? tsQuery(params, request.q) : null;
  const hasValues = hasFacets(kind);
  const matches = `SELECT ${hasValues ? FILTER_VALUES : NO_FILTER_VALUES} FROM search_entries s WHERE ${matchedBy(kind, request, query, params)}`;
  return { params, sql: `WITH ${groupsOf('g', matches, hasValues)} ${countsOf(kind, request, 'g', params).join(' UNION ALL ')}` };
}

/**
 * A kind's best `kept` matches in the request's order: a bounded top-N sort over the matches every
 * filter keeps. `kept` is more than the page needs when answers are remembered; whether this one
 * is (REMEMBER_FROM_MATCHES) is known only from the counts beside it, so a rare word's few hundred
 * matches send up to `kept` rows that are then not remembered.
 */
function bestStatement(kind: SearchableKind, request: SearchRequest, kept: number, params: SqlParams): Statement {
  const query = request.q ? tsQuery(params, request.q) : null;
  const rank = rankOf(kind, request, query) ?? '0::real';
  const conditions = [matchedBy(kind, request, query, params), ...filterConditions(valuesOnly(request), params)];
  const limit = params.add(kept);
  return {
    params,
    sql: `SELECT '${kind.kind}'::text AS kind, ''::text AS facet, s.id, ${rank} AS rank, s.sort_date AS date, NULL::text AS value, NULL::int AS count
       FROM search_entries s WHERE ${conditions.join(' AND ')} ORDER BY ${ORDER_BY[request.sort]} LIMIT ${limit}`,
  };
}

type Statement = { params: SqlParams; sql: string };

/**
 * A match's relevance, when the request is ordered by it: ts_rank over the kind's ranked words
 * (a brief's headline, else every searched word), weights A > B > C > D, length-normalised; null otherwise.
 */
function rankOf(kind: SearchableKind, request: SearchRequest, query: string | null): string | null {
  if (!query || request.sort !== 'RELEVANCE') return null;
  return `ts_rank(${kind.isRankedByHeadline ? 's.rank_words' : 's.words'}, ${query}, 1)`;
}

/** The conditions a kind's matches meet before they are grouped: the kind, the words, the date range. */
function matchedBy(kind: SearchableKind, request: SearchRequest, query: string | null, params: SqlParams): string {
  const dated = filterConditions({ dateFrom: request.dateFrom, dateTo: request.dateTo }, params);
  return [`s.model = '${kind.model}'`, ...(query ? [`s.words @@ ${query}`] : []), ...dated].join(' AND ');
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
