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
import { daysOf } from '../../../amplify/data/analytics/dashboard-figures';
import { answerDashboard } from '../../../amplify/data/analytics/dashboard-query';
import { daysOfSpan, isMonthPeriod, isStretchPeriod, isWeekPeriod, monthsOfStretch, readingOf, rollupSpansOf } from '../../../amplify/data/analytics/month-rollups';
import { readRollups, rollUpEndedSpans } from '../store/month-rollups';
import { createDashboardFiguresPort } from './dashboard-figures-port';
import { queryTopItems } from './query-top-items';
import { createTopCountsPort } from './top-counts-port';

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
    const periods = daysOf(range);
    const top = await queryTopItems(db, range, { periods, parts: periods.map((period) => ({ period, sign: 1 as const })) }, dimension as 'brief', limit);
    expect(top.map(({ key, count }) => ({ key, count }))).toEqual(await fullSum(dimension, range.from, range.to, limit));
  });
});

describe('monthly and weekly roll-ups and runs (migrations 0034, 0035, 0037)', () => {
  const NOW = new Date('2026-11-26T12:00:00Z');
  const RANGE = { from: '2026-07-30', to: '2026-11-26' };
  beforeAll(async () => {
    // An event count a day: what a roll-up is stamped with and the dashboard compares.
    await db.query(
      `INSERT INTO analytics_daily_counts (dimension, day, key, count)
       SELECT 'event', d::date, 'brief_read', 3 FROM generate_series(date '2026-07-30', date '2026-11-26', interval '1 day') AS d`,
    );
  });
  const readingNow = async () => {
    const { rows } = await db.query<{ day: string; events: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(count) AS events FROM analytics_daily_counts WHERE dimension = 'event' GROUP BY day`);
    const events = new Map(rows.map(({ day, events }) => [day, Number(events)]));
    const reading = readingOf(RANGE, await readRollups(db, rollupSpansOf(RANGE)), (day) => events.get(day) ?? 0);
    return { ...reading, months: reading.periods.filter(isMonthPeriod), weeks: reading.periods.filter(isWeekPeriod), sums: reading.parts.map(({ period, sign }) => `${sign > 0 ? '+' : '-'}${period}`) };
  };
  const expectFullSums = async () => {
    // The full sum over the reading's parts (runs added and taken away), as the rule's fallback reads it.
    const { parts } = await readingNow();
    for (const dimension of ['brief', 'profile'] as const) {
      const summed = await createTopCountsPort(db).readAllCounts(parts, dimension, 50);
      expect(summed.slice(0, 50)).toEqual(await fullSum(dimension, RANGE.from, RANGE.to, 50));
    }
    for (const limit of [10, 50]) {
      const answer = await answerDashboard(createDashboardFiguresPort(db), { ...RANGE, limit }, NOW);
      expect(answer.topBriefs.map(({ key, count }) => ({ key, count }))).toEqual(await fullSum('brief', RANGE.from, RANGE.to, limit));
      expect(answer.topProfiles.map(({ key, count }) => ({ key, count }))).toEqual(await fullSum('profile', RANGE.from, RANGE.to, limit));
    }
  };
  /** A stretch's leaders (migration 0037) are its keys' counts over its months, and its bound is above every key left out. */
  const expectStretchLeaders = async (stretch: string) => {
    const months = monthsOfStretch(stretch);
    const from = `${months[0]}-01`;
    const to = daysOfSpan(months[months.length - 1]).at(-1)!;
    const every = new Map((await fullSum('brief', from, to, 1_000_000)).map(({ key, count }) => [key, count]));
    const [leaders] = await createTopCountsPort(db).readLeaders([stretch], 'brief', 20);
    expect(leaders.leaders.size).toBeGreaterThan(0);
    for (const [key, count] of leaders.leaders) expect(count).toBe(every.get(key));
    for (const [key, count] of every) if (!leaders.leaders.has(key)) expect(count).toBeLessThanOrEqual(leaders.bound);
    const some = [...every.keys()].slice(0, 5);
    const counts = await createTopCountsPort(db).readCounts('brief', new Map(some.map((key) => [key, [stretch]])));
    for (const key of some) expect(counts.get(key)?.get(stretch)).toBe(every.get(key));
  };
  const ALL = { maxMonths: 12, maxWeeks: 60 };

  it('sums each ended month and week once, and a range read from them and from runs equals the sum of every key of every day', async () => {
    const summed = await rollUpEndedSpans(db, NOW, ALL);
    expect(summed.filter(isMonthPeriod)).toEqual(['2026-10', '2026-09', '2026-08', '2026-07']);
    expect(summed.filter(isWeekPeriod)).toHaveLength(15);
    expect(await rollUpEndedSpans(db, NOW, ALL)).toEqual([]);
    const reading = await readingNow();
    // The three months as one period, and summed as the run through October less the run through July.
    expect(reading.months).toEqual([]);
    expect(reading.periods.filter(isStretchPeriod)).toEqual(['2026-08..2026-10']);
    expect(reading.weeks).toEqual(['2026-11-W1', '2026-11-W2', '2026-11-W3']);
    expect(reading.sums.filter((sum) => sum.includes('..'))).toEqual(['+..2026-10', '-..2026-07']);
    await expectStretchLeaders('2026-08..2026-10');
    await expectFullSums();
  });

  it('reads a span from its weeks or days once an event is counted late on it, until the upkeep sums it again and builds its run', async () => {
    await db.query(
      `INSERT INTO analytics_daily_counts (dimension, day, key, count) VALUES ('event', '2026-10-15', 'brief_read', 5000), ('brief', '2026-10-15', 'key-late', 5000)
       ON CONFLICT (dimension, day, key) DO UPDATE SET count = analytics_daily_counts.count + excluded.count`,
    );
    const late = await readingNow();
    expect(late.months).toEqual(['2026-08', '2026-09']);
    // October from its three other weeks and the days of the one counted late on.
    expect(late.weeks).toEqual(['2026-10-W1', '2026-10-W2', '2026-10-W4', '2026-11-W1', '2026-11-W2', '2026-11-W3']);
    expect(late.periods).toContain('2026-10-15');
    expect(late.sums.filter((sum) => sum.includes('..'))).toEqual([]);
    await expectFullSums();
    expect((await rollUpEndedSpans(db, NOW, ALL)).sort()).toEqual(['2026-10', '2026-10-W3']);
    const again = await readingNow();
    expect(again.periods.filter(isStretchPeriod)).toEqual(['2026-08..2026-10']);
    await expectStretchLeaders('2026-08..2026-10');
    expect(again.sums.filter((sum) => sum.includes('..'))).toEqual(['+..2026-10', '-..2026-07']);
    await expectFullSums();
  });
});
