/**
 * The dashboard's read API: events sent through Pinpoint's SDK come back as per-day counts, top
 * briefs and streams and events by type; only ADMINS may read them.
 */
import { randomUUID } from 'node:crypto';
import { PutEventsCommand, type Event } from '@aws-sdk/client-pinpoint';
import type { DashboardSummary } from './index';
import { startAnalyticsBackend, type AnalyticsTestBackend, type TestIdentity } from './test-support/start-analytics-backend';

jest.setTimeout(60_000);

const DAY_MS = 24 * 3600_000;
const now = Date.now();
const dayOf = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
/**
 * Noon UTC `offset` days from today; today's events are a minute old so none is in the future, but
 * never older than today's midnight (a run in a day's first minute put them on yesterday: CI, 00:00 UTC).
 */
const at = (offset: number) =>
  offset === 0 ? new Date(Math.max(now - 60_000, Date.parse(`${dayOf(0)}T00:00:00Z`))) : new Date(`${dayOf(offset)}T12:00:00Z`);

let backend: AnalyticsTestBackend;
let adminToken: string;
let readerToken: string;

async function send(identity: TestIdentity, endpointId: string, events: [string, Record<string, string>, number][]) {
  const Events: Record<string, Event> = {};
  for (const [EventType, Attributes, offset] of events) Events[randomUUID()] = { EventType, Attributes, Timestamp: at(offset).toISOString() };
  await backend.pinpointClient(identity.credentials).send(
    new PutEventsCommand({ ApplicationId: backend.appId, EventsRequest: { BatchItem: { [endpointId]: { Endpoint: {}, Events } } } }),
  );
}

beforeAll(async () => {
  backend = await startAnalyticsBackend();
  const [first, second] = [await backend.guest(), await backend.guest()];
  const admin = await backend.signIn('admin@example.com', { groups: ['ADMINS'] });
  const reader = await backend.signIn('reader@example.com');
  adminToken = admin.accessToken;
  readerToken = reader.accessToken;

  await send(first, 'endpoint-1', [
    ['app_launch', { platform: 'web', version: '1.0.0' }, -2],
    ['page_view', { path: '/' }, -2],
    ['page_view', { path: '/briefs' }, -2],
    ['page_view', { path: '/briefs/a' }, -2],
    ['brief_read', { briefSlug: 'a' }, -2],
    ['page_view', { path: '/briefs/b' }, -1],
    ['page_view', { path: '/briefs/a' }, -1],
    ['brief_read', { briefSlug: 'a' }, -1],
    ['brief_read', { briefSlug: 'b' }, -1],
  ]);
  await send(second, 'endpoint-2', [
    ['app_launch', {}, -2],
    ['page_view', { path: '/streams/s1' }, -2],
    ['stream_played', { streamSlug: 's1' }, -2],
    ['app_launch', {}, 0],
  ]);
  await send(reader, 'endpoint-3', [
    ['sign_up_completed', {}, -1],
    ['brief_read', { briefSlug: 'a' }, -1],
    ['stream_played', { streamSlug: 's1' }, -1],
    ['stream_played', { streamSlug: 's2' }, -1],
  ]);
});
afterAll(() => backend?.close());

function fetchSummary(query: string, token: string | null = adminToken, method = 'GET') {
  return fetch(`${backend.dashboardUrl}${query}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

async function summary(query: string): Promise<DashboardSummary> {
  const response = await fetchSummary(query);
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardSummary;
}

describe('an admin reading the dashboard', () => {
  it('gets launches, page views, active endpoints and sign-ups for every day of the range', async () => {
    const { range, days, totals } = await summary(`?from=${dayOf(-3)}&to=${dayOf(0)}`);
    expect(range).toEqual({ from: dayOf(-3), to: dayOf(0) });
    expect(days).toEqual([
      { day: dayOf(-3), launches: 0, pageViews: 0, activeEndpoints: 0, signUps: 0, droppedEvents: 0 },
      { day: dayOf(-2), launches: 2, pageViews: 4, activeEndpoints: 2, signUps: 0, droppedEvents: 0 },
      { day: dayOf(-1), launches: 0, pageViews: 2, activeEndpoints: 2, signUps: 1, droppedEvents: 0 },
      { day: dayOf(0), launches: 1, pageViews: 0, activeEndpoints: 1, signUps: 0, droppedEvents: 0 },
    ]);
    expect(totals).toEqual({ launches: 3, pageViews: 6, activeEndpoints: 3, signUps: 1, droppedEvents: 0, events: 17 });
  });

  it('gets the top briefs and streams and the events by type', async () => {
    const result = await summary(`?from=${dayOf(-2)}&to=${dayOf(0)}`);
    expect(result.topBriefs).toEqual([
      { slug: 'a', count: 3, endpoints: 2 },
      { slug: 'b', count: 1, endpoints: 1 },
    ]);
    expect(result.topStreams).toEqual([
      { slug: 's1', count: 2, endpoints: 2 },
      { slug: 's2', count: 1, endpoints: 1 },
    ]);
    expect(result.eventsByType).toEqual([
      { eventType: 'page_view', count: 6 },
      { eventType: 'brief_read', count: 4 },
      { eventType: 'app_launch', count: 3 },
      { eventType: 'stream_played', count: 3 },
      { eventType: 'sign_up_completed', count: 1 },
    ]);
  });

  it('counts only the days asked for, and limits the top lists', async () => {
    const result = await summary(`?from=${dayOf(-1)}&to=${dayOf(-1)}&limit=1`);
    expect(result.totals).toEqual({ launches: 0, pageViews: 2, activeEndpoints: 2, signUps: 1, droppedEvents: 0, events: 8 });
    expect(result.topBriefs).toEqual([{ slug: 'a', count: 2, endpoints: 2 }]);
    expect(result.topStreams).toHaveLength(1);
  });

  it('gets the last 30 days when no range is given', async () => {
    const result = await summary('');
    expect(result.range).toEqual({ from: dayOf(-29), to: dayOf(0) });
    expect(result.days).toHaveLength(30);
    expect(result.totals.events).toBe(17);
  });

  it('is told what is wrong with a bad range or limit', async () => {
    for (const [query, message] of [
      ['?from=2024-02-31', 'from must be a date as YYYY-MM-DD (got "2024-02-31").'],
      [`?from=${dayOf(0)}&to=${dayOf(-1)}`, 'from must not be after to.'],
      ['?from=2020-01-01&to=2022-01-01', 'The range may span at most 366 days.'],
      ['?limit=0', 'limit must be a whole number from 1 to 50.'],
    ]) {
      const response = await fetchSummary(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ Message: message, RequestID: expect.any(String) });
    }
  });
});

describe('anyone else reading the dashboard', () => {
  it('without a token is refused with 401', async () => {
    const response = await fetchSummary('', null);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
  });

  it('with a token that is not a valid access token is refused with 401', async () => {
    expect((await fetchSummary('', 'not-a-token')).status).toBe(401);
  });

  it('signed in but not in ADMINS is refused with 403', async () => {
    const response = await fetchSummary('', readerToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ Message: 'Only members of ADMINS may read analytics.' });
  });

  it('with another method is refused with 405', async () => {
    expect((await fetchSummary('', adminToken, 'POST')).status).toBe(405);
  });
});
