import { EXACT_DISTINCT_LIMIT, estimateDistinct, sketchRegistersOf } from '../../../amplify/data/analytics/browser-sketch';
import { compareTop, type DateRange, type Dimension } from '../../../amplify/data/analytics/dashboard-figures';
import type { PortTopItem } from '../../../amplify/data/analytics/dashboard-query';
import type { RangeReading } from '../../../amplify/data/analytics/month-rollups';
import { findTopCounts } from '../../../amplify/data/analytics/top-counts';
import type { Queryable } from '../../core/database/database';
import { createTopCountsPort } from './top-counts-port';

/**
 * Whether the dimension was counted more than `limit` times in the range, reading at most
 * `limit + 1` of its rows (each counts at least once).
 */
const COUNTED_OVER_SQL = `
  SELECT coalesce(sum(count), 0) > $4 AS over FROM (
    SELECT count FROM analytics_daily_counts WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date LIMIT $4::int + 1
  ) AS capped`;

/**
 * The `limit` most counted keys of a dimension over the range (ties by key in code-point order,
 * as the AWS function sorts), found by the shared rule among each period's leading keys (the
 * range's days and rolled-up weeks and months, its full sum from runs where they serve:
 * amplify/data/analytics/top-counts.ts, over top-counts-port.ts), then the distinct browsers
 * behind just those keys: counted exactly while the dimension was counted at most
 * EXACT_DISTINCT_LIMIT times in the range (its browser rows are no more than its counts),
 * estimated from the keys' days' sketches otherwise.
 */
export async function queryTopItems(db: Queryable, range: DateRange, { periods, parts }: RangeReading, dimension: Dimension, limit: number): Promise<PortTopItem[]> {
  const rows = await findTopCounts(createTopCountsPort(db), periods, dimension, limit, parts);
  if (rows.length === 0) return [];
  // Counting exactly reads every browser row of the dimension in the range (the table is keyed by
  // day before key), and the dimension's counts bound them. The listed keys' counts alone may pass
  // the limit already (a year at scale: the statement read 10,001 rows for 50-160 ms a list).
  const isOver =
    rows.reduce((sum, row) => sum + row.count, 0) > EXACT_DISTINCT_LIMIT ||
    (await db.query<{ over: boolean }>(COUNTED_OVER_SQL, [range.from, range.to, dimension, EXACT_DISTINCT_LIMIT])).rows[0]?.over === true;
  const isExact = !isOver;
  const exactKeys = isExact ? rows.map((row) => row.key) : [];
  const sketchedKeys = isExact ? [] : rows.map((row) => row.key);
  const endpoints = new Map<string, number>();
  if (exactKeys.length) {
    const { rows: browsers } = await db.query<{ key: string; endpoints: string }>(
      `SELECT key, count(DISTINCT endpoint_id) AS endpoints FROM analytics_daily_browsers
       WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date AND key = ANY($4::text[])
       GROUP BY key`,
      [range.from, range.to, dimension, exactKeys],
    );
    for (const row of browsers) endpoints.set(row.key, Number(row.endpoints));
  }
  if (sketchedKeys.length) {
    const { rows: sketches } = await db.query<{ key: string; sketch: string }>(
      `SELECT key, bit_or(sketch)::text AS sketch FROM analytics_daily_sketches
       WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date AND key = ANY($4::text[])
       GROUP BY key`,
      [range.from, range.to, dimension, sketchedKeys],
    );
    for (const row of sketches) endpoints.set(row.key, estimateDistinct(row.sketch, sketchRegistersOf(dimension)));
  }
  return rows
    .map(({ key, count }) => {
      // A key's browsers are never more than its count.
      return { key, count, endpoints: Math.min(count, endpoints.get(key) ?? 0), ...(isExact ? {} : { isEndpointsEstimated: true }) };
    })
    .sort(compareTop);
}
