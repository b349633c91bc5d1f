/**
 * The search's statements under a generic plan, the plan a prepared statement gets from its sixth
 * run (PGlite keeps the backend's statements prepared): the query's words are parsed once per
 * statement (an InitPlan), never once per match ranked, filtered or highlighted. PGlite's
 * PostgreSQL has EXPLAIN (GENERIC_PLAN); the statements are the ones findMatches and
 * describeHits send.
 */
import type { Database, Row } from '../../core/database/database';
import { runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { SqlParams } from '../store/sql-params';
import { readSearchRequest } from '../../../amplify/data/search/search-request';
import { describeHits } from './search-hits';
import { SEARCHABLE_KIND_BY_NAME, SEARCHABLE_KINDS } from './search-kinds';
import { findMatches, type TimedQuery } from './search-matches';
import { streamCatalogueConditions } from './stream-catalogue-filters';

jest.setTimeout(60_000);

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  await runMigrations(db, { log: silentLogger });
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});

/** Each line of the statement's generic plan that computes the query's words. */
async function wordsParsedIn(sql: string): Promise<string[]> {
  // Parameterless, so the simple protocol runs it: EXPLAIN (GENERIC_PLAN) takes $n as they are.
  const { rows } = await db.query<Row>(`EXPLAIN (GENERIC_PLAN, VERBOSE) ${sql}`);
  const lines = rows.map((row) => String(Object.values(row)[0]));
  return lines.filter((line) => line.includes('websearch_to_tsquery'));
}

describe('the search under a generic plan', () => {
  it('parses the words once per statement, in an InitPlan, for the matches, their ranks and their highlights', async () => {
    const statements: string[] = [];
    const recording: TimedQuery = async <T extends Row>(sql: string) => {
      statements.push(sql);
      return [] as T[];
    };
    const request = readSearchRequest({ q: 'throttled "account review"', platform: 'x', year: 2024 });
    const ranked = [...SEARCHABLE_KIND_BY_NAME.keys()].map((kind) => ({ kind, id: 'some-id', rank: 1, date: null }));
    // The kinds side by side (PostgreSQL), and each step as one statement (PGlite), with a kind only counted.
    for (const oneStatement of [false, true]) {
      await findMatches(recording, SEARCHABLE_KINDS, SEARCHABLE_KINDS.slice(1), request, { oneStatement });
      await describeHits(recording, ranked, SEARCHABLE_KIND_BY_NAME, request.q, { oneStatement });
    }
    // On PostgreSQL each of the three kinds with facets reads its matches once, its best beside its
    // counts, in a statement of its own, and the kinds without facets go together in one; then on
    // PGlite each step's one statement: the kinds', the highlights'.
    expect(statements.filter((sql) => sql.includes('UNION ALL'))).toHaveLength(6);
    const params = new SqlParams();
    statements.push(`SELECT id FROM data_records WHERE model = 'Stream' AND ${streamCatalogueConditions({ query: 'throttled' }, params).join(' AND ')}`);
    expect(statements.length).toBeGreaterThan(6);

    for (const sql of statements) {
      const parsed = await wordsParsedIn(sql);
      expect(parsed.length).toBeGreaterThan(0);
      // Only a Result node's output (an InitPlan's one row) computes them; every use reads its value.
      for (const line of parsed) expect(line.trim()).toMatch(/^Output: websearch_to_tsquery\('english'::regconfig, \$\d+\)$/);
    }
  });
});
