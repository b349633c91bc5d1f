import { silentLogger } from '../log';
import type { Database, Queryable } from './database';
import { openDatabase } from './open-database';
import { keepsOwnTables, keepTablesUp } from './table-upkeep';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';

jest.setTimeout(120_000);

/** The embedded database has no autovacuum: keepTablesUp does its work, by the same thresholds. */
describe('keepTablesUp on the embedded database', () => {
  let dataDir: string;
  let db: Database;
  const analysed = async (table: string) =>
    (await db.query<{ at: string | null }>('SELECT last_analyze AS at FROM pg_stat_user_tables WHERE relname = $1', [table])).rows[0]?.at ?? null;

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    db = await openDatabase({ dataDir });
    await db.query('CREATE SCHEMA upkeep; SET search_path TO upkeep');
    await db.query('CREATE TABLE big (id int PRIMARY KEY, body text); CREATE TABLE small (id int)');
    await db.query(`INSERT INTO big SELECT n, repeat('x', 200) FROM generate_series(1, 20000) AS n; INSERT INTO small VALUES (1)`);
    // The inserts' statistics reach the views now, not (within a second) after the first ANALYZE,
    // where they would count as changes made since it.
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
  });

  afterAll(async () => {
    await db.close();
    removeTempDataDir(dataDir);
  });

  it('analyses a large table never analysed, leaves small ones alone, then does nothing while little changes', async () => {
    expect(await keepTablesUp(db, silentLogger, { vacuum: false })).toEqual(['big']);
    expect(await analysed('big')).not.toBeNull();
    expect(await analysed('small')).toBeNull();
    // The planner now knows the table's size.
    const { rows } = await db.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'big'`);
    expect(Number(rows[0].reltuples)).toBe(20000);
    await db.query('UPDATE big SET body = body WHERE id <= 100');
    expect(await keepTablesUp(db, silentLogger, { vacuum: false })).toEqual([]);
  });

  it('vacuums and analyses a table once a fifth of it has changed, when asked to vacuum', async () => {
    await db.query('UPDATE big SET body = body WHERE id <= 6000');
    // A session's statistics reach the views when it next reports them.
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    expect(await keepTablesUp(db, silentLogger, { vacuum: true })).toEqual(['big']);
    const { rows } = await db.query<{ dead: number; vacuumed: string | null }>(
      `SELECT n_dead_tup AS dead, last_vacuum AS vacuumed FROM pg_stat_user_tables WHERE relname = 'big'`,
    );
    expect(rows[0].vacuumed).not.toBeNull();
    expect(Number(rows[0].dead)).toBe(0);
  });

  it('vacuums a table never vacuumed whose counters were reset (a copied database, a crash), once', async () => {
    await db.query(`CREATE TABLE copied (id int PRIMARY KEY, body text); INSERT INTO copied SELECT n, repeat('y', 200) FROM generate_series(1, 20000) AS n`);
    // The inserts' counts reach the views now, so the reset below clears them (reported later, up to
    // a second on, they would arrive after it and ask for a vacuum by the thresholds).
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    // What a database made from a template starts with: the rows, and no counters of their inserts.
    await db.query('SELECT pg_stat_reset()');
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    const allVisiblePages = async () => Number((await db.query<{ n: number }>(`SELECT relallvisible AS n FROM pg_class WHERE relname = 'copied'`)).rows[0].n);
    // Analysed only, where this instance does not vacuum: no page is marked all-visible.
    await keepTablesUp(db, silentLogger, { vacuum: false });
    expect(await allVisiblePages()).toBe(0);
    const vacuums = async () => Number((await db.query<{ n: number }>(`SELECT vacuum_count AS n FROM pg_stat_user_tables WHERE relname = 'copied'`)).rows[0].n);
    expect(await keepTablesUp(db, silentLogger, { vacuum: true })).toContain('copied');
    expect(await allVisiblePages()).toBeGreaterThan(0);
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    await keepTablesUp(db, silentLogger, { vacuum: true });
    expect(await vacuums()).toBe(1);
  });
});

describe('keepsOwnTables', () => {
  const server = (autovacuum: string) => ({ query: async () => ({ rows: [{ autovacuum }], rowCount: 1 }) }) as unknown as Queryable;

  it('keeps the embedded database, and a server only when its autovacuum is off', async () => {
    expect(await keepsOwnTables(server('on'), true)).toBe(true);
    expect(await keepsOwnTables(server('on'), false)).toBe(false);
    expect(await keepsOwnTables(server('off'), false)).toBe(true);
  });
});
