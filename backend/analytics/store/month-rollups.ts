import { DIMENSIONS, TOP_LISTS } from '../../../amplify/data/analytics/dashboard-figures';
import { nextMonthStart } from '../../../amplify/data/analytics/month-rollups';
import type { Database, Queryable } from '../../core/database/database';

/** Months summed by one upkeep round at most (each reads a month of the top lists' daily counts). */
export const MONTHS_PER_ROUND = 2;

/**
 * Months that have ended (before `$2`'s month) whose roll-up is missing or no longer equals the
 * month's event count (an event counted late), newest first: the event rows only, about ten a day.
 */
const DUE_MONTHS_SQL = `
  SELECT to_char(d.month, 'YYYY-MM') AS month FROM (
    SELECT date_trunc('month', day)::date AS month, sum(count) AS events FROM analytics_daily_counts
    WHERE dimension = $1 AND day < date_trunc('month', $2::date)::date
    GROUP BY 1
  ) AS d
  LEFT JOIN analytics_monthly_rollups AS r ON r.month = d.month
  WHERE r.events IS DISTINCT FROM d.events
  ORDER BY d.month DESC LIMIT $3`;

/**
 * One month summed: its top lists' counts per key and its event count as the stamp, in one
 * statement, so both come from the same snapshot (an ingest write commits before or after it,
 * never between them).
 */
const SUM_MONTH_SQL = `
  WITH stamp AS (
    SELECT coalesce(sum(count), 0) AS events FROM analytics_daily_counts
    WHERE dimension = $4 AND day >= $1::date AND day < $2::date
  ), summed AS (
    INSERT INTO analytics_monthly_counts (dimension, month, key, count)
    SELECT dimension, $1::date, key, sum(count) FROM analytics_daily_counts
    WHERE dimension = ANY($3::text[]) AND day >= $1::date AND day < $2::date
    GROUP BY dimension, key
  )
  UPDATE analytics_monthly_rollups SET events = (SELECT events FROM stamp), rolled_at = now() WHERE month = $1::date`;

/**
 * Sums one month `YYYY-MM` into analytics_monthly_counts (migration 0034), replacing what an
 * earlier summing left: in one transaction holding the month's roll-up row, so two instances never
 * interleave, and readers see the old roll-up or the new one, never a part.
 */
export async function rollUpMonth(db: Database, month: string): Promise<void> {
  const start = `${month}-01`;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO analytics_monthly_rollups (month, events) VALUES ($1::date, -1) ON CONFLICT (month) DO NOTHING`, [start]);
    await tx.query(`SELECT month FROM analytics_monthly_rollups WHERE month = $1::date FOR UPDATE`, [start]);
    await tx.query(`DELETE FROM analytics_monthly_counts WHERE month = $1::date`, [start]);
    await tx.query(SUM_MONTH_SQL, [start, nextMonthStart(month), TOP_LISTS.map(([, dimension]) => dimension), DIMENSIONS.event]);
  });
}

/**
 * The analytics upkeep's roll-ups (store/prune-events.ts runs it after pruning): up to `maxMonths`
 * ended months whose roll-up is missing or stale, newest first. Returns the months summed.
 */
export async function rollUpEndedMonths(db: Database, now: Date, maxMonths = MONTHS_PER_ROUND): Promise<string[]> {
  const { rows } = await db.query<{ month: string }>(DUE_MONTHS_SQL, [DIMENSIONS.event, now.toISOString().slice(0, 10), maxMonths]);
  for (const { month } of rows) await rollUpMonth(db, month);
  return rows.map(({ month }) => month);
}

/** The roll-ups' stamps of the months asked (month-rollups.ts): a month without one is left out. */
export async function readMonthStamps(db: Queryable, months: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ month: string; events: string }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, events FROM analytics_monthly_rollups WHERE month = ANY($1::date[]) AND events >= 0`,
    [months.map((month) => `${month}-01`)],
  );
  return new Map(rows.map(({ month, events }) => [month, Number(events)]));
}
