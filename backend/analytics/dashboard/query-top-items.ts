import { compareTop, type DateRange, type Dimension, type TopItem } from '../../../amplify/data/analytics/dashboard-figures';
import type { Queryable } from '../../core/database/database';

/**
 * The `limit` most counted keys of a dimension over the range (ties by key in code-point order,
 * as the AWS function sorts), then the distinct browsers behind just those keys.
 */
export async function queryTopItems(db: Queryable, range: DateRange, dimension: Dimension, limit: number): Promise<TopItem[]> {
  const { rows } = await db.query<{ key: string; count: string }>(
    `SELECT key, sum(count) AS count FROM analytics_daily_counts
     WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date
     GROUP BY key ORDER BY sum(count) DESC, key COLLATE "C" LIMIT $4`,
    [range.from, range.to, dimension, limit],
  );
  if (rows.length === 0) return [];
  const { rows: browsers } = await db.query<{ key: string; endpoints: string }>(
    `SELECT key, count(DISTINCT endpoint_id) AS endpoints FROM analytics_daily_browsers
     WHERE dimension = $3 AND day BETWEEN $1::date AND $2::date AND key = ANY($4::text[])
     GROUP BY key`,
    [range.from, range.to, dimension, rows.map((row) => row.key)],
  );
  const endpoints = new Map(browsers.map((row) => [row.key, Number(row.endpoints)]));
  return rows.map((row) => ({ key: row.key, count: Number(row.count), endpoints: endpoints.get(row.key) ?? 0 })).sort(compareTop);
}
