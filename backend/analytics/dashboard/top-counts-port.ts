import type { Dimension } from '../../../amplify/data/analytics/dashboard-figures';
import { isMonthPeriod, isRunPeriod, isStretchPeriod, isWeekPeriod, runsOfStretch, weekStart, type Period, type SumPart } from '../../../amplify/data/analytics/month-rollups';
import type { DayLeaders, TopCountsPort } from '../../../amplify/data/analytics/top-counts';
import type { Database, Queryable } from '../../core/database/database';

/** Keys whose days are read at once through analytics_daily_counts_key_days: each is one index range. */
const MAX_COUNTED_KEYS = 2_000;

/**
 * Each day's `depth + 1` keys of highest level (migration 0031's index, one short range a day):
 * the keys above the last one's level lead, and every other key of the day counts at most that
 * level's ceiling. A day with at most `depth` keys gives them all, bound 0. Each day's rows come as
 * one JSON text: a year at depth 640 is ~6,400 rows a list, whose parsing row by row in the driver
 * held the event loop longest once the four lists' answers arrived together.
 */
const LEADERS_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
    json_agg(json_build_array(l.key, l.count, l.level, analytics_lead_ceiling(l.level)) ORDER BY l.level DESC)::text AS leaders
  FROM unnest($1::date[]) AS d(day)
  CROSS JOIN LATERAL (
    SELECT key, count, level FROM analytics_daily_counts
    WHERE dimension = $2 AND day = d.day
    ORDER BY level DESC LIMIT $3::int + 1
  ) AS l
  GROUP BY d.day ORDER BY d.day`;
/**
 * Each rolled-up month's (or week's: `%s` weekly, `%k` week) `depth + 1` most counted keys
 * (migrations 0034 and 0035's index): the first `depth` lead with their exact counts, the next
 * one's count bounds every other key of the span. One JSON text a span, as the days' (a year's
 * three weeks at depth 640 are 1,923 rows a list).
 */
const SPAN_LEADERS_SQL = `
  SELECT to_char(m.span, 'YYYY-MM-DD') AS span, json_agg(json_build_array(l.key, l.count) ORDER BY l.count DESC)::text AS leaders
  FROM unnest($1::date[]) AS m(span)
  CROSS JOIN LATERAL (
    SELECT key, count FROM analytics_%s_counts
    WHERE dimension = $2 AND %k = m.span
    ORDER BY count DESC LIMIT $3::int + 1
  ) AS l
  GROUP BY m.span`;
/**
 * The asked keys' counts on the days asked, through analytics_daily_counts_key_days: each run of
 * consecutive days one index range per key (parameters $3… are the runs' first and last days), not
 * the span between the first day and the last (a year's periods hold days at both ends), nor one
 * index probe per key and day (`day = ANY`: a year's ten edge days were 6,500 probes a list).
 *
 * Read by this connection's process alone: the statement names a PARALLEL UNSAFE function
 * (set_config, in a CTE never read, so nothing is set), and PostgreSQL plans no parallel workers
 * for a statement that does. On the bench's year (a year at 1,000 events a minute, load 14-17) it
 * planned the briefs' and profiles' day counts (400-2,000 keys, 1,600-1,900 rows, under 5,000
 * buffers) as a Gather of two workers, each a process started for that one execution, with cold
 * caches, waiting for a core on a busy host: on new connections those two statements took
 * 576-1,044 ms with workers against 338-494 ms without, taking turns. (Setting
 * max_parallel_workers_per_gather in a transaction, as the full sum does, costs three more round
 * trips and holds a pool connection for them.)
 */
export function countsSql(runs: number): string {
  const runsSql = Array.from(
    { length: runs },
    (_, run) =>
      `SELECT key, to_char(day, 'YYYY-MM-DD') AS day, count FROM analytics_daily_counts WHERE dimension = $1 AND key = ANY($2::text[]) AND day BETWEEN $${3 + 2 * run}::date AND $${4 + 2 * run}::date`,
  ).join('\n  UNION ALL ');
  return `WITH one_process AS (SELECT set_config('max_parallel_workers_per_gather', '0', true))\n  ${runsSql}`;
}
/** The asked keys' counts in the months (or weeks) asked (analytics_monthly_counts_key_months, analytics_weekly_counts_key_weeks). */
const SPAN_COUNTS_SQL = `
  SELECT key, to_char(%k, 'YYYY-MM-DD') AS span, count FROM analytics_%s_counts
  WHERE dimension = $1 AND key = ANY($2::text[]) AND %k = ANY($3::date[])`;

/**
 * A stretch's (or a run's) leaders (migration 0037's index): the `depth + 1` most counted keys of
 * the run through its last month (`$2`), each less its count in the run taken away (`$3`, null for
 * none) by that run's primary key. No key counts more over the stretch than in the first run, so
 * the (depth + 1)-th one's count there (`run_count`) bounds every key not listed.
 */
const STRETCH_LEADERS_SQL = `
  SELECT a.key, a.count - coalesce(t.count, 0) AS count, a.count AS run_count
  FROM (
    SELECT key, count FROM analytics_monthly_runs WHERE dimension = $1 AND month = $2::date
    ORDER BY count DESC LIMIT $4::int + 1
  ) AS a
  LEFT JOIN analytics_monthly_runs AS t ON t.dimension = $1 AND t.month = $3::date AND t.key = a.key
  ORDER BY a.count DESC`;
/** The asked keys' counts over a stretch: the run through its last month less the run taken away, by their primary keys. */
const STRETCH_COUNTS_SQL = `
  SELECT a.key, a.count - coalesce(t.count, 0) AS count
  FROM analytics_monthly_runs AS a
  LEFT JOIN analytics_monthly_runs AS t ON t.dimension = $1 AND t.month = $3::date AND t.key = a.key
  WHERE a.dimension = $1 AND a.month = $2::date AND a.key = ANY($4::text[])`;
const MONTHLY = { table: 'monthly', column: 'month' };
const WEEKLY = { table: 'weekly', column: 'week' };
const forSpans = (sql: string, { table, column }: typeof MONTHLY) => sql.replaceAll('%s', table).replaceAll('%k', column);
/** A span's first day as SQL gives it back, as its period. */
const periodOfSpan = (first: string, spans: typeof MONTHLY) => (spans === MONTHLY ? first.slice(0, 7) : `${first.slice(0, 7)}-W${(Number(first.slice(8)) + 6) / 7}`);
/**
 * The fallback: every key of the parts summed with their signs (the dimension's rows of every day,
 * week and month, and runs added or taken away), the days read as runs of consecutive days, each
 * one index range (a year's are one or two; parameters $7… are the runs' first and last days).
 */
function allCountsSql(runs: number): string {
  const dayRuns = Array.from(
    { length: runs },
    (_, run) => `SELECT key, count FROM analytics_daily_counts WHERE dimension = $1 AND day BETWEEN $${7 + 2 * run}::date AND $${8 + 2 * run}::date`,
  );
  return `
  SELECT key, sum(count) AS count FROM (
    ${[
      ...dayRuns,
      'SELECT key, count FROM analytics_monthly_counts WHERE dimension = $1 AND month = ANY($2::date[])',
      'SELECT key, count FROM analytics_weekly_counts WHERE dimension = $1 AND week = ANY($4::date[])',
      'SELECT key, count FROM analytics_monthly_runs WHERE dimension = $1 AND month = ANY($5::date[])',
      'SELECT key, -count FROM analytics_monthly_runs WHERE dimension = $1 AND month = ANY($6::date[])',
    ].join('\n    UNION ALL ')}
  ) AS counts
  GROUP BY key HAVING sum(count) > 0 ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $3`;
}

/**
 * The full sum's settings, for its transaction only: no JIT (compiling the statement took 0.3–0.5 s
 * of a 2 s sum on the bench's store), no parallel workers (their sorted partial sums cost more than
 * they saved on 2 cores), and room to hash a dimension's 50,000 keys without spilling to disk.
 */
const SUM_SETTINGS_SQL = `SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', '32MB', true)`;

async function withSumSettings<T>(db: Queryable, work: (db: Queryable) => Promise<T>): Promise<T> {
  if (!('transaction' in db)) return work(db);
  return (db as Database).transaction(async (tx) => {
    await tx.query(SUM_SETTINGS_SQL);
    return work(tx);
  });
}

/** Ordered days as runs of consecutive days: their first and last days. */
function runsOf(days: readonly string[]): { firsts: string[]; lasts: string[] } {
  const firsts: string[] = [];
  const lasts: string[] = [];
  for (const day of days) {
    const previous = lasts[lasts.length - 1];
    if (previous !== undefined && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`) === 86_400_000) lasts[lasts.length - 1] = day;
    else {
      firsts.push(day);
      lasts.push(day);
    }
  }
  return { firsts, lasts };
}

/** A list of periods as the days, the months' and weeks' first days the SQL takes, and the stretches (read on their own). */
function splitPeriods(periods: Iterable<Period>): { days: string[]; months: string[]; weeks: string[]; stretches: string[] } {
  const days: string[] = [];
  const months: string[] = [];
  const weeks: string[] = [];
  const stretches: string[] = [];
  for (const period of periods) {
    if (isMonthPeriod(period)) months.push(`${period}-01`);
    else if (isWeekPeriod(period)) weeks.push(weekStart(period));
    else if (isStretchPeriod(period) || isRunPeriod(period)) stretches.push(period);
    else days.push(period);
  }
  return { days, months, weeks, stretches };
}

/** A stretch's runs as the SQL takes them: the added run's month and the taken one's (null for none), first days. */
function stretchParams(stretch: Period): [string, string | null] {
  const { added, taken } = runsOfStretch(stretch);
  return [`${added}-01`, taken ? `${taken}-01` : null];
}

/** The shared top-list rule's port (amplify/data/analytics/top-counts.ts) on the local store's days, weekly and monthly roll-ups and runs. */
export function createTopCountsPort(db: Queryable): TopCountsPort {
  return {
    // The kinds of periods are read at once (each statement on a pool connection of its own; the
    // embedded database queues them): a year's list waited on its stretch, days and weeks one
    // after another.
    async readLeaders(periods, dimension: Dimension, depth: number): Promise<DayLeaders[]> {
      const { days, months, weeks, stretches } = splitPeriods(periods);
      const ofStretches = Promise.all(
        stretches.map(async (stretch): Promise<DayLeaders[]> => {
          const { rows } = await db.query<{ key: string; count: string; run_count: string }>(STRETCH_LEADERS_SQL, [dimension, ...stretchParams(stretch), depth]);
          if (rows.length === 0) return [];
          // Keys counted only before the stretch (0 over it) are left out: they count no more than any bound.
          const leaders = new Map(rows.slice(0, depth).filter((row) => Number(row.count) > 0).map((row) => [row.key, Number(row.count)]));
          return [{ day: stretch, leaders, bound: rows.length > depth ? Number(rows[depth].run_count) : 0, slack: 0 }];
        }),
      );
      const ofDays = (async (): Promise<DayLeaders[]> => {
        if (days.length === 0) return [];
        const { rows } = await db.query<{ day: string; leaders: string }>(LEADERS_SQL, [days, dimension, depth]);
        return rows.map(({ day, leaders: text }) => {
          // [key, count, level, ceiling], highest level first.
          const dayRows = JSON.parse(text) as [key: string, count: number, level: number, ceiling: number][];
          if (dayRows.length <= depth) return { day, leaders: new Map(dayRows.map(([key, count]) => [key, count])), bound: 0, slack: 0 };
          // The day has more keys: the last row's level and below are left out, bounded by its ceiling.
          const [, , cutLevel, ceiling] = dayRows[dayRows.length - 1];
          return { day, leaders: new Map(dayRows.filter(([, , level]) => level > cutLevel).map(([key, count]) => [key, count])), bound: ceiling, slack: 0 };
        });
      })();
      const ofSpans = ([spans, firsts]: readonly [typeof MONTHLY, string[]]) =>
        (async (): Promise<DayLeaders[]> => {
          if (firsts.length === 0) return [];
          const { rows } = await db.query<{ span: string; leaders: string }>(forSpans(SPAN_LEADERS_SQL, spans), [firsts, dimension, depth]);
          return rows.map(({ span: first, leaders: text }) => {
            // [key, count], the most counted first.
            const spanRows = JSON.parse(text) as [key: string, count: number][];
            return { day: periodOfSpan(first, spans), leaders: new Map(spanRows.slice(0, depth)), bound: spanRows[depth]?.[1] ?? 0, slack: 0 };
          });
        })();
      const [stretchLeaders, dayLeaders, monthLeaders, weekLeaders] = await Promise.all([ofStretches, ofDays, ofSpans([MONTHLY, months]), ofSpans([WEEKLY, weeks])]);
      return [...stretchLeaders.flat(), ...dayLeaders, ...monthLeaders, ...weekLeaders];
    },
    canReadCounts: (keys: number) => keys <= MAX_COUNTED_KEYS,
    async readCounts(dimension: Dimension, wanted: ReadonlyMap<string, readonly Period[]>) {
      const { days, months, weeks, stretches } = splitPeriods(new Set([...wanted.values()].flat()));
      if (days.length === 0 && months.length === 0 && weeks.length === 0 && stretches.length === 0) return new Map();
      const keys = [...wanted.keys()];
      type CountRow = { key: string; day: string; count: string };
      const ofStretches = stretches.map(async (stretch): Promise<CountRow[]> => {
        const stretchKeys = keys.filter((key) => wanted.get(key)?.includes(stretch));
        const { rows: stretchRows } = await db.query<{ key: string; count: string }>(STRETCH_COUNTS_SQL, [dimension, ...stretchParams(stretch), stretchKeys]);
        return stretchRows.map(({ key, count }) => ({ key, day: stretch, count }));
      });
      const ofDays = (async (): Promise<CountRow[]> => {
        if (days.length === 0) return [];
        const { firsts, lasts } = runsOf(days.sort());
        const params = [dimension, keys, ...firsts.flatMap((first, run) => [first, lasts[run]])];
        return (await db.query<CountRow>(countsSql(firsts.length), params)).rows;
      })();
      const ofSpans = ([spans, firsts]: readonly [typeof MONTHLY, string[]]) =>
        (async (): Promise<CountRow[]> => {
          if (firsts.length === 0) return [];
          const { rows: spanRows } = await db.query<{ key: string; span: string; count: string }>(forSpans(SPAN_COUNTS_SQL, spans), [dimension, keys, firsts]);
          return spanRows.map(({ key, span, count }) => ({ key, day: periodOfSpan(span, spans), count }));
        })();
      const rows = (await Promise.all([...ofStretches, ofDays, ofSpans([MONTHLY, months]), ofSpans([WEEKLY, weeks])])).flat();
      const asked = new Map([...wanted].map(([key, keyPeriods]) => [key, new Set(keyPeriods)]));
      const counts = new Map<string, Map<string, number>>();
      for (const row of rows) {
        if (!asked.get(row.key)?.has(row.day)) continue;
        (counts.get(row.key) ?? counts.set(row.key, new Map()).get(row.key)!).set(row.day, Number(row.count));
      }
      return counts;
    },
    async readAllCounts(parts: readonly SumPart[], dimension: Dimension, limit: number) {
      const added = parts.filter(({ period, sign }) => sign > 0 && !isRunPeriod(period)).map(({ period }) => period);
      const { days, months, weeks } = splitPeriods(added);
      const runMonth = (period: string) => `${period.slice(2)}-01`;
      const runsAdded = parts.filter(({ period, sign }) => sign > 0 && isRunPeriod(period)).map(({ period }) => runMonth(period));
      const runsTaken = parts.filter(({ period, sign }) => sign < 0 && isRunPeriod(period)).map(({ period }) => runMonth(period));
      if (parts.some(({ period, sign }) => sign < 0 && !isRunPeriod(period))) throw new Error('Only runs are taken away from a sum.');
      const { firsts, lasts } = runsOf(days);
      const params = [dimension, months, limit, weeks, runsAdded, runsTaken, ...firsts.flatMap((first, run) => [first, lasts[run]])];
      const { rows } = await withSumSettings(db, (tx) => tx.query<{ key: string; count: string }>(allCountsSql(firsts.length), params));
      return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
    },
  };
}
