/**
 * A search's time bound where the database cannot stop a running statement (PGlite ignores
 * statement_timeout): its statements run one after another and none starts after the deadline.
 * The database here is a stand-in whose every statement takes two seconds of a mocked clock (six where one step must outlast the bound).
 */
import { SEARCH_BUSY_ERROR_TYPE, SEARCH_TIMEOUT_ERROR_TYPE } from '../../../amplify/data/search/search-terms';
import type { Database, Queryable, Row } from '../../core/database/database';
import type { DataRequestContext } from '../operations/request-context';
import { searchContent } from './search-content';

const STATEMENT_MS = 2_000;

/** A request's context (each request has its own) on a database. */
const requestOn = (db: Database) => ({ db }) as unknown as DataRequestContext;

function slowDatabase(stopsLongStatements: boolean, statementMs = STATEMENT_MS, rows: Row[] = []) {
  let now = 1_000_000;
  let running = 0;
  let mostAtOnce = 0;
  const statements: string[] = [];
  const query: Queryable['query'] = async (sql) => {
    statements.push(sql);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setImmediate(resolve));
    now += statementMs;
    running -= 1;
    return { rows: rows as never[], rowCount: rows.length };
  };
  const db: Database = {
    query,
    transaction: (work) => work({ query }),
    stopsLongStatements,
    runsAsWebAssembly: false,
    close: async () => undefined,
  };
  return { db, statements, clock: () => now, mostAtOnce: () => mostAtOnce };
}

describe('a search’s time bound', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts no statement after 5 s where statements cannot be stopped, and says the search took too long', async () => {
    // Here each step is one statement (the kinds' counts and matches, then the page's highlights): one of 6 s.
    // Every statement answers one match of a ban: the page has a hit to highlight.
    const store = slowDatabase(false, 6_000, [{ kind: 'BAN', facet: '', id: 'ban-1', rank: 0.5, date: null, value: null, count: null }]);
    jest.spyOn(Date, 'now').mockImplementation(store.clock);
    const ctx = requestOn(store.db);
    await expect(searchContent(ctx, { q: 'throttled' })).rejects.toMatchObject({
      errorType: SEARCH_TIMEOUT_ERROR_TYPE,
      message: 'The search took too long: add a word or a filter to narrow it.',
    });
    // The matches started at 0 s; the highlights would have started at 6 s.
    expect(store.statements).toHaveLength(1);
    expect(store.statements[0]).toContain('UNION ALL');
    expect(store.statements.some((sql) => sql.includes('statement_timeout'))).toBe(false);
    expect(store.mostAtOnce()).toBe(1);
  });

  it('leaves the bound to statement_timeout where the database stops statements, the kinds side by side', async () => {
    const store = slowDatabase(true);
    jest.spyOn(Date, 'now').mockImplementation(store.clock);
    const ctx = requestOn(store.db);
    await expect(searchContent(ctx, { q: 'throttled' })).resolves.toMatchObject({ total: 0, hits: [] });
    // Side by side (no hits to highlight): the three kinds with facets, each in a statement of its
    // own; the three without, together.
    expect(store.statements.filter((sql) => sql.startsWith('SET LOCAL statement_timeout'))).toHaveLength(4);
    expect(store.mostAtOnce()).toBeGreaterThan(1);
  });
});

/** A stand-in whose statements all wait until the test lets them finish. */
function heldDatabase(stopsLongStatements: boolean) {
  const statements: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const query: Queryable['query'] = async (sql) => {
    statements.push(sql);
    await released;
    return { rows: [], rowCount: 0 };
  };
  const db: Database = { query, transaction: (work) => work({ query }), stopsLongStatements, runsAsWebAssembly: false, close: async () => undefined };
  return { db, statements, release };
}

describe('searches at once', () => {
  it.each([
    // One statement at a time on the embedded database; on a server, each running search's four statements have sent their SET LOCAL.
    { database: 'the embedded database', stopsLongStatements: false, running: 1, statementsAtOnce: 1 },
    { database: 'a PostgreSQL server', stopsLongStatements: true, running: 2, statementsAtOnce: 8 },
  ])('on $database: $running at a time, 32 waiting, and SearchBusy past that', async ({ stopsLongStatements, running, statementsAtOnce }) => {
    const store = heldDatabase(stopsLongStatements);
    // Each its own words: the same words would wait for the running search's answer (below).
    const searches = Array.from({ length: running + 32 + 3 }, (_, n) => searchContent(requestOn(store.db), { q: `throttled${n}` }).then(() => 'answered', (error: unknown) => error));
    await new Promise((resolve) => setImmediate(resolve));
    // Only the running searches have reached the database.
    expect(store.statements).toHaveLength(statementsAtOnce);
    store.release();
    const outcomes = await Promise.all(searches);
    expect(outcomes.filter((outcome) => outcome === 'answered')).toHaveLength(running + 32);
    const refused = outcomes.filter((outcome) => outcome !== 'answered');
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatchObject({ errorType: SEARCH_BUSY_ERROR_TYPE, message: 'Too many searches are running: try again in a few seconds.' });
  });

  it('lets a search for the same words wait for the one reading its matches instead of reading them again', async () => {
    const store = heldDatabase(true);
    const first = searchContent(requestOn(store.db), { q: 'throttled' });
    const next = searchContent(requestOn(store.db), { q: 'throttled', page: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    // Both are running (two at a time), but only the first's four statements have reached the database.
    expect(store.statements).toHaveLength(4);
    store.release();
    await expect(Promise.all([first, next])).resolves.toHaveLength(2);
  });

  it('answers SearchBusy to a search that waited its whole 5 s in line', async () => {
    jest.useFakeTimers();
    try {
      const store = heldDatabase(false);
      const first = searchContent(requestOn(store.db), { q: 'throttled' });
      const second = searchContent(requestOn(store.db), { q: 'throttled' }).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(await second).toMatchObject({ errorType: SEARCH_BUSY_ERROR_TYPE });
      expect(store.statements).toHaveLength(1);
      store.release();
      // The first search's own outcome is another test's matter (it is at its own deadline too).
      await first.catch(() => undefined);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('searches in one request', () => {
  it('answers the first and refuses another with a BadRequest: a document could otherwise fill the line with aliases', async () => {
    const store = slowDatabase(false);
    const ctx = requestOn(store.db);
    await expect(searchContent(ctx, { q: 'throttled' })).resolves.toMatchObject({ total: 0 });
    const statements = store.statements.length;
    await expect(searchContent(ctx, { q: 'shadowban' })).rejects.toMatchObject({
      errorType: 'BadRequest',
      message: 'A request may hold one search: send each search as a request of its own.',
    });
    expect(store.statements).toHaveLength(statements);
    await expect(searchContent(requestOn(store.db), { q: 'shadowban' })).resolves.toMatchObject({ total: 0 });
  });
});
