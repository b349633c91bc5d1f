import type { DateRange, Dimension } from '../../../amplify/data/analytics/dashboard-figures';
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
  FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
  CROSS JOIN LATERAL (
    SELECT key, count, level FROM analytics_daily_counts
    WHERE dimension = $3 AND day = d.day::date
    ORDER BY level DESC LIMIT $4::int + 1
  ) AS l`;

/** The asked keys' counts over the days asked, one index range a key (analytics_daily_counts_key_days). */
const COUNTS_SQL = `
  SELECT key, to_char(day, 'YYYY-MM-DD') AS day, count FROM analytics_daily_counts
  WHERE dimension = $1 AND key = ANY($2::text[]) AND day BETWEEN $3::date AND $4::date`;

/** The fallback: every key of the range summed (the dimension's rows of every day). */
const ALL_COUNTS_SQL = `
  SELECT key, sum(count) AS count FROM analytics_daily_counts
  WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date
  GROUP BY key ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $4`;

/** The shared top-list rule's port (amplify/data/analytics/top-counts.ts) on the local store. */
export function createTopCountsPort(db: Queryable): TopCountsPort {
  return {
    async readLeaders(range: DateRange, dimension: Dimension, depth: number): Promise<DayLeaders[]> {
      const { rows } = await db.query<{ day: string; key: string; count: string; level: number; ceiling: string }>(LEADERS_SQL, [range.from, range.to, dimension, depth]);
      const byDay = new Map<string, typeof rows>();
      for (const row of rows) (byDay.get(row.day) ?? byDay.set(row.day, []).get(row.day)!).push(row);
      return [...byDay].map(([day, dayRows]) => {
        if (dayRows.length <= depth) return { day, leaders: new Map(dayRows.map((row) => [row.key, Number(row.count)])), bound: 0, slack: 0 };
        // The day has more keys: the last row's level and below are left out, bounded by its ceiling.
        const cut = dayRows[dayRows.length - 1];
        const leaders = new Map(dayRows.filter((row) => row.level > cut.level).map((row) => [row.key, Number(row.count)]));
        return { day, leaders, bound: Number(cut.ceiling), slack: 0 };
      });
    },
    canReadCounts: (keys: number) => keys <= MAX_COUNTED_KEYS,
    async readCounts(dimension: Dimension, wanted: ReadonlyMap<string, readonly string[]>) {
      const days = [...wanted.values()].flat().sort();
      if (days.length === 0) return new Map();
      const asked = new Map([...wanted].map(([key, keyDays]) => [key, new Set(keyDays)]));
      const { rows } = await db.query<{ key: string; day: string; count: string }>(COUNTS_SQL, [dimension, [...wanted.keys()], days[0], days[days.length - 1]]);
      const counts = new Map<string, Map<string, number>>();
      for (const row of rows) {
        if (!asked.get(row.key)?.has(row.day)) continue;
        (counts.get(row.key) ?? counts.set(row.key, new Map()).get(row.key)!).set(row.day, Number(row.count));
      }
      return counts;
    },
    async readAllCounts(range: DateRange, dimension: Dimension, limit: number) {
      const { rows } = await db.query<{ key: string; count: string }>(ALL_COUNTS_SQL, [range.from, range.to, dimension, limit]);
      return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
    },
  };
}
