import type { Dimension } from '../../../amplify/data/analytics/dashboard-figures';
import { isMonthPeriod, type Period } from '../../../amplify/data/analytics/month-rollups';
import type { DayLeaders, TopCountsPort } from '../../../amplify/data/analytics/top-counts';
import type { Queryable } from '../../core/database/database';

/** Keys whose days are read at once through analytics_daily_counts_key_days: each is one index range. */
const MAX_COUNTED_KEYS = 2_000;

/**
 * Each day's `depth + 1` keys of highest level (migration 0031's index, one short range a day):
 * the keys above the last one's level lead, and every other key of the day counts at most that
 * level's ceiling. A day with at most `depth` keys gives them all, bound 0.
 */
const LEADERS_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day, l.key, l.count, l.level, analytics_lead_ceiling(l.level) AS ceiling
  FROM unnest($1::date[]) AS d(day)
  CROSS JOIN LATERAL (
    SELECT key, count, level FROM analytics_daily_counts
    WHERE dimension = $2 AND day = d.day
    ORDER BY level DESC LIMIT $3::int + 1
  ) AS l`;
/**
 * Each rolled-up month's `depth + 1` most counted keys (migration 0034's index): the first `depth`
 * lead with their exact counts, the next one's count bounds every other key of the month.
 */
const MONTH_LEADERS_SQL = `
  SELECT to_char(m.month, 'YYYY-MM') AS month, l.key, l.count
  FROM unnest($1::date[]) AS m(month)
  CROSS JOIN LATERAL (
    SELECT key, count FROM analytics_monthly_counts
    WHERE dimension = $2 AND month = m.month
    ORDER BY count DESC LIMIT $3::int + 1
  ) AS l`;
/**
 * The asked keys' counts on the days asked, through analytics_daily_counts_key_days (the days
 * themselves, not the span between the first and the last: a year's periods hold days at both ends).
 */
const COUNTS_SQL = `
  SELECT key, to_char(day, 'YYYY-MM-DD') AS day, count FROM analytics_daily_counts
  WHERE dimension = $1 AND key = ANY($2::text[]) AND day = ANY($3::date[])`;
/** The asked keys' counts in the months asked (analytics_monthly_counts_key_months). */
const MONTH_COUNTS_SQL = `
  SELECT key, to_char(month, 'YYYY-MM') AS day, count FROM analytics_monthly_counts
  WHERE dimension = $1 AND key = ANY($2::text[]) AND month = ANY($3::date[])`;
/**
 * The fallback: every key of the periods summed (the dimension's rows of every day and month), the
 * days read as runs of consecutive days, each one index range (a year's are one or two; parameters
 * $4… are the runs' first and last days).
 */
function allCountsSql(runs: number): string {
  const dayRuns = Array.from(
    { length: runs },
    (_, run) => `SELECT key, count FROM analytics_daily_counts WHERE dimension = $1 AND day BETWEEN $${4 + 2 * run}::date AND $${5 + 2 * run}::date`,
  );
  return `
  SELECT key, sum(count) AS count FROM (
    ${[...dayRuns, 'SELECT key, count FROM analytics_monthly_counts WHERE dimension = $1 AND month = ANY($2::date[])'].join('\n    UNION ALL ')}
  ) AS counts
  GROUP BY key ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $3`;
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

/** A list of periods as the days and the months' first days the SQL takes. */
function splitPeriods(periods: Iterable<Period>): { days: string[]; months: string[] } {
  const days: string[] = [];
  const months: string[] = [];
  for (const period of periods) {
    if (isMonthPeriod(period)) months.push(`${period}-01`);
    else days.push(period);
  }
  return { days, months };
}

/** The shared top-list rule's port (amplify/data/analytics/top-counts.ts) on the local store's days and monthly roll-ups. */
export function createTopCountsPort(db: Queryable): TopCountsPort {
  return {
    async readLeaders(periods, dimension: Dimension, depth: number): Promise<DayLeaders[]> {
      const { days, months } = splitPeriods(periods);
      const result: DayLeaders[] = [];
      if (days.length) {
        const { rows } = await db.query<{ day: string; key: string; count: string; level: number; ceiling: string }>(LEADERS_SQL, [days, dimension, depth]);
        const byDay = new Map<string, typeof rows>();
        for (const row of rows) (byDay.get(row.day) ?? byDay.set(row.day, []).get(row.day)!).push(row);
        for (const [day, dayRows] of byDay) {
          if (dayRows.length <= depth) {
            result.push({ day, leaders: new Map(dayRows.map((row) => [row.key, Number(row.count)])), bound: 0, slack: 0 });
            continue;
          }
          // The day has more keys: the last row's level and below are left out, bounded by its ceiling.
          const cut = dayRows[dayRows.length - 1];
          const leaders = new Map(dayRows.filter((row) => row.level > cut.level).map((row) => [row.key, Number(row.count)]));
          result.push({ day, leaders, bound: Number(cut.ceiling), slack: 0 });
        }
      }
      if (months.length) {
        const { rows } = await db.query<{ month: string; key: string; count: string }>(MONTH_LEADERS_SQL, [months, dimension, depth]);
        const byMonth = new Map<string, { key: string; count: number }[]>();
        for (const row of rows) (byMonth.get(row.month) ?? byMonth.set(row.month, []).get(row.month)!).push({ key: row.key, count: Number(row.count) });
        for (const [month, monthRows] of byMonth) {
          monthRows.sort((a, b) => b.count - a.count);
          const leaders = monthRows.slice(0, depth);
          result.push({ day: month, leaders: new Map(leaders.map(({ key, count }) => [key, count])), bound: monthRows[depth]?.count ?? 0, slack: 0 });
        }
      }
      return result;
    },
    canReadCounts: (keys: number) => keys <= MAX_COUNTED_KEYS,
    async readCounts(dimension: Dimension, wanted: ReadonlyMap<string, readonly Period[]>) {
      const { days, months } = splitPeriods(new Set([...wanted.values()].flat()));
      if (days.length === 0 && months.length === 0) return new Map();
      const keys = [...wanted.keys()];
      const rows: { key: string; day: string; count: string }[] = [];
      if (days.length) rows.push(...(await db.query<{ key: string; day: string; count: string }>(COUNTS_SQL, [dimension, keys, days])).rows);
      if (months.length) rows.push(...(await db.query<{ key: string; day: string; count: string }>(MONTH_COUNTS_SQL, [dimension, keys, months])).rows);
      const asked = new Map([...wanted].map(([key, keyPeriods]) => [key, new Set(keyPeriods)]));
      const counts = new Map<string, Map<string, number>>();
      for (const row of rows) {
        if (!asked.get(row.key)?.has(row.day)) continue;
        (counts.get(row.key) ?? counts.set(row.key, new Map()).get(row.key)!).set(row.day, Number(row.count));
      }
      return counts;
    },
    async readAllCounts(periods, dimension: Dimension, limit: number) {
      const { days, months } = splitPeriods(periods);
      const { firsts, lasts } = runsOf(days);
      const { rows } = await db.query<{ key: string; count: string }>(allCountsSql(firsts.length), [
        dimension,
        months,
        limit,
        ...firsts.flatMap((first, run) => [first, lasts[run]]),
      ]);
      return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
    },
  };
}
