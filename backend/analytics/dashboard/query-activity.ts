import type { Queryable } from '../../core/database/database';
import type { DateRange } from './date-range';
import { DASHBOARD_EVENTS } from './dashboard-events';
import { UNREADABLE_ENDPOINT_ID } from '../firehose/read-record-event';
import { EVENT_DAY, IN_RANGE } from './range-sql';

export interface ActivityCounts {
  launches: number;
  pageViews: number;
  /** Endpoints (browsers) that recorded at least one event. */
  activeEndpoints: number;
  signUps: number;
  /** Events browsers gave up on after the resend limit (or refused, or past a full buffer), as they reported them. */
  droppedEvents: number;
}

export interface DailyActivity extends ActivityCounts {
  day: string;
}

export interface ActivityTotals extends ActivityCounts {
  events: number;
}

type CountRow = { launches: number; page_views: number; active_endpoints: number; sign_ups: number; dropped_events: number };

const COUNTS = `
  count(*) FILTER (WHERE event_type = $3)::int AS launches,
  count(*) FILTER (WHERE event_type = $4)::int AS page_views,
  count(*) FILTER (WHERE event_type = $5)::int AS sign_ups,
  count(DISTINCT endpoint_id) FILTER (WHERE endpoint_id <> $7)::int AS active_endpoints,
  coalesce(sum((metrics->>'count')::bigint) FILTER (WHERE event_type = $6), 0)::int AS dropped_events`;

const DAILY_SQL = `
  WITH days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day),
  counts AS (SELECT ${EVENT_DAY} AS day, ${COUNTS} FROM analytics_events WHERE ${IN_RANGE} GROUP BY 1)
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(c.launches, 0) AS launches, coalesce(c.page_views, 0) AS page_views,
    coalesce(c.sign_ups, 0) AS sign_ups, coalesce(c.active_endpoints, 0) AS active_endpoints,
    coalesce(c.dropped_events, 0) AS dropped_events
  FROM days LEFT JOIN counts c ON c.day = days.day
  ORDER BY days.day`;

const TOTALS_SQL = `SELECT ${COUNTS}, count(*)::int AS events FROM analytics_events WHERE ${IN_RANGE}`;

const params = (range: DateRange) => [
  range.from,
  range.to,
  DASHBOARD_EVENTS.launch,
  DASHBOARD_EVENTS.pageView,
  DASHBOARD_EVENTS.signUp,
  DASHBOARD_EVENTS.dropped,
  UNREADABLE_ENDPOINT_ID,
];

const toCounts = (row: CountRow): ActivityCounts => ({
  launches: Number(row.launches),
  pageViews: Number(row.page_views),
  activeEndpoints: Number(row.active_endpoints),
  signUps: Number(row.sign_ups),
  droppedEvents: Number(row.dropped_events),
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
