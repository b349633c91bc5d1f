import type { Queryable } from '../../core/database/database';
import type { DateRange } from './date-range';
import { DASHBOARD_EVENTS } from './dashboard-events';
import { EVENT_DAY, IN_RANGE } from './range-sql';

export interface ActivityCounts {
  launches: number;
  pageViews: number;
  /** Endpoints (browsers) that recorded at least one event. */
  activeEndpoints: number;
  signUps: number;
}

export interface DailyActivity extends ActivityCounts {
  day: string;
}

export interface ActivityTotals extends ActivityCounts {
  events: number;
}

type CountRow = { launches: number; page_views: number; active_endpoints: number; sign_ups: number };

const COUNTS = `
  count(*) FILTER (WHERE event_type = $3)::int AS launches,
  count(*) FILTER (WHERE event_type = $4)::int AS page_views,
  count(*) FILTER (WHERE event_type = $5)::int AS sign_ups,
  count(DISTINCT endpoint_id)::int AS active_endpoints`;

const DAILY_SQL = `
  WITH days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day),
  counts AS (SELECT ${EVENT_DAY} AS day, ${COUNTS} FROM analytics_events WHERE ${IN_RANGE} GROUP BY 1)
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(c.launches, 0) AS launches, coalesce(c.page_views, 0) AS page_views,
    coalesce(c.sign_ups, 0) AS sign_ups, coalesce(c.active_endpoints, 0) AS active_endpoints
  FROM days LEFT JOIN counts c ON c.day = days.day
  ORDER BY days.day`;

const TOTALS_SQL = `SELECT ${COUNTS}, count(*)::int AS events FROM analytics_events WHERE ${IN_RANGE}`;

const params = (range: DateRange) => [
  range.from,
  range.to,
  DASHBOARD_EVENTS.launch,
  DASHBOARD_EVENTS.pageView,
  DASHBOARD_EVENTS.signUp,
];

const toCounts = (row: CountRow): ActivityCounts => ({
  launches: Number(row.launches),
  pageViews: Number(row.page_views),
  activeEndpoints: Number(row.active_endpoints),
  signUps: Number(row.sign_ups),
});

/** Launches, page views, active endpoints and sign-ups for every day of the range (zeros included). */
export async function queryDailyActivity(db: Queryable, range: DateRange): Promise<DailyActivity[]> {
  const { rows } = await db.query<CountRow & { day: string }>(DAILY_SQL, params(range));
  return rows.map((row) => ({ day: row.day, ...toCounts(row) }));
}

/** The same counts over the whole range; active endpoints are counted once however many days they were active. */
export async function queryActivityTotals(db: Queryable, range: DateRange): Promise<ActivityTotals> {
  const { rows } = await db.query<CountRow & { events: number }>(TOTALS_SQL, params(range));
  return { ...toCounts(rows[0]), events: Number(rows[0].events) };
}
