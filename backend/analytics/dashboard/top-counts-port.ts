import { setImmediate } from 'node:timers/promises';
import type { Dimension } from '../../../amplify/data/analytics/dashboard-figures';
import { isMonthPeriod, isRunPeriod, isStretchPeriod, isWeekPeriod, runsOfStretch, weekStart, type Period, type SumPart } from '../../../amplify/data/analytics/month-rollups';
import type { DayLeaders, TopCountsPort } from '../../../amplify/data/analytics/top-counts';
import type { Database, Queryable } from '../../core/database/database';

/** Keys whose days are read at once through analytics_daily_counts_key_days: each is one index range. */
const MAX_COUNTED_KEYS = 2_000;

/**
 * Read by the connection's own process alone: a statement naming a PARALLEL UNSAFE function
 * (set_config, in a CTE never read, so nothing is set) is planned without parallel workers. On the
 * bench's year (a year at 1,000 events a minute, load 14-17) PostgreSQL planned the briefs' and
 * profiles' day counts (400-2,000 keys, 1,600-1,900 rows, under 5,000 buffers) as a Gather of two
 * workers, each a process started for that one execution, with cold caches, waiting for a core on
 * a busy host: on new connections those statements took 576-1,044 ms with workers against
 * 338-494 ms without, taking turns. (Setting max_parallel_workers_per_gather in a transaction, as
 * the full sum does, costs three more round trips and holds a pool connection for them.)
 */
export const ONE_PROCESS = `WITH one_process AS (SELECT set_config('max_parallel_workers_per_gather', '0', true))\n`;

/**
 * Leaders or counts parsed and taken in between two turns of the event loop. Each period comes as
 * a JSON text of its own: a list's year was one text of up to 543 KB (JSON.parse 4-50 ms), turned
 * into maps in the same turn (issue 46: with the rule's work, a fresh process's first year held the
 * loop 130-366 ms in one turn at load 20, 56-151 ms a period at a time).
 */
const ENTRIES_PER_TURN = 2_000;

/** Gives other requests a turn of the event loop once more than ENTRIES_PER_TURN entries were taken since the last one. */
function turnTaker(): (taken: number) => Promise<void> {
  let takenSinceTurn = 0;
  return async (taken) => {
    takenSinceTurn += taken;
    if (takenSinceTurn <= ENTRIES_PER_TURN) return;
    takenSinceTurn = 0;
    await setImmediate();
  };
}

/** A statement's parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * A call's leaders, every kind of period in one statement, a row per period: kind, period and its
 * leaders as one JSON text (a year's list read 1-3 statements a try, each on a pool connection of
 * its own, whose answers the driver parsed row by row: a stretch's 641 rows):
 *  - `d`, each day's `depth + 1` keys of highest level (migration 0031's index, one short range a
 *    day) as [[key, count, level], …] and the lowest level's ceiling: the keys above the last one's
 *    level lead, and every other key of the day counts at most that level's ceiling (a day with at
 *    most `depth` keys gives them all, bound 0). The ceiling is asked once a day: the SQL function
 *    is not inlined (STRICT over coalesce), and called on each of a year's 6,410 rows a list it was
 *    half the statement (165 -> 97 ms on a new connection, 99 -> 50 ms on a used one, load 5);
 *  - `m` and `w`, each rolled-up month's or week's `depth + 1` most counted keys (migrations 0034
 *    and 0035's indexes) as [key, count]: the first `depth` lead with their exact counts, the next
 *    one's count bounds every other key of the span;
 *  - `s`, each stretch's (or run's, by its place in the list) leaders (migration 0037's index): the
 *    `depth + 1` most counted keys of the run through its last month, as [key, count less its count
 *    in the run taken away (by that run's primary key), count in the run]. No key counts more over
 *    the stretch than in the first run, so the (depth + 1)-th one's run count bounds every key not
 *    listed.
 * A period without figures is left out.
 */
export function leadersStatement(dimension: Dimension, depth: number, { days, months, weeks, stretches }: ReturnType<typeof splitPeriods>): { sql: string; params: unknown[] } {
  const params = new Params();
  const dim = params.add(dimension, 'text');
  const limit = `${params.add(depth, 'int')} + 1`;
  const parts: string[] = [];
  if (days.length) {
    parts.push(`SELECT 'd' AS kind, to_char(d.day, 'YYYY-MM-DD') AS at,
      (SELECT CASE WHEN count(*) > 0 THEN json_build_array(json_agg(json_build_array(l.key, l.count, l.level) ORDER BY l.level DESC), analytics_lead_ceiling(min(l.level))) END FROM (
        SELECT key, count, level FROM analytics_daily_counts WHERE dimension = ${dim} AND day = d.day ORDER BY level DESC LIMIT ${limit}
      ) AS l) AS leaders
    FROM unnest(${params.add(days, 'date[]')}) AS d(day)`);
  }
  for (const [kind, spans, { table, column }] of [
    ['m', months, MONTHLY],
    ['w', weeks, WEEKLY],
  ] as const) {
    if (spans.length === 0) continue;
    parts.push(`SELECT '${kind}' AS kind, to_char(m.span, 'YYYY-MM-DD') AS at,
      (SELECT json_agg(json_build_array(l.key, l.count) ORDER BY l.count DESC) FROM (
        SELECT key, count FROM analytics_${table}_counts WHERE dimension = ${dim} AND ${column} = m.span ORDER BY count DESC LIMIT ${limit}
      ) AS l) AS leaders
    FROM unnest(${params.add(spans, 'date[]')}) AS m(span)`);
  }
  if (stretches.length) {
    const runs = stretches.map(stretchParams);
    const added = params.add(
      runs.map(([month]) => month),
      'date[]',
    );
    const taken = params.add(
      runs.map(([, month]) => month),
      'date[]',
    );
    parts.push(`SELECT 's' AS kind, (s.at - 1)::text AS at,
      (SELECT json_agg(json_build_array(a.key, a.count - coalesce(t.count, 0), a.count) ORDER BY a.count DESC) FROM (
        SELECT key, count FROM analytics_monthly_runs WHERE dimension = ${dim} AND month = s.added ORDER BY count DESC LIMIT ${limit}
      ) AS a
      LEFT JOIN analytics_monthly_runs AS t ON t.dimension = ${dim} AND t.month = s.taken AND t.key = a.key) AS leaders
    FROM unnest(${added}, ${taken}) WITH ORDINALITY AS s(added, taken, at)`);
  }
  const sql = `${ONE_PROCESS}SELECT p.kind, p.at, p.leaders::text AS leaders FROM (
    ${parts.join('\n    UNION ALL ')}
  ) AS p WHERE p.leaders IS NOT NULL`;
  return { sql, params: params.values };
}

/**
 * The asked keys' counts in the periods asked, every kind in one statement, a row per period: the
 * period (months `mYYYY-MM-DD`, weeks `wYYYY-MM-DD`, a stretch `s` and its place) and its counts
 * as one JSON text of [key, count]:
 *  - on the days, through analytics_daily_counts_key_days: each run of consecutive days one index
 *    range per key, not the span between the first day and the last (a year's periods hold days at
 *    both ends), nor one index probe per key and day (`day = ANY`: a year's ten edge days were
 *    6,500 probes a list);
 *  - in months and weeks through analytics_monthly_counts_key_months and
 *    analytics_weekly_counts_key_weeks;
 *  - over a stretch, the keys that ask for it: the run through its last month less the run taken
 *    away, by their primary keys.
 */
export function countsStatement(
  dimension: Dimension,
  keys: readonly string[],
  { days, months, weeks, stretches }: ReturnType<typeof splitPeriods>,
  stretchKeys: readonly (readonly string[])[] = [],
): { sql: string; params: unknown[] } {
  const params = new Params();
  const dim = params.add(dimension, 'text');
  const parts: string[] = [];
  if (days.length || months.length || weeks.length) {
    const asked = params.add(keys, 'text[]');
    const { firsts, lasts } = runsOf([...days].sort());
    for (const [run, first] of firsts.entries()) {
      parts.push(
        `SELECT to_char(day, 'YYYY-MM-DD') AS at, key, count FROM analytics_daily_counts WHERE dimension = ${dim} AND key = ANY(${asked}) AND day BETWEEN ${params.add(first, 'date')} AND ${params.add(lasts[run], 'date')}`,
      );
    }
    for (const [kind, spans, { table, column }] of [
      ['m', months, MONTHLY],
      ['w', weeks, WEEKLY],
    ] as const) {
      if (spans.length === 0) continue;
      parts.push(`SELECT '${kind}' || to_char(${column}, 'YYYY-MM-DD') AS at, key, count FROM analytics_${table}_counts WHERE dimension = ${dim} AND key = ANY(${asked}) AND ${column} = ANY(${params.add(spans, 'date[]')})`);
    }
  }
  for (const [at, stretch] of stretches.entries()) {
    const [added, taken] = stretchParams(stretch);
    parts.push(`SELECT 's${at}' AS at, a.key, a.count - coalesce(t.count, 0) AS count FROM analytics_monthly_runs AS a
      LEFT JOIN analytics_monthly_runs AS t ON t.dimension = ${dim} AND t.month = ${params.add(taken, 'date')} AND t.key = a.key
      WHERE a.dimension = ${dim} AND a.month = ${params.add(added, 'date')} AND a.key = ANY(${params.add(stretchKeys[at] ?? keys, 'text[]')})`);
  }
  const sql = `${ONE_PROCESS}SELECT c.at, json_agg(json_build_array(c.key, c.count))::text AS counts FROM (
    ${parts.join('\n    UNION ALL ')}
  ) AS c GROUP BY c.at`;
  return { sql, params: params.values };
}

const MONTHLY = { table: 'monthly', column: 'month' };
const WEEKLY = { table: 'weekly', column: 'week' };
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
export function splitPeriods(periods: Iterable<Period>): { days: string[]; months: string[]; weeks: string[]; stretches: string[] } {
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
    // Every kind of period in one statement (the four lists go at once, each on a pool connection
    // of its own; the embedded database queues them).
    async readLeaders(periods, dimension: Dimension, depth: number): Promise<DayLeaders[]> {
      const split = splitPeriods(periods);
      const { days, months, weeks, stretches } = split;
      if (days.length + months.length + weeks.length + stretches.length === 0) return [];
      const { sql, params } = leadersStatement(dimension, depth, split);
      const { rows } = await db.query<{ kind: string; at: string; leaders: string }>(sql, params);
      type Leader = [key: string, count: number, third: number];
      const toDayLeaders = (kind: string, at: string, leaders: Leader[]): DayLeaders => {
        if (kind === 's') {
          // [key, count over the stretch, count in the run], the most counted in the run first. Keys
          // counted only before the stretch (0 over it) are left out: they count no more than any bound.
          const listed = new Map<string, number>();
          for (const [key, count] of leaders.slice(0, depth)) if (count > 0) listed.set(key, count);
          return { day: stretches[Number(at)], leaders: listed, bound: leaders.length > depth ? leaders[depth][2] : 0, slack: 0 };
        }
        if (kind === 'd') {
          // [[key, count, level], …] highest level first, and the lowest level's ceiling.
          const [dayRows, ceiling] = leaders as unknown as [Leader[], number];
          if (dayRows.length <= depth) return { day: at, leaders: new Map(dayRows.map(([key, count]) => [key, count])), bound: 0, slack: 0 };
          // The day has more keys: the last row's level and below are left out, bounded by its ceiling.
          const cutLevel = dayRows[dayRows.length - 1][2];
          const listed = new Map<string, number>();
          for (const [key, count, level] of dayRows) if (level > cutLevel) listed.set(key, count);
          return { day: at, leaders: listed, bound: ceiling, slack: 0 };
        }
        // A month or a week: [key, count], the most counted first.
        const listed = new Map<string, number>();
        for (const [key, count] of leaders.slice(0, depth)) listed.set(key, count);
        return { day: periodOfSpan(at, kind === 'm' ? MONTHLY : WEEKLY), leaders: listed, bound: leaders[depth]?.[1] ?? 0, slack: 0 };
      };
      const read: DayLeaders[] = [];
      const took = turnTaker();
      for (const row of rows) {
        const leaders = JSON.parse(row.leaders) as Leader[];
        // A day's text is [[key, count, level], …] and its ceiling.
        await took(row.kind === 'd' ? (leaders[0] as unknown as Leader[]).length : leaders.length);
        read.push(toDayLeaders(row.kind, row.at, leaders));
      }
      return read;
    },
    canReadCounts: (keys: number) => keys <= MAX_COUNTED_KEYS,
    async readCounts(dimension: Dimension, wanted: ReadonlyMap<string, readonly Period[]>) {
      const split = splitPeriods(new Set([...wanted.values()].flat()));
      const { days, months, weeks, stretches } = split;
      if (days.length === 0 && months.length === 0 && weeks.length === 0 && stretches.length === 0) return new Map();
      const keys = [...wanted.keys()];
      const stretchKeys = stretches.map((stretch) => keys.filter((key) => wanted.get(key)?.includes(stretch)));
      const { sql, params } = countsStatement(dimension, keys, split, stretchKeys);
      const { rows } = await db.query<{ at: string; counts: string }>(sql, params);
      const asked = new Map([...wanted].map(([key, keyPeriods]) => [key, new Set(keyPeriods)]));
      const counts = new Map<string, Map<string, number>>();
      const took = turnTaker();
      for (const { at, counts: text } of rows) {
        const read = JSON.parse(text) as [key: string, count: number][];
        await took(read.length);
        const period = at.startsWith('m') ? periodOfSpan(at.slice(1), MONTHLY) : at.startsWith('w') ? periodOfSpan(at.slice(1), WEEKLY) : at.startsWith('s') ? stretches[Number(at.slice(1))] : at;
        for (const [key, count] of read) {
          if (!asked.get(key)?.has(period)) continue;
          (counts.get(key) ?? counts.set(key, new Map()).get(key)!).set(period, count);
        }
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
