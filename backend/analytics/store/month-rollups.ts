import { DIMENSIONS, TOP_LISTS } from '../../../amplify/data/analytics/dashboard-figures';
import { daysOfSpan, isMonthPeriod, nextMonthStart, weekStart, weekStartingOn, type RollupStamp } from '../../../amplify/data/analytics/month-rollups';
import type { Database, Queryable } from '../../core/database/database';

/** Months and weeks summed by one upkeep round at most (each reads its days' top-list counts). */
export const MONTHS_PER_ROUND = 2;
export const WEEKS_PER_ROUND = 4;

/**
 * Months that have ended (before `$2`'s month) whose roll-up is missing or no longer equals the
 * month's event count (an event counted late), newest first: the event rows only, about ten a day.
 */
const DUE_MONTHS_SQL = `
  SELECT to_char(d.month, 'YYYY-MM') AS span FROM (
    SELECT date_trunc('month', day)::date AS month, sum(count) AS events FROM analytics_daily_counts
    WHERE dimension = $1 AND day < date_trunc('month', $2::date)::date
    GROUP BY 1
  ) AS d
  LEFT JOIN analytics_monthly_rollups AS r ON r.month = d.month
  WHERE r.events IS DISTINCT FROM d.events
  ORDER BY d.month DESC LIMIT $3`;

/** The same for weeks (days 1–7, 8–14, 15–21, 22–28 of a month) that have ended before `$2`. */
const DUE_WEEKS_SQL = `
  SELECT to_char(d.week, 'YYYY-MM-DD') AS span FROM (
    SELECT date_trunc('month', day)::date + (extract(day FROM day)::int - 1) / 7 * 7 AS week, sum(count) AS events FROM analytics_daily_counts
    WHERE dimension = $1 AND extract(day FROM day) <= 28 AND day < $2::date
    GROUP BY 1
  ) AS d
  LEFT JOIN analytics_weekly_rollups AS r ON r.week = d.week
  WHERE d.week + 6 < $2::date AND r.events IS DISTINCT FROM d.events
  ORDER BY d.week DESC LIMIT $3`;

/**
 * One span summed: its top lists' counts per key, its event count as the stamp and a new version,
 * in one statement, so all come from the same snapshot (an ingest write commits before or after
 * it, never between them). `%s`: monthly or weekly; `%k`: month or week.
 */
const SUM_SPAN_SQL = `
  WITH stamp AS (
    SELECT coalesce(sum(count), 0) AS events FROM analytics_daily_counts
    WHERE dimension = $4 AND day >= $1::date AND day < $2::date
  ), summed AS (
    INSERT INTO analytics_%s_counts (dimension, %k, key, count)
    SELECT dimension, $1::date, key, sum(count) FROM analytics_daily_counts
    WHERE dimension = ANY($3::text[]) AND day >= $1::date AND day < $2::date
    GROUP BY dimension, key
  )
  UPDATE analytics_%s_rollups SET events = (SELECT events FROM stamp), version = nextval('analytics_rollup_versions'), rolled_at = now() WHERE %k = $1::date`;

const tablesOf = (span: string) => (isMonthPeriod(span) ? { table: 'monthly', column: 'month' } : { table: 'weekly', column: 'week' });
const sqlFor = (sql: string, span: string) => {
  const { table, column } = tablesOf(span);
  return sql.replaceAll('%s', table).replaceAll('%k', column);
};

/**
 * Sums one span, a month `YYYY-MM` or a week `YYYY-MM-Wn`, into its roll-up (migrations 0034,
 * 0035), replacing what an earlier summing left: in one transaction holding the span's roll-up
 * row, so two instances never interleave, and readers see the old roll-up or the new one, never a part.
 */
export async function rollUpSpan(db: Database, span: string): Promise<void> {
  const days = daysOfSpan(span);
  const start = days[0];
  const end = isMonthPeriod(span) ? nextMonthStart(span) : new Date(Date.parse(`${days[6]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await tx.query(sqlFor(`INSERT INTO analytics_%s_rollups (%k, events) VALUES ($1::date, -1) ON CONFLICT (%k) DO NOTHING`, span), [start]);
    await tx.query(sqlFor(`SELECT %k FROM analytics_%s_rollups WHERE %k = $1::date FOR UPDATE`, span), [start]);
    await tx.query(sqlFor(`DELETE FROM analytics_%s_counts WHERE %k = $1::date`, span), [start]);
    await tx.query(sqlFor(SUM_SPAN_SQL, span), [start, end, TOP_LISTS.map(([, dimension]) => dimension), DIMENSIONS.event]);
  });
}

/** Sums one month `YYYY-MM` (rollUpSpan). */
export const rollUpMonth = (db: Database, month: string) => rollUpSpan(db, month);

/**
 * The run through a month (migration 0035): the run through the rolled-up month before it (if any)
 * plus this month's roll-up, and the versions it sums, in one statement (one snapshot), in a
 * transaction holding the month's row. `$2`: the month before it that has a roll-up, or null.
 */
const BUILD_RUN_SQL = `
  WITH earlier AS (
    SELECT run FROM analytics_monthly_rollups WHERE month = $2::date
  ), this AS (
    SELECT version FROM analytics_monthly_rollups WHERE month = $1::date
  ), summed AS (
    INSERT INTO analytics_monthly_runs (dimension, month, key, count)
    SELECT dimension, $1::date, key, sum(count) FROM (
      SELECT dimension, key, count FROM analytics_monthly_runs WHERE month = $2::date
      UNION ALL
      SELECT dimension, key, count FROM analytics_monthly_counts WHERE month = $1::date
    ) AS counts
    GROUP BY dimension, key
  )
  UPDATE analytics_monthly_rollups
  SET run = coalesce((SELECT run FROM earlier), '{}'::jsonb) || jsonb_build_object(to_char($1::date, 'YYYY-MM'), (SELECT version FROM this)::text)
  WHERE month = $1::date`;

/**
 * Builds the runs that no longer sum the current roll-ups (a month summed, or summed again), from
 * the oldest such month on: each the one before's plus its month. Returns the months built.
 */
export async function keepRuns(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ month: string; version: string; run: Record<string, string> | null }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, version::text AS version, run FROM analytics_monthly_rollups WHERE events >= 0 ORDER BY month`,
  );
  const expected: Record<string, string> = {};
  const built: string[] = [];
  let isStale = false;
  for (const [index, { month, version, run }] of rows.entries()) {
    expected[month] = version;
    isStale ||= !run || Object.keys(run).length !== Object.keys(expected).length || Object.entries(expected).some(([key, value]) => run[key] !== value);
    if (!isStale) continue;
    const earlier = index > 0 ? `${rows[index - 1].month}-01` : null;
    await db.transaction(async (tx) => {
      await tx.query(`SELECT month FROM analytics_monthly_rollups WHERE month = $1::date FOR UPDATE`, [`${month}-01`]);
      await tx.query(`DELETE FROM analytics_monthly_runs WHERE month = $1::date`, [`${month}-01`]);
      await tx.query(BUILD_RUN_SQL, [`${month}-01`, earlier]);
    });
    built.push(month);
  }
  return built;
}

/**
 * The analytics upkeep's roll-ups (store/prune-events.ts runs it after pruning): up to `maxMonths`
 * ended months and `maxWeeks` ended weeks whose roll-up is missing or stale, newest first, then the
 * runs they make stale. Returns the months and weeks summed.
 */
export async function rollUpEndedSpans(db: Database, now: Date, { maxMonths = MONTHS_PER_ROUND, maxWeeks = WEEKS_PER_ROUND } = {}): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const { rows: months } = await db.query<{ span: string }>(DUE_MONTHS_SQL, [DIMENSIONS.event, today, maxMonths]);
  const { rows: weeks } = await db.query<{ span: string }>(DUE_WEEKS_SQL, [DIMENSIONS.event, today, maxWeeks]);
  const spans = [...months.map(({ span }) => span), ...weeks.map(({ span }) => weekStartingOn(span))];
  for (const span of spans) await rollUpSpan(db, span);
  const runs = await keepRuns(db);
  // The planner's statistics of what was written (autovacuum would take its time): without them it
  // took a week's 50,000 keys for a few hundred and planned the dashboard's reads badly.
  if (spans.length || runs.length) await db.query(`ANALYZE analytics_monthly_counts, analytics_weekly_counts, analytics_monthly_runs`);
  return spans;
}

/** The ended months' roll-ups only (and their runs): up to `maxMonths`, newest first. Returns the months summed. */
export async function rollUpEndedMonths(db: Database, now: Date, maxMonths = MONTHS_PER_ROUND): Promise<string[]> {
  return rollUpEndedSpans(db, now, { maxMonths, maxWeeks: 0 });
}

/** The roll-ups' stamps of the spans asked (month-rollups.ts): a span without one is left out. */
export async function readRollups(db: Queryable, spans: readonly string[]): Promise<Map<string, RollupStamp>> {
  const months = spans.filter(isMonthPeriod).map((month) => `${month}-01`);
  const weeks = spans.filter((span) => !isMonthPeriod(span)).map(weekStart);
  const { rows } = await db.query<{ span: string; events: string; version: string; run: Record<string, string> | null }>(
    `SELECT to_char(month, 'YYYY-MM') AS span, events, version::text AS version, run FROM analytics_monthly_rollups WHERE month = ANY($1::date[]) AND events >= 0
     UNION ALL
     SELECT to_char(week, 'YYYY-MM-DD'), events, version::text, NULL FROM analytics_weekly_rollups WHERE week = ANY($2::date[]) AND events >= 0`,
    [months, weeks],
  );
  return new Map(
    rows.map(({ span, events, version, run }) => [
      span.length === 10 ? weekStartingOn(span) : span,
      { events: Number(events), version, ...(run ? { run: new Map(Object.entries(run)) } : {}) },
    ]),
  );
}
