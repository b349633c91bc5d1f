/**
 * The local store's side of the top lists' rule (migration 0031, top-counts-port.ts): a count's
 * level and its ceiling bound each other as the port assumes, a store made before the migration
 * has its counts levelled by it, and the dashboard's top lists over the leaders equal the sum of
 * every key of every day, for leaders that stay and leaders that move.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../../core/log';
import type { Database } from '../../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { queryTopItems } from './query-top-items';

jest.setTimeout(180_000);

let dataDir: string;
let db: Database;
const MIGRATION = '0031_analytics_top_leaders.sql';

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  // The store as the release before this migration left it, holding figures already.
  const before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  for (const name of readdirSync(MIGRATIONS_DIR)) if (name.endsWith('.sql') && name < MIGRATION) cpSync(join(MIGRATIONS_DIR, name), join(before, name));
  await runMigrations(db, { directory: before, log: silentLogger });
  rmSync(before, { recursive: true, force: true });
  await db.query(`INSERT INTO analytics_daily_counts (dimension, day, key, count) VALUES ('brief', '2026-11-01', 'old', 40), ('brief', '2026-11-01', 'older', 1)`);
  await runMigrations(db, { log: silentLogger });
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});

it('levels the counts stored before it, and every count stays below the ceiling of its level and above the one below', async () => {
  const { rows: stored } = await db.query<{ key: string; level: number }>(`SELECT key, level FROM analytics_daily_counts WHERE day = '2026-11-01' ORDER BY key`);
  expect(stored).toEqual([
    { key: 'old', level: expect.any(Number) },
    { key: 'older', level: 1 },
  ]);
  const counts = [...Array.from({ length: 3_000 }, (_, index) => index + 1), 65_535, 65_536, 1_000_000_007, 2 ** 40 + 1, 2 ** 53];
  const { rows } = await db.query<{ count: string; level: number; ceiling: string; below: string }>(
    `SELECT c::text AS count, analytics_lead_level(c) AS level, analytics_lead_ceiling(analytics_lead_level(c))::text AS ceiling,
       analytics_lead_ceiling(analytics_lead_level(c) - 1)::text AS below
     FROM unnest($1::bigint[]) AS c`,
    [counts.map(String)],
  );
  for (const { count, level, ceiling, below } of rows) {
    expect(BigInt(ceiling)).toBeGreaterThanOrEqual(BigInt(count));
    expect(BigInt(below)).toBeLessThan(BigInt(count));
    // A level spans at most a quarter more than its first count.
    expect(Number(ceiling) + 1).toBeLessThanOrEqual(Math.ceil((Number(below) + 1) * 1.25));
    expect(level).toBeGreaterThan(0);
  }
});

/** Zipf-like days: the r-th key of a day counts reads / r; which key is r-th stays or moves. */
async function writeDays(dimension: string, days: number, keysADay: number, catalogue: number, reads: number, moving: boolean) {
  await db.query(
    `INSERT INTO analytics_daily_counts (dimension, day, key, count)
     SELECT $1, date '2026-11-26' - d, 'key-' || lpad(((CASE WHEN $6 THEN r * 7919 + d * 613 ELSE r END) % $4)::text, 5, '0'),
       greatest(1, round($5::numeric / r + ((r * 31 + d * 17) % 5)))::bigint
     FROM generate_series(0, $2 - 1) AS d, generate_series(1, $3) AS r
     ON CONFLICT (dimension, day, key) DO UPDATE SET count = analytics_daily_counts.count + excluded.count`,
    [dimension, days, keysADay, catalogue, reads, moving],
  );
}

async function fullSum(dimension: string, from: string, to: string, limit: number) {
  const { rows } = await db.query<{ key: string; count: string }>(
    `SELECT key, sum(count)::text AS count FROM analytics_daily_counts WHERE dimension = $1 AND day BETWEEN $2::date AND $3::date
     GROUP BY key ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $4`,
    [dimension, from, to, limit],
  );
  return rows.map(({ key, count }) => ({ key, count: Number(count) }));
}

describe.each([
  ['stay', 'brief', false],
  ['move from day to day', 'profile', true],
])('top lists whose leaders %s', (_, dimension, moving) => {
  beforeAll(() => writeDays(dimension, 120, 400, 3_000, 3_000, moving));

  it.each([
    ['30 days, limit 10', '2026-10-28', 10],
    ['30 days, limit 50', '2026-10-28', 50],
    ['120 days, limit 10', '2026-07-30', 10],
    ['one day, limit 3', '2026-11-26', 3],
  ])('%s equal the sum of every key of every day', async (_name, from, limit) => {
    const range = { from, to: '2026-11-26' };
    const top = await queryTopItems(db, range, dimension as 'brief', limit);
    expect(top.map(({ key, count }) => ({ key, count }))).toEqual(await fullSum(dimension, range.from, range.to, limit));
  });
});
