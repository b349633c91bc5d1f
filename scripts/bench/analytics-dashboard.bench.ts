// npm run bench analytics-dashboard – issue 46: is the admin dashboard fast with a year of events at
// 1,000 a minute?
//
// For each store (the embedded PGlite in a temporary data folder; PostgreSQL from
// TEST_DATABASE_URL in a database of its own, BENCH_DATABASE, created and dropped here) the bench:
//  1. starts the real backend (backend/analytics/test-support/start-analytics-backend.ts: identity,
//     analytics ingest and the data API, migrations run) on the empty store;
//  2. writes what a year at 1,000 events a minute leaves in the daily figures the dashboard reads
//     (scripts/bench/analytics-dashboard/generate-year.ts says what, and at which cardinalities),
//     and BENCH_RAW_EVENTS of today's raw events (analytics_events, which the dashboard never reads
//     but the product keeps: their size a day is reported and multiplied out to a year);
//  3. stops it and starts it again on that store (so no answer is remembered in the process; the
//     PostgreSQL server's own buffers stay as the generation left them), signs in an admin (ADMINS,
//     with an authenticator app, as the site's admins are), and asks GraphQL's analyticsDashboard
//     through the data API's door as the site does: the default range (the 30 days ending today)
//     and a 366-day range, each first "cold" (its first request after the start), then "warm" (the
//     median of BENCH_WARM_REQUESTS more of each, taking turns). The event loop's longest stall
//     during each request is measured in-process (perf_hooks' monitorEventLoopDelay): the backend
//     runs in this process, so a query that holds the loop holds every other request too (PGlite
//     runs its statements on this thread: each holds the loop for as long as it runs), beside the
//     longest stall over 2 s with nothing asked (a busy host's own share). Then the year once more
//     after BENCH_QUIET_MS with nothing asked (12 s: longer than node-postgres's default 10 s before
//     it closes an idle connection), as an admin coming back to the page meets it.
//     It asks them twice: on the days alone (no month summed yet, as before migration 0034), then
//     after the analytics upkeep's roll-ups (backend/analytics/store/month-rollups.ts: every ended
//     month and week summed once and the months' runs built, timed), reading whole months and weeks
//     from them and stretches of months from runs (migrations 0035, 0037); then the year in-process
//     taking turns: days only, months summed one by one (as before migration 0035), weeks and runs
//     summed (as before migration 0037), stretches read from the runs' leaders;
//  4. checks the answers against SQL: the range's events, the days' counts and the top lists (summing
//     every key of every day, as the dashboard did before migration 0031: timed) must be exact;
//     the range's distinct browsers are compared with count(DISTINCT …) over the daily browsers.
//
// Targets (an admin who opens the page expects it at once), marked ok / MISS: the 30 days < 200 ms
// and the year < 1 s at the server (cold and warm), the event loop never held ≥ 50 ms, judged on
// what the product serves once its upkeep has run: the phase with roll-ups. The days-only phase (a
// freshly generated store before its months are summed) prints as a reference (ref ok / ref over). A missed
// target is a finding, not a failure: the bench exits non-zero only when an answer is wrong or the
// run cannot complete.
//
// Knobs: BENCH_SCALE (the traffic's fraction of 1,000 events a minute, default 0.01, about 4 minutes
// of generating a store on this 2-core machine, 0.05 about 10 on PostgreSQL; at 1 a year is
// about 158 million browser rows, hours to generate on a small machine), BENCH_STORES (pglite,pg),
// BENCH_WARM_REQUESTS (5), BENCH_QUIET_MS (12000; 0 skips the request after a quiet spell), BENCH_TURNS (rounds of the in-process turns, BENCH_WARM_REQUESTS unless given; 0 skips them), BENCH_COUNTS_ONLY=1 (the daily counts alone, no browser rows: the top
// lists' cost at scale 1 in minutes; the browser figures are then zeros), BENCH_RAW_EVENTS (raw events written for today, default a day's at the
// scale), BENCH_DATABASE (bench_analytics_dashboard), BENCH_KEEP_STORE=1 (leave the store in place, to
// look into it), BENCH_REUSE_STORE=1 (PostgreSQL only: measure the store a BENCH_KEEP_STORE run left in
// BENCH_DATABASE instead of generating one: migrations and the upkeep's roll-ups run, then only the
// phase with roll-ups and the in-process turns), TEST_DATABASE_URL.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import pg from 'pg';
import { recreateBenchDatabase } from './bench-database';
import { TOP_LISTS, type DashboardSummary } from '../../amplify/data/analytics/dashboard-figures';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import type { Queryable } from '../../backend/core/database/database';
import { startAnalyticsBackend, type AnalyticsTestBackend, type AnalyticsTestStore } from '../../backend/analytics/test-support/start-analytics-backend';
import { DAYS, dayBefore, EVENTS_PER_MINUTE, generateYear, sizesAt } from './analytics-dashboard/generate-year';
import { generateRawEvents } from './analytics-dashboard/raw-events';
import { answerDashboard } from '../../amplify/data/analytics/dashboard-query';
import { createDashboardFiguresPort } from '../../backend/analytics';
import { rollUpEndedSpans } from '../../backend/analytics/store/month-rollups';
import { isMonthPeriod, isRunPeriod, isStretchPeriod, monthsOfStretch, runsOfStretch, wholeMonthsOf } from '../../amplify/data/analytics/month-rollups';
import { RAW_EVENT_RETENTION_DAYS } from '../../backend/analytics/store/prune-events';

const SCALE = Number(process.env.BENCH_SCALE ?? 0.01);
const STORES = (process.env.BENCH_STORES ?? 'pglite,pg').split(',').map((name) => name.trim()).filter(Boolean);
const WARM_REQUESTS = Math.max(1, Number(process.env.BENCH_WARM_REQUESTS ?? 5));
const TURNS = Math.max(0, Number(process.env.BENCH_TURNS ?? WARM_REQUESTS));
const QUIET_MS = Math.max(0, Number(process.env.BENCH_QUIET_MS ?? 12_000));
const RAW_EVENTS = Number(process.env.BENCH_RAW_EVENTS ?? Math.round(EVENTS_PER_MINUTE * 60 * 24 * SCALE));
const KEEP_STORE = process.env.BENCH_KEEP_STORE === '1';
const COUNTS_ONLY = process.env.BENCH_COUNTS_ONLY === '1';
const REUSE_STORE = process.env.BENCH_REUSE_STORE === '1';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = process.env.BENCH_DATABASE || 'bench_analytics_dashboard';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(BENCH_DATABASE)) throw new Error(`BENCH_DATABASE: "${BENCH_DATABASE}" is not a plain lower-case database name`);

const TARGET = { monthMs: 200, yearMs: 1_000, loopMs: 50 };

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const markJudged = (isMet: boolean) => (isMet ? 'ok' : 'MISS');
/** A phase printed for comparison only: its figures beside the targets, never counted as missed. */
const markReference = (isMet: boolean) => (isMet ? 'ref ok' : 'ref over');
/** The phase before the upkeep's roll-ups: what a store upgraded with a year of days serves until its first upkeep rounds. */
const DAYS_ONLY_PHASE = 'days only (no roll-ups)';
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const errors: string[] = [];
const misses: string[] = [];

interface Timed {
  ms: number;
  /** The event loop's longest stall during the request. */
  loopMs: number;
  summary: DashboardSummary;
}

async function ask(backend: AnalyticsTestBackend, token: string, variables: Record<string, unknown>): Promise<Timed> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const began = performance.now();
  const answer = await backend.dashboard(variables, token);
  const elapsed = performance.now() - began;
  loop.disable();
  const [error] = answer.errors ?? [];
  if (error || !answer.data?.analyticsDashboard) throw new Error(`analyticsDashboard answered ${error ? `${error.errorType}: ${error.message}` : 'nothing'}`);
  return { ms: elapsed, loopMs: loop.max / 1e6, summary: answer.data.analyticsDashboard };
}

interface RangeFigures {
  label: string;
  variables: Record<string, unknown>;
  targetMs: number;
  cold?: Timed;
  warm: Timed[];
  /** Asked once more after QUIET_MS with nothing asked. */
  quiet?: Timed;
}

/** The range's figures straight from SQL, to hold the answers to. */
async function checkAnswer(db: Queryable, store: string, range: RangeFigures): Promise<string> {
  const summary = range.cold!.summary;
  const { from, to } = summary.range;
  const { rows: events } = await db.query<{ events: string }>(
    `SELECT coalesce(sum(count), 0) AS events FROM analytics_daily_counts WHERE dimension = 'event' AND day BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  if (Number(events[0].events) !== summary.totals.events) errors.push(`${store} ${range.label}: ${summary.totals.events} events answered, SQL sums ${events[0].events}`);
  const { rows: pageViews } = await db.query<{ day: string; count: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM analytics_daily_counts WHERE dimension = 'event' AND key = 'page_view' AND day BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  const byDay = new Map(pageViews.map((row) => [row.day, Number(row.count)]));
  const wrongDays = summary.days.filter((day) => (byDay.get(day.day) ?? 0) !== day.pageViews);
  if (wrongDays.length) errors.push(`${store} ${range.label}: ${wrongDays.length} days' page views differ from SQL (first ${wrongDays[0].day})`);
  for (const timed of [...range.warm, ...(range.quiet ? [range.quiet] : [])]) {
    if (JSON.stringify(timed.summary) !== JSON.stringify(summary)) errors.push(`${store} ${range.label}: a warm answer differs from the cold one`);
  }
  // The top lists: the keys and counts summing every key of every day gives (as the dashboard did
  // before the leaders, migration 0031), and how long that sum took here.
  const sumBegan = performance.now();
  for (const [list, dimension] of TOP_LISTS) {
    const answered = summary[list].map(({ key, count }) => `${key}=${count}`).join(', ');
    const { rows: summed } = await db.query<{ key: string; count: string }>(
      `SELECT key, sum(count) AS count FROM analytics_daily_counts WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date
       GROUP BY key ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $4`,
      [from, to, dimension, summary[list].length || 10],
    );
    if (summed.map(({ key, count }) => `${key}=${count}`).join(', ') !== answered) errors.push(`${store} ${range.label}: ${list} differs from SQL's sum of every key`);
  }
  const sumMs = performance.now() - sumBegan;
  const began = performance.now();
  const { rows: browsers } = await db.query<{ browsers: string }>(
    `SELECT count(DISTINCT endpoint_id) AS browsers FROM analytics_daily_browsers WHERE dimension = 'active' AND day BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  const exact = Number(browsers[0].browsers);
  const answered = summary.totals.activeEndpoints;
  const error = exact === 0 ? 0 : (answered - exact) / exact;
  const isEstimated = summary.estimated.includes('totals.activeEndpoints');
  // An estimate's standard error is 2.3 % (browser-sketch.ts): four of them is a wrong answer.
  if (isEstimated ? Math.abs(error) > 4 * 0.023 : answered !== exact) errors.push(`${store} ${range.label}: ${answered} active browsers answered, SQL counts ${exact}`);
  return (
    `top lists equal SQL's sum of every key of every day (those four sums alone took ${ms(sumMs)}); active browsers: answered ${answered}${isEstimated ? ' (estimated)' : ''}, count(DISTINCT) ${exact} (${(error * 100).toFixed(2)} %; that SQL alone took ${ms(performance.now() - began)}); ` +
    `estimated figures: ${summary.estimated.join(', ') || 'none'}`
  );
}

async function prepareStore(kind: string): Promise<{ name: string; store: AnalyticsTestStore; cleanup: () => Promise<void> } | null> {
  if (kind === 'pglite') {
    const dataDir = await createTempDataDir();
    return { name: 'PGlite', store: { dataDir }, cleanup: async () => removeTempDataDir(dataDir) };
  }
  if (kind === 'pg') {
    const databaseUrl = REUSE_STORE ? Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${BENCH_DATABASE}` }).toString() : await recreateBenchDatabase(TEST_DATABASE_URL, BENCH_DATABASE, log);
    if (!databaseUrl) return null;
    const dataDir = await createTempDataDir({ withDatabase: false });
    return {
      name: 'PostgreSQL',
      store: { dataDir, databaseUrl },
      cleanup: async () => {
        removeTempDataDir(dataDir);
        const again = new pg.Client(TEST_DATABASE_URL);
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  throw new Error(`BENCH_STORES: unknown store "${kind}" (pglite, pg)`);
}

async function tableBytes(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(`SELECT pg_total_relation_size($1::regclass) AS bytes`, [table]);
  return Number(rows[0].bytes);
}

async function benchStore(kind: string): Promise<void> {
  const prepared = await prepareStore(kind);
  if (!prepared) return;
  const { name, store } = prepared;
  let backend: AnalyticsTestBackend | undefined;
  try {
    backend = await startAnalyticsBackend({}, store);
    const db = backend.backend.context.db;
    if (REUSE_STORE && kind !== 'pg') throw new Error('BENCH_REUSE_STORE: PostgreSQL only (BENCH_STORES=pg)');
    log(REUSE_STORE ? `${name}: measuring the kept store ${BENCH_DATABASE}` : `${name}: generating ${DAYS} days at scale ${SCALE}…`);
    const year = REUSE_STORE
      ? { countRows: Number((await db.query<{ rows: string }>(`SELECT count(*) AS rows FROM analytics_daily_counts`)).rows[0].rows), browserRows: 0, seconds: 0 }
      : await generateYear(db, SCALE, (line) => log(`${name}: ${line}`), { countsOnly: COUNTS_ONLY });
    const raw = REUSE_STORE ? 0 : await generateRawEvents(db, RAW_EVENTS, dayBefore(0));
    const sizes = {
      counts: await tableBytes(db, 'analytics_daily_counts'),
      browsers: await tableBytes(db, 'analytics_daily_browsers'),
      events: await tableBytes(db, 'analytics_events'),
    };
    await backend.close();
    backend = undefined;

    log(`${name}: starting again on the generated store…`);
    backend = await startAnalyticsBackend({}, store);
    const admin = await backend.signIn(REUSE_STORE ? `bench-admin-${Date.now()}@example.com` : 'bench-admin@example.com', { groups: ['ADMINS'] });
    // The loop's longest stall while nothing is asked: on a busy host the process waits for a core too.
    const idle = monitorEventLoopDelay({ resolution: 10 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    idle.disable();
    const idleLoopMs = idle.max / 1e6;
    // Each phase asks both ranges cold (its first request), then warm; its answers are checked against SQL.
    const measure = async (phase: string) => {
      const ranges: RangeFigures[] = [
        { label: '30 days (default)', variables: {}, targetMs: TARGET.monthMs, warm: [] },
        { label: '366 days', variables: { from: dayBefore(DAYS - 1), to: dayBefore(0) }, targetMs: TARGET.yearMs, warm: [] },
      ];
      for (const range of ranges) {
        range.cold = await ask(backend!, admin.accessToken, range.variables);
        log(`${name}: ${phase}: ${range.label} cold ${ms(range.cold.ms)} (event loop held up to ${ms(range.cold.loopMs)})`);
      }
      for (let round = 0; round < WARM_REQUESTS; round += 1) {
        for (const range of ranges) range.warm.push(await ask(backend!, admin.accessToken, range.variables));
      }
      if (QUIET_MS > 0) {
        const year = ranges[ranges.length - 1];
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        year.quiet = await ask(backend!, admin.accessToken, year.variables);
        log(`${name}: ${phase}: ${year.label} after ${QUIET_MS / 1000} s with nothing asked ${ms(year.quiet.ms)} (event loop held up to ${ms(year.quiet.loopMs)})`);
      }
      const checks: string[] = [];
      for (const range of ranges) checks.push(`${range.label}: ${await checkAnswer(backend!.backend.context.db, `${name} ${phase}`, range)}`);
      return { phase, ranges, checks, load: os.loadavg()[0] };
    };
    // First the days alone (as before migration 0034: no month summed yet), then what the analytics
    // upkeep does after a write (store/month-rollups.ts: every ended month summed, timed), then the
    // same ranges read from the roll-ups.
    const phases = REUSE_STORE ? [] : [await measure(DAYS_ONLY_PHASE)];
    const rollBegan = performance.now();
    const rolled = await rollUpEndedSpans(backend.backend.context.db, new Date(), { maxMonths: 13, maxWeeks: 60 });
    const rollMs = performance.now() - rollBegan;
    log(`${name}: summed ${rolled.length} ended months and weeks, and the months' runs, in ${ms(rollMs)}`);
    phases.push(await measure('with monthly roll-ups'));
    // The same year's answer in-process, taking turns, so each meets the same load (a busy host's
    // noise is larger than the difference between phases): days only; months summed one by one (no
    // week or run, as before migration 0035); weeks, months and runs in the full sum only (as before
    // migration 0037); stretches of months as periods read from runs' leaders.
    const port = createDashboardFiguresPort(backend.backend.context.db);
    const daysOnly = { ...port, readRollups: async () => new Map() };
    const monthsOnly = {
      ...port,
      readRollups: async (spans: readonly string[]) =>
        new Map([...(await port.readRollups(spans))].filter(([span]) => isMonthPeriod(span)).map(([span, { events, version }]) => [span, { events, version }])),
    };
    // As before migration 0037: a stretch's months are each a period of the top lists' rule (their
    // leaders tried one by one), its runs read by the full sum only.
    const runsSummedOnly = {
      ...port,
      readTopItems: (range: Parameters<typeof port.readTopItems>[0], reading: Parameters<typeof port.readTopItems>[1], dimension: Parameters<typeof port.readTopItems>[2], limit: number) =>
        port.readTopItems(
          range,
          {
            ...reading,
            periods: reading.periods.flatMap((period) =>
              isStretchPeriod(period) ? monthsOfStretch(period) : isRunPeriod(period) ? monthsOfStretch(`${wholeMonthsOf(range)[0]}..${runsOfStretch(period).added}`) : [period],
            ),
          },
          dimension,
          limit,
        ),
    };
    const turns = new Map<string, number[]>([
      ['days only', []],
      ['months one by one', []],
      ['weeks, months, runs summed', []],
      ['stretches from runs', []],
    ]);
    for (let round = 0; round < TURNS; round += 1) {
      for (const [label, figures] of [
        ['days only', daysOnly],
        ['months one by one', monthsOnly],
        ['weeks, months, runs summed', runsSummedOnly],
        ['stretches from runs', port],
      ] as const) {
        const began = performance.now();
        await answerDashboard(figures, { from: dayBefore(DAYS - 1), to: dayBefore(0) }, new Date());
        turns.get(label)!.push(performance.now() - began);
      }
    }
    const alternating = [...turns].map(([label, times]) => `${label} ${ms(median(times))} (${times.map((time) => ms(time)).join(', ')})`).join('; ');

    const perEvent = raw > 0 ? sizes.events / raw : Number.NaN;
    console.log(`\n== ${name}: a year of analytics at ${EVENTS_PER_MINUTE * SCALE} events a minute (scale ${SCALE} of ${EVENTS_PER_MINUTE}) ==`);
    const yearSizes = sizesAt(SCALE);
    console.log(
      `store: ${year.countRows} daily count rows (${mb(sizes.counts)}), ${year.browserRows} daily browser rows (${mb(sizes.browsers)}); ` +
        `${yearSizes.browsersADay} browsers a day of ${yearSizes.population}; keys a day: ${yearSizes.lists.map((list) => `${list.keysADay} ${list.dimension}`).join(', ')}; generated in ${year.seconds.toFixed(0)} s`,
    );
    if (!REUSE_STORE) console.log(
      `raw events: ${raw} of today in analytics_events, ${mb(sizes.events)} (${perEvent.toFixed(0)} bytes an event with its index); kept ${RAW_EVENT_RETENTION_DAYS} days, at this rate ` +
        `${((perEvent * EVENTS_PER_MINUTE * SCALE * 60 * 24 * RAW_EVENT_RETENTION_DAYS) / 1024 ** 3).toFixed(1)} GB (at 1,000 a minute ${((perEvent * EVENTS_PER_MINUTE * 60 * 24 * RAW_EVENT_RETENTION_DAYS) / 1024 ** 3).toFixed(0)} GB; a year's would be ${((perEvent * EVENTS_PER_MINUTE * 60 * 24 * 365) / 1024 ** 3).toFixed(0)} GB)`,
    );
    if (TURNS > 0) console.log(`366 days in-process, taking turns (median of ${TURNS}, load average ${os.loadavg()[0].toFixed(1)}): ${alternating}`);
    console.log(`the upkeep summed ${rolled.filter(isMonthPeriod).length} ended months and ${rolled.filter((span) => !isMonthPeriod(span)).length} weeks, and built the months' runs, in ${ms(rollMs)}`);
    for (const { phase, ranges, checks, load } of phases) {
      // The days-only phase is the "before" of the roll-ups (the product reads them once its upkeep
      // has summed the ended months): printed as a reference, judged only with the roll-ups.
      const isJudged = phase !== DAYS_ONLY_PHASE;
      const mark = isJudged ? markJudged : markReference;
      const miss = (line: string) => {
        if (isJudged) misses.push(line);
      };
      console.log(`-- ${phase} (load average ${load.toFixed(1)} after it)${isJudged ? '' : ': a reference, not judged'}`);
      console.log(`range              cold               warm (median of ${WARM_REQUESTS})   event loop max (< ${TARGET.loopMs} ms)   target`);
      for (const range of ranges) {
        const cold = range.cold!;
        const warm = median(range.warm.map((timed) => timed.ms));
        const loop = Math.max(cold.loopMs, ...range.warm.map((timed) => timed.loopMs));
        const isFast = cold.ms < range.targetMs && warm < range.targetMs;
        console.log(
          `${range.label.padEnd(18)} ${`${ms(cold.ms)} ${mark(cold.ms < range.targetMs)}`.padEnd(18)} ${`${ms(warm)} ${mark(warm < range.targetMs)}`.padEnd(22)} ${`${ms(loop)} ${mark(loop < TARGET.loopMs)}`.padEnd(32)} < ${ms(range.targetMs)}`,
        );
        if (!isFast) miss(`${name} ${phase}: ${range.label} cold ${ms(cold.ms)}, warm ${ms(warm)} (target < ${ms(range.targetMs)})`);
        if (loop >= TARGET.loopMs) miss(`${name} ${phase}: ${range.label} held the event loop ${ms(loop)} (target < ${TARGET.loopMs} ms)`);
        if (range.quiet) {
          const { quiet } = range;
          console.log(`${range.label} after ${QUIET_MS / 1000} s with nothing asked: ${ms(quiet.ms)} ${mark(quiet.ms < range.targetMs)}, event loop max ${ms(quiet.loopMs)} ${mark(quiet.loopMs < TARGET.loopMs)}`);
          if (quiet.ms >= range.targetMs) miss(`${name} ${phase}: ${range.label} after a quiet spell ${ms(quiet.ms)} (target < ${ms(range.targetMs)})`);
        }
      }
      for (const line of checks) console.log(line);
    }
    console.log(`${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}; the event loop's longest stall over 2 s with nothing asked: ${ms(idleLoopMs)}`);
  } finally {
    await backend?.close();
    if (KEEP_STORE) log(`${name}: the store is kept (BENCH_KEEP_STORE): ${store.databaseUrl ?? store.dataDir}`);
    else await prepared.cleanup();
  }
}

async function main(): Promise<void> {
  log(`analytics-dashboard: scale ${SCALE} (${EVENTS_PER_MINUTE * SCALE} events a minute), stores: ${STORES.join(', ')}`);
  for (const kind of STORES) {
    try {
      await benchStore(kind);
    } catch (error) {
      errors.push(`${kind}: the run could not complete: ${(error as Error).stack ?? String(error)}`);
      log(`${kind}: FAILED: ${(error as Error).message}`);
    }
  }
  console.log(`\n== analytics-dashboard summary (scale ${SCALE}) ==`);
  console.log(misses.length ? `Missed targets (${misses.length}):\n  ${misses.join('\n  ')}` : 'Every target met.');
  console.log(errors.length ? `ERRORS (${errors.length}):\n  ${errors.join('\n  ')}` : 'Every answer matched SQL.');
  if (errors.length) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
