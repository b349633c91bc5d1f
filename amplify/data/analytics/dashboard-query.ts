import {
  compareTop,
  DASHBOARD_EVENTS,
  daysOf,
  readDashboardArguments,
  TOP_LISTS,
  type ActivityCounts,
  type DashboardSummary,
  type DateRange,
  type Dimension,
  type TopItem,
  type TopListName,
} from './dashboard-figures';
import { readingOf, rollupSpansOf, type RangeReading, type RollupStamp } from './month-rollups';

/** What a backend sums of its daily figures for one day, or for a whole range. */
export interface PeriodFigures {
  /** Events per event type (the `event` dimension). */
  events: ReadonlyMap<string, number>;
  /** The `dropped` dimension: events browsers reported giving up on. */
  droppedEvents: number;
  /** Distinct browsers with at least one event (over a range: each once, however many days). */
  activeEndpoints: number;
  /** The range's activeEndpoints is a sketch's estimate (amplify/data/analytics/browser-sketch.ts), not a count. */
  isActiveEstimated?: boolean;
}

/** A top list's entry as a port reads it: its `endpoints` may be a sketch's estimate. */
export interface PortTopItem extends TopItem {
  isEndpointsEstimated?: boolean;
}

/**
 * The port each backend implements over the daily figures `dailyFiguresOf` derives: locally SQL
 * over analytics_daily_counts / analytics_daily_browsers (backend/analytics/dashboard/), on AWS
 * the analyticsAggregator's DynamoDB items (amplify/functions/analytics-dashboard/).
 */
export interface DashboardFiguresPort {
  /** The days of the range that have figures (the others have none), and the whole range. */
  readActivity(range: DateRange): Promise<{ days: ReadonlyMap<string, PeriodFigures>; total: PeriodFigures }>;
  /**
   * The roll-ups' stamps of the spans asked (months `YYYY-MM`, weeks `YYYY-MM-Wn`: month-rollups.ts):
   * the event count each was summed at, its version and a month's run (a span without a roll-up left out).
   */
  readRollups(spans: readonly string[]): Promise<ReadonlyMap<string, RollupStamp>>;
  /**
   * Up to `limit` keys of a top list's dimension over the range, read as `reading` (its days and
   * the months and weeks whose roll-ups equal their days; the parts its full sum reads), the most
   * counted first (ties as compareTop orders them), each with the distinct browsers behind it.
   */
  readTopItems(range: DateRange, reading: RangeReading, dimension: Dimension, limit: number): Promise<PortTopItem[]>;
}

const NO_FIGURES: PeriodFigures = { events: new Map(), droppedEvents: 0, activeEndpoints: 0 };

/** Which event types the dashboard's counts are. */
function activityOf({ events, droppedEvents, activeEndpoints }: PeriodFigures): ActivityCounts {
  return {
    launches: events.get(DASHBOARD_EVENTS.launch) ?? 0,
    pageViews: events.get(DASHBOARD_EVENTS.pageView) ?? 0,
    activeEndpoints,
    signUps: events.get(DASHBOARD_EVENTS.signUp) ?? 0,
    sessions: events.get(DASHBOARD_EVENTS.sessionStart) ?? 0,
    droppedEvents,
  };
}

/**
 * The analyticsDashboard query, for both backends: the arguments read (a refusal throws
 * DashboardArgumentError, which each adapter answers as BadRequest), every day of the range
 * (days without events as zeros), the range's totals, the four top lists and the events by type.
 */
export async function answerDashboard(port: DashboardFiguresPort, args: Record<string, unknown>, now: Date): Promise<DashboardSummary> {
  const { range, limit } = readDashboardArguments(args, now);
  // Whole months and weeks are read from their roll-ups while those equal the days' event counts
  // read with them (the stamps depend on the range alone, so both are read at once).
  const spans = rollupSpansOf(range);
  const [activity, stamps] = await Promise.all([port.readActivity(range), spans.length ? port.readRollups(spans) : new Map<string, RollupStamp>()]);
  const eventsOf = (day: string) => [...(activity.days.get(day)?.events.values() ?? [])].reduce((sum, count) => sum + count, 0);
  const reading = readingOf(range, stamps, eventsOf);
  const tops = new Map<TopListName, TopItem[]>();
  const estimated: string[] = activity.total.isActiveEstimated ? ['totals.activeEndpoints'] : [];
  // The four lists at once: PostgreSQL runs them on connections of their own and DynamoDB's reads
  // overlap (the embedded database still runs one statement at a time, in its queue's order).
  const lists = await Promise.all(TOP_LISTS.map(([, dimension]) => port.readTopItems(range, reading, dimension, limit)));
  for (const [index, [name]] of TOP_LISTS.entries()) {
    const items = lists[index].slice().sort(compareTop).slice(0, limit);
    if (items.some((item) => item.isEndpointsEstimated)) estimated.push(`${name}.endpoints`);
    tops.set(
      name,
      items.map(({ key, count, endpoints }) => ({ key, count, endpoints })),
    );
  }
  const top = (name: TopListName) => tops.get(name) ?? [];
  const { events } = activity.total;
  return {
    range,
    estimated,
    totals: { ...activityOf(activity.total), events: [...events.values()].reduce((sum, count) => sum + count, 0) },
    days: daysOf(range).map((day) => ({ day, ...activityOf(activity.days.get(day) ?? NO_FIGURES) })),
    topBriefs: top('topBriefs'),
    topStreams: top('topStreams'),
    topProfiles: top('topProfiles'),
    topReferrers: top('topReferrers'),
    eventsByType: [...events]
      .map(([key, count]) => ({ key, count }))
      .sort(compareTop)
      .map(({ key, count }) => ({ eventType: key, count })),
  };
}
