import type { Queryable } from '../../core/database/database';
import { DASHBOARD_EVENTS } from './dashboard-events';
import type { DateRange } from './date-range';
import { queryActivityTotals, queryDailyActivity, type ActivityTotals, type DailyActivity } from './query-activity';
import { queryEventsByType, queryTopAttributeValues, type EventTypeCount, type TopItem } from './query-events';

export const DEFAULT_TOP_LIMIT = 10;
export const MAX_TOP_LIMIT = 50;

/** Everything the admin dashboard shows for one date range. */
export interface DashboardSummary {
  range: DateRange;
  totals: ActivityTotals;
  days: DailyActivity[];
  topBriefs: TopItem[];
  topStreams: TopItem[];
  eventsByType: EventTypeCount[];
}

export async function getDashboardSummary(db: Queryable, range: DateRange, topLimit = DEFAULT_TOP_LIMIT): Promise<DashboardSummary> {
  const { briefRead, streamPlayed } = DASHBOARD_EVENTS;
  // One after another: the embedded database runs one statement at a time anyway.
  const totals = await queryActivityTotals(db, range);
  const days = await queryDailyActivity(db, range);
  const topBriefs = await queryTopAttributeValues(db, range, { ...briefRead, limit: topLimit });
  const topStreams = await queryTopAttributeValues(db, range, { ...streamPlayed, limit: topLimit });
  const eventsByType = await queryEventsByType(db, range);
  return { range, totals, days, topBriefs, topStreams, eventsByType };
}
