/**
 * One set of events and the dashboard figures they must give, asserted on both backends: the local
 * one (backend/analytics/dashboard-api.test.ts, events sent through Firehose's SDK) and the AWS
 * functions (amplify/functions/analytics-dashboard/handler.test.ts, events aggregated into
 * DynamoDB Local), so the two adapters of dashboard-query.ts answer the same figures.
 */
import { randomUUID } from 'node:crypto';
import type { DashboardSummary } from './dashboard-figures';

const DAY_MS = 24 * 3600_000;
/** The moment the fixture's days are counted from (the backends' clocks read it as now). */
export const FIXTURE_NOW = Date.now();
export const dayOf = (offset: number) => new Date(FIXTURE_NOW + offset * DAY_MS).toISOString().slice(0, 10);
/**
 * Noon UTC `offset` days from today; today's events are a minute old so none is in the future, but
 * never older than today's midnight (a run in a day's first minute put them on yesterday: CI, 00:00 UTC).
 */
const at = (offset: number) =>
  offset === 0 ? new Date(Math.max(FIXTURE_NOW - 60_000, Date.parse(`${dayOf(0)}T00:00:00Z`))) : new Date(`${dayOf(offset)}T12:00:00Z`);

type Sent = [eventType: string, attributes: Record<string, string>, offset: number, metrics?: Record<string, number>];

/** Three browsers' events over the last three days; the third browser's visitor is signed in. */
export const FIXTURE_BROWSERS: { endpointId: string; isSignedIn: boolean; events: Sent[] }[] = [
  {
    endpointId: 'endpoint-1',
    isSignedIn: false,
    events: [
      ['_session.start', {}, -2],
      ['app_launch', { platform: 'web', version: '1.0.0' }, -2],
      ['page_view', { path: '/', referrer: 'https://news.example' }, -2],
      ['page_view', { path: '/briefs' }, -2],
      ['page_view', { path: '/briefs/a' }, -2],
      ['brief_read', { briefSlug: 'a' }, -2],
      ['page_view', { path: '/briefs/b' }, -1],
      ['page_view', { path: '/briefs/a' }, -1],
      ['brief_read', { briefSlug: 'a' }, -1],
      ['brief_read', { briefSlug: 'b' }, -1],
    ],
  },
  {
    endpointId: 'endpoint-2',
    isSignedIn: false,
    events: [
      ['_session.start', {}, -2],
      ['app_launch', {}, -2],
      ['page_view', { path: '/profiles/maren', referrer: 'https://social.example' }, -2],
      ['profile_viewed', { username: 'maren' }, -2],
      ['stream_played', { streamSlug: 's1' }, -2],
      ['_session.start', {}, 0],
      ['app_launch', {}, 0],
      ['_analytics.dropped', {}, 0, { count: 4 }],
    ],
  },
  {
    endpointId: 'endpoint-3',
    isSignedIn: true,
    events: [
      ['sign_up_completed', {}, -1],
      ['brief_read', { briefSlug: 'a' }, -1],
      ['stream_played', { streamSlug: 's1' }, -1],
      ['stream_played', { streamSlug: 's2' }, -1],
      ['page_view', { path: '/profiles/maren', referrer: 'https://news.example' }, -1],
      ['profile_viewed', { username: 'maren' }, -1],
      ['profile_viewed', { username: 'keira' }, -1],
    ],
  },
];

/** A browser's events as the site's Firehose records: one line of JSON each. */
export function recordLinesOf(browser: (typeof FIXTURE_BROWSERS)[number]): string[] {
  return browser.events.map(
    ([EventType, Attributes, offset, Metrics = {}]) =>
      `${JSON.stringify({ EventId: randomUUID(), EndpointId: browser.endpointId, EventType, Attributes, Metrics, Timestamp: at(offset).toISOString() })}\n`,
  );
}

/** A refused query as either backend reports it. */
export interface DashboardRefusal {
  errorType: string;
  message: string;
}

const zero = { launches: 0, pageViews: 0, activeEndpoints: 0, signUps: 0, sessions: 0, droppedEvents: 0 };

/**
 * The figures of FIXTURE_BROWSERS' events through `summary` (the backend's analyticsDashboard
 * query, as an admin; a refusal rejects with a DashboardRefusal).
 */
export function describeFixtureFigures(summary: (variables: Record<string, unknown>) => Promise<DashboardSummary>): void {
  it('gets launches, page views, active browsers, sign-ups, sessions and dropped events for every day of the range', async () => {
    const { range, days, totals } = await summary({ from: dayOf(-3), to: dayOf(0) });
    expect(range).toEqual({ from: dayOf(-3), to: dayOf(0) });
    expect(days).toEqual([
      { day: dayOf(-3), ...zero },
      { day: dayOf(-2), ...zero, launches: 2, pageViews: 4, activeEndpoints: 2, sessions: 2 },
      { day: dayOf(-1), ...zero, pageViews: 3, activeEndpoints: 2, signUps: 1 },
      { day: dayOf(0), ...zero, launches: 1, activeEndpoints: 1, sessions: 1, droppedEvents: 4 },
    ]);
    expect(totals).toEqual({ launches: 3, pageViews: 7, activeEndpoints: 3, signUps: 1, sessions: 3, droppedEvents: 4, events: 25 });
  });

  it('gets the top briefs, streams, profiles and referring sites, and the events by type', async () => {
    const result = await summary({ from: dayOf(-2), to: dayOf(0) });
    expect(result.topBriefs).toEqual([
      { key: 'a', count: 3, endpoints: 2 },
      { key: 'b', count: 1, endpoints: 1 },
    ]);
    expect(result.topStreams).toEqual([
      { key: 's1', count: 2, endpoints: 2 },
      { key: 's2', count: 1, endpoints: 1 },
    ]);
    expect(result.topProfiles).toEqual([
      { key: 'maren', count: 2, endpoints: 2 },
      { key: 'keira', count: 1, endpoints: 1 },
    ]);
    expect(result.topReferrers).toEqual([
      { key: 'https://news.example', count: 2, endpoints: 2 },
      { key: 'https://social.example', count: 1, endpoints: 1 },
    ]);
    expect(result.eventsByType).toEqual([
      { eventType: 'page_view', count: 7 },
      { eventType: 'brief_read', count: 4 },
      { eventType: '_session.start', count: 3 },
      { eventType: 'app_launch', count: 3 },
      { eventType: 'profile_viewed', count: 3 },
      { eventType: 'stream_played', count: 3 },
      { eventType: '_analytics.dropped', count: 1 },
      { eventType: 'sign_up_completed', count: 1 },
    ]);
  });

  it('counts only the days asked for, and limits the top lists', async () => {
    const result = await summary({ from: dayOf(-1), to: dayOf(-1), limit: 1 });
    expect(result.totals).toEqual({ ...zero, pageViews: 3, activeEndpoints: 2, signUps: 1, events: 11 });
    expect(result.topBriefs).toEqual([{ key: 'a', count: 2, endpoints: 2 }]);
    expect(result.topStreams).toHaveLength(1);
    expect(result.topReferrers).toEqual([{ key: 'https://news.example', count: 1, endpoints: 1 }]);
  });

  it('gets the last 30 days when no range is given', async () => {
    const result = await summary({});
    expect(result.range).toEqual({ from: dayOf(-29), to: dayOf(0) });
    expect(result.days).toHaveLength(30);
    expect(result.totals.events).toBe(25);
  });

  it('is told what is wrong with a bad range or limit', async () => {
    for (const [variables, message] of [
      [{ from: '2024-02-31' }, 'from must be a date as YYYY-MM-DD (got "2024-02-31").'],
      [{ from: dayOf(0), to: dayOf(-1) }, 'from must not be after to.'],
      [{ from: '2020-01-01', to: '2022-01-01' }, 'The range may span at most 366 days.'],
      [{ limit: 0 }, 'limit must be a whole number from 1 to 50.'],
    ] as const) {
      await expect(summary(variables)).rejects.toEqual({ errorType: 'BadRequest', message });
    }
  });
}
