import { DIMENSIONS, type DateRange } from '../../../amplify/data/analytics/dashboard-figures';
import type { PeriodFigures } from '../../../amplify/data/analytics/dashboard-query';
import type { Queryable } from '../../core/database/database';

/** Events by type and dropped events per day of the range. */
const COUNTS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, dimension, key, sum(count) AS count
  FROM analytics_daily_counts
  WHERE dimension IN ($3, $4) AND day BETWEEN $1::date AND $2::date
  GROUP BY day, dimension, key`;

/** Distinct active browsers per day and over the range (the row whose day is null, from GROUPING SETS). */
const BROWSERS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT endpoint_id) AS browsers
  FROM analytics_daily_browsers
  WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date
  GROUP BY GROUPING SETS ((day), ())`;

interface Sums {
  events: Map<string, number>;
  droppedEvents: number;
  activeEndpoints: number;
}

const emptySums = (): Sums => ({ events: new Map(), droppedEvents: 0, activeEndpoints: 0 });

/** The port's readActivity over the daily tables (migration 0025): one row per day and key, not per event. */
export async function queryActivity(db: Queryable, range: DateRange): Promise<{ days: Map<string, PeriodFigures>; total: PeriodFigures }> {
  const days = new Map<string, Sums>();
  const total = emptySums();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, emptySums()).get(day)!;
  const { rows: counts } = await db.query<{ day: string; dimension: string; key: string; count: string }>(COUNTS_SQL, [
    range.from,
    range.to,
    DIMENSIONS.event,
    DIMENSIONS.dropped,
  ]);
  for (const { day, dimension, key, count } of counts) {
    const amount = Number(count);
    for (const sums of [dayOf(day), total]) {
      if (dimension === DIMENSIONS.dropped) sums.droppedEvents += amount;
      else sums.events.set(key, (sums.events.get(key) ?? 0) + amount);
    }
  }
  const { rows: browsers } = await db.query<{ day: string | null; browsers: string }>(BROWSERS_SQL, [range.from, range.to, DIMENSIONS.active]);
  for (const { day, browsers: count } of browsers) (day === null ? total : dayOf(day)).activeEndpoints = Number(count);
  return { days, total };
}
