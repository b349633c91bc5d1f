/** The dashboard's figures reshaped for charts and tables (types from the analyticsDashboard query's answer). */
import type { DailyActivity, DashboardSummary, TopItem } from '@/lib/analytics/fetch-dashboard-summary';

export const ACTIVITY_SERIES = [
  { key: 'pageViews', label: 'Page views' },
  { key: 'launches', label: 'Launches' },
  { key: 'activeEndpoints', label: 'Active browsers' },
  { key: 'signUps', label: 'Sign-ups' },
  { key: 'sessions', label: 'Sessions' },
] as const satisfies readonly { key: keyof Omit<DailyActivity, 'day'>; label: string }[];

const EVENT_NAMES: Record<string, string> = {
  app_launch: 'App launch',
  page_view: 'Page view',
  '_session.start': 'Session start',
  '_session.stop': 'Session stop',
  brief_read: 'Brief read',
  stream_played: 'Stream played',
  sign_up_completed: 'Sign-up completed',
  brief_published: 'Brief published',
  profile_viewed: 'Profile viewed',
  '_analytics.dropped': 'Dropped-events report',
};

/** A readable name for an event type; unknown types keep their own name. */
export function eventTypeLabel(eventType: string): string {
  return Object.hasOwn(EVENT_NAMES, eventType) ? EVENT_NAMES[eventType] : eventType;
}

/** '2026-11-21' → '21 Nov' (UTC, like the days themselves). */
export function shortDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** One line per activity figure over the days of the range. */
export function activitySeries(days: readonly DailyActivity[]) {
  return {
    labels: days.map((day) => shortDayLabel(day.day)),
    series: ACTIVITY_SERIES.map(({ key, label }) => ({ key, label, values: days.map((day) => day[key]) })),
  };
}

/** Bars for the events by type, most frequent first. */
export function eventTypeBars(eventsByType: DashboardSummary['eventsByType']) {
  return { labels: eventsByType.map((entry) => eventTypeLabel(entry.eventType)), values: eventsByType.map((entry) => entry.count) };
}

/** Bars for a top list (slugs, usernames or origins as labels). */
export function topItemBars(items: readonly TopItem[]) {
  return { labels: items.map((item) => item.key), values: items.map((item) => item.count) };
}

/** Whether the range recorded anything at all (an empty dashboard says so instead of drawing flat lines). */
export function hasAnyActivity(summary: DashboardSummary): boolean {
  return summary.totals.events > 0;
}
