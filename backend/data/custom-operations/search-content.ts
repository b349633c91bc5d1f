import type { SearchResults } from '../../../amplify/data/search/search-hit';
import { readSearchRequest, searchBusy, searchTooLong, SearchRequestError } from '../../../amplify/data/search/search-request';
import { SEARCH_KINDS } from '../../../amplify/data/search/search-terms';
import type { Database, Queryable, Row } from '../../core/database/database';
import { badRequest, DataApiError } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { SearchGate, SearchGateRefusal } from './search-gate';
import { describeHits } from './search-hits';
import { SEARCHABLE_KIND_BY_NAME, SEARCHABLE_KINDS } from './search-kinds';
import { RememberedMatches } from './remembered-matches';
import { findMatches, kindsFiltered, type TimedQuery } from './search-matches';

/** A search that takes longer in all is stopped by PostgreSQL and answered with an error, not left running. */
const SEARCH_TIMEOUT_MS = 5_000;
const QUERY_CANCELED = '57014';

/**
 * How many searches of one database run at once, and how many may wait. PGlite runs one statement
 * at a time: searches taking turns leave a page's statement behind one search statement at most.
 * A PostgreSQL pool has 10 connections and a search takes up to four (its statements side by side,
 * search-matches.ts): two at once still leave pages a connection as their short statements end. A
 * common word's search takes ~30-60 ms on the content-scale store, so a full line clears in about
 * a second.
 */
const GATE_LIMITS = { embedded: { running: 1, waiting: 32 }, server: { running: 2, waiting: 32 } };
const gates = new WeakMap<Database, SearchGate>();
/** Each database's remembered answers (remembered-matches.ts): kept per version of its entries. */
const rememberedByDatabase = new WeakMap<Database, RememberedMatches>();
/** The requests (their run's context: one per GraphQL run) that asked for a search already. */
const searchingRequests = new WeakSet<DataRequestContext>();

function gateOf(db: Database): SearchGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new SearchGate(db.stopsLongStatements ? GATE_LIMITS.server : GATE_LIMITS.embedded);
    gates.set(db, gate);
  }
  return gate;
}

function rememberedOf(db: Database): RememberedMatches {
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) {
    remembered = new RememberedMatches();
    rememberedByDatabase.set(db, remembered);
  }
  return remembered;
}

export type { SearchResults };

/**
 * searchContent(q, kind, platform, restriction, verification, appealStatus, year, dateFrom, dateTo,
 * sort, page, pageSize) – ranked full-text search over the public records, with highlighted
 * snippets, per-kind counts and counts per filter value (search-facets.ts), from search_entries
 * (migrations 0020 and 0026). Without q it browses: every public record matches, by the filters,
 * newest first unless sorted otherwise. Each kind is counted, counted per filter value and ranked
 * by one statement (so its counts and its hits agree; search-matches.ts), the kinds side by side;
 * then the page's hits are highlighted. A search has SEARCH_TIMEOUT_MS, its wait for a turn at the
 * gate included: on a PostgreSQL server each statement is stopped when it runs out, on PGlite no
 * statement starts after it. A costly kind's answer is remembered per version of its entries
 * (remembered-matches.ts), so the next pages of a common word's search read no match again.
 */
export async function searchContent(ctx: DataRequestContext, args: Record<string, unknown>): Promise<SearchResults> {
  const request = readOrRefuse(args);
  // One document may alias a field up to 100 times: each search would take its own turn, so one
  // request could fill the gate's line. A request holds one search, as the site sends it.
  if (searchingRequests.has(ctx)) throw badRequest('A request may hold one search: send each search as a request of its own.');
  searchingRequests.add(ctx);
  const kinds = kindsFiltered(SEARCHABLE_KINDS, request);
  const selected = request.kind ? kinds.filter((kind) => kind.kind === request.kind) : kinds;
  const deadline = Date.now() + SEARCH_TIMEOUT_MS;
  try {
    return await gateOf(ctx.db).run(deadline, async () => {
      const run = ctx.db.stopsLongStatements ? stoppedAtDeadline(ctx.db, deadline) : oneAfterAnotherUntil(ctx.db, deadline);
      // Where statements run one at a time anyway (PGlite), each step is one statement: two round
      // trips to the database's thread instead of up to thirteen, each of which, on a busy machine,
      // waited for the thread's turn while the search held the gate (issue 50).
      const oneStatement = !ctx.db.stopsLongStatements;
      const { counts, facets, ranked } = await findMatches(run, kinds, selected, request, { oneStatement, remembered: rememberedOf(ctx.db) });
      const hits = await describeHits(run, ranked, SEARCHABLE_KIND_BY_NAME, request.q, { oneStatement });
      return {
        total: selected.reduce((sum, kind) => sum + (counts.get(kind.kind) ?? 0), 0),
        page: request.page,
        pageSize: request.pageSize,
        counts: SEARCH_KINDS.map((kind) => ({ kind, count: counts.get(kind) ?? 0 })),
        facets,
        hits,
      };
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) throw tooLong();
    // Refused at the gate, or waited there its whole time: the line was the matter, not its words.
    if (error instanceof SearchGateRefusal) throw busy();
    throw error;
  }
}

/** The shared refusals (amplify/data/search/search-request.ts) as the data API's errors. */
const asDataApiError = (error: SearchRequestError) => new DataApiError(error.errorType, error.message);
const tooLong = () => asDataApiError(searchTooLong());
const busy = () => asDataApiError(searchBusy());

function readOrRefuse(args: Record<string, unknown>) {
  try {
    return readSearchRequest(args);
  } catch (error) {
    throw error instanceof SearchRequestError ? asDataApiError(error) : error;
  }
}

/**
 * Each statement in a transaction of its own (so its own connection: the kinds run side by side)
 * whose statement_timeout is what is left of the search's time.
 */
function stoppedAtDeadline(db: Database, deadline: number): TimedQuery {
  return <T extends Row>(sql: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, deadline - Date.now())}`);
      return (await tx.query<T>(sql, params)).rows;
    });
}

/**
 * Where nothing stops a statement once it runs (PGlite, one statement at a time anyway): the
 * statements one after another, none started after the deadline, so a search ends at most one
 * statement past it. No transaction around each: three round trips to the database's thread saved.
 */
export function oneAfterAnotherUntil(db: Queryable, deadline: number): TimedQuery {
  let previous: Promise<unknown> = Promise.resolve();
  return <T extends Row>(sql: string, params: unknown[]) => {
    const next = previous.then(async () => {
      if (Date.now() > deadline) throw tooLong();
      return (await db.query<T>(sql, params)).rows;
    });
    previous = next.catch(() => undefined);
    return next;
  };
}
