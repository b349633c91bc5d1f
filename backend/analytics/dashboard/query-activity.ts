import { EXACT_DISTINCT_LIMIT, estimateDistinct, sketchRegistersOf } from '../../../amplify/data/analytics/browser-sketch';
import { DIMENSIONS, type DateRange } from '../../../amplify/data/analytics/dashboard-figures';
import type { PeriodFigures } from '../../../amplify/data/analytics/dashboard-query';
import type { Queryable } from '../../core/database/database';

/**
 * Events by type, dropped events and active browsers (counted as they were stored) per day of the
 * range, as one JSON text of [day, dimension, key, count] (a year is ~3,300 rows: parsed row by row
 * by the driver they held the event loop, one JSON.parse is a few milliseconds).
 */
const COUNTS_SQL = `
  SELECT coalesce(json_agg(json_build_array(to_char(day, 'YYYY-MM-DD'), dimension, key, count)), '[]')::text AS counts
  FROM analytics_daily_counts
  WHERE dimension IN ($3, $4, $5) AND day BETWEEN $1::date AND $2::date`;

/** The range's distinct active browsers, exactly: read only while the range holds few browser rows. */
const EXACT_BROWSERS_SQL = `
  SELECT count(DISTINCT endpoint_id) AS browsers FROM analytics_daily_browsers
  WHERE dimension = $3 AND key = '' AND day BETWEEN $1::date AND $2::date`;

/** The range's active browsers' sketch: the days' sketches merged. */
const SKETCH_SQL = `
  SELECT bit_or(sketch)::text AS sketch FROM analytics_daily_sketches
  WHERE dimension = $3 AND key = '' AND day BETWEEN $1::date AND $2::date`;

interface Sums {
  events: Map<string, number>;
  droppedEvents: number;
  activeEndpoints: number;
}

const emptySums = (): Sums => ({ events: new Map(), droppedEvents: 0, activeEndpoints: 0 });

/**
 * The port's readActivity over the daily tables (migrations 0025 and 0029): one row per day and
 * key, not per event. Each day's active browsers are its exact count; the range's are counted
 * exactly while that reads at most EXACT_DISTINCT_LIMIT rows (the days' counts summed), and
 * otherwise estimated from the days' sketches (and said to be).
 */
export async function queryActivity(db: Queryable, range: DateRange): Promise<{ days: Map<string, PeriodFigures>; total: PeriodFigures }> {
  const days = new Map<string, Sums>();
  const total = emptySums();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, emptySums()).get(day)!;
  const { rows: countRows } = await db.query<{ counts: string }>(COUNTS_SQL, [range.from, range.to, DIMENSIONS.event, DIMENSIONS.dropped, DIMENSIONS.active]);
  const counts = JSON.parse(countRows[0]?.counts ?? '[]') as [day: string, dimension: string, key: string, count: number][];
  let browserRows = 0;
  let daysWithBrowsers = 0;
  for (const [day, dimension, key, amount] of counts) {
    if (dimension === DIMENSIONS.active) {
      dayOf(day).activeEndpoints = amount;
      browserRows += amount;
      daysWithBrowsers += 1;
      continue;
    }
    for (const sums of [dayOf(day), total]) {
      if (dimension === DIMENSIONS.dropped) sums.droppedEvents += amount;
      else sums.events.set(key, (sums.events.get(key) ?? 0) + amount);
    }
  }
  if (daysWithBrowsers <= 1) return { days, total: { ...total, activeEndpoints: browserRows } };
  const params = [range.from, range.to, DIMENSIONS.active];
  if (browserRows <= EXACT_DISTINCT_LIMIT) {
    const { rows } = await db.query<{ browsers: string }>(EXACT_BROWSERS_SQL, params);
    return { days, total: { ...total, activeEndpoints: Number(rows[0]?.browsers ?? 0) } };
  }
  const { rows } = await db.query<{ sketch: string | null }>(SKETCH_SQL, params);
  const sketch = rows[0]?.sketch;
  // A sketch never counts more browsers than the days' rows hold.
  const estimate = sketch ? Math.min(browserRows, estimateDistinct(sketch, sketchRegistersOf(DIMENSIONS.active))) : 0;
  return { days, total: { ...total, activeEndpoints: estimate, isActiveEstimated: true } };
}
