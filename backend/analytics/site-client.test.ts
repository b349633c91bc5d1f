/**
 * The site's analytics client (lib/analytics) end to end, kept here so the site's typecheck stays
 * free of the backend: its real buffer and Firehose transport (the AWS SDK's client) on the
 * outputs' delivery stream and endpoint, guest credentials from aws-amplify's fetchAuthSession(),
 * the real backend storing what it sends, and the data API's analyticsDashboard query answering an admin with
 * figures equal to what was sent (events dropped included).
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { startAnalyticsBackend, type AnalyticsTestBackend } from './test-support/start-analytics-backend';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import { createAnalyticsClient, type AnalyticsClient } from '@/lib/analytics/analytics-client';
import { analyticsConfigOf } from '@/lib/analytics/analytics-config';
import type { AnalyticsStore, AnalyticsTransport } from '@/lib/analytics/analytics-types';
import { DashboardRequestError, fetchDashboardSummary, type DashboardQueryClient } from '@/lib/analytics/fetch-dashboard-summary';
import { createFirehoseTransport } from '@/lib/analytics/firehose-transport';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let outputs: AmplifyOutputsDocument;
const clients: AnalyticsClient[] = [];

beforeAll(async () => {
  backend = await startAnalyticsBackend();
  outputs = backend.outputs as AmplifyOutputsDocument;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
});
afterAll(async () => {
  for (const client of clients) client.dispose();
  await backend?.close();
});

function memoryStore(): AnalyticsStore & { endpointId?: string } {
  const store: AnalyticsStore & { endpointId?: string } = {
    getEndpointId: async () => store.endpointId ?? null,
    saveEndpointId: async (endpointId) => void (store.endpointId = endpointId),
    getOptOut: async () => null,
    saveOptOut: async () => undefined,
  };
  return store;
}

function firehoseTransport(): AnalyticsTransport {
  const config = analyticsConfigOf(outputs);
  if (!config) throw new Error('the outputs name no delivery stream');
  return createFirehoseTransport({ ...config, getCredentials: async () => (await fetchAuthSession()).credentials });
}

function siteClient(store: AnalyticsStore, transport = firehoseTransport()) {
  const client = createAnalyticsClient({ connection: Promise.resolve({ transport, store }), random: () => 0 });
  clients.push(client);
  return client;
}

async function storedRows<T extends Record<string, unknown>>(sql: string, params: unknown[]) {
  return (await backend.backend.context.db.query<T>(sql, params)).rows;
}

it('stores what it records through Firehose, signed as a guest of the identity pool', async () => {
  const store = memoryStore();
  const client = siteClient(store);
  client.startSession();
  client.recordAppLaunch();
  client.recordPageView('/briefs/on-bans');
  client.recordEvent('brief_read', { briefSlug: 'on-bans' });
  client.recordEvent('stream_played', { streamSlug: 'live-1' });
  client.stopSession();
  await client.whenReady();
  await client.flush();

  const endpointId = store.endpointId;
  expect(endpointId).toMatch(/^[0-9a-f-]{36}$/);
  const { identityId } = await fetchAuthSession();
  const events = await storedRows<{ event_type: string; attributes: Record<string, string>; is_authenticated: boolean; identity_id: string }>(
    'SELECT event_type, attributes, is_authenticated, identity_id FROM analytics_events WHERE endpoint_id = $1 ORDER BY occurred_at, event_type',
    [endpointId],
  );
  expect(events.map((event) => event.event_type).sort()).toEqual(
    ['_session.start', '_session.stop', 'app_launch', 'brief_read', 'page_view', 'stream_played'].sort(),
  );
  expect(events.find((event) => event.event_type === 'app_launch')?.attributes).toEqual({ platform: 'web', version: '1.0.0' });
  expect(events.every((event) => event.is_authenticated === false && event.identity_id === identityId)).toBe(true);
});

it('after opting out, sends nothing more', async () => {
  const store = memoryStore();
  const client = siteClient(store);
  client.recordPageView('/');
  await client.whenReady();
  await client.flush();
  await client.setOptOut(true);
  client.recordPageView('/private');
  await client.flush();
  const paths = await storedRows<{ path: string }>("SELECT attributes->>'path' AS path FROM analytics_events WHERE endpoint_id = $1", [store.endpointId]);
  expect(paths).toEqual([{ path: '/' }]);
});

it('counts the events it gave up on after the resend limit, and the dashboard shows them', async () => {
  const real = firehoseTransport();
  let failures = 6;
  // The first batch fails with 500 on its first attempt and its five resends; later batches go through.
  const flaky: AnalyticsTransport = {
    putEvents: (endpointId, events, options) =>
      failures-- > 0 ? Promise.reject(Object.assign(new Error('unavailable'), { $metadata: { httpStatusCode: 500 } })) : real.putEvents(endpointId, events, options),
  };
  const client = siteClient(memoryStore(), flaky);
  await client.whenReady();
  client.recordPageView('/lost-1');
  client.recordPageView('/lost-2');
  for (let attempt = 0; attempt < 6; attempt += 1) await client.flush();
  client.recordPageView('/kept');
  await client.flush();
  expect(failures).toBeLessThan(0);
});

/** The site's query function over the test backend's GraphQL endpoint, as a user with `accessToken` (or none). */
function dashboardClient(accessToken?: string): DashboardQueryClient {
  return {
    queries: {
      analyticsDashboard: async (args) => {
        const answer = await backend.dashboard({ ...args }, accessToken);
        return { data: answer.data?.analyticsDashboard ?? null, errors: answer.errors };
      },
    },
  };
}

it('feeds the admin dashboard with the figures sent, and refuses anyone outside ADMINS', async () => {
  const admin = await backend.signIn('dashboard-admin@example.com', { groups: ['ADMINS'] });
  const summary = await fetchDashboardSummary(dashboardClient(admin.accessToken), { limit: 5 });
  // Sent above: one session and one app_launch; page views /briefs/on-bans, /, /kept (the two lost ones dropped); 2 dropped.
  expect(summary.totals).toMatchObject({ launches: 1, pageViews: 3, droppedEvents: 2, activeEndpoints: 3, sessions: 1 });
  expect(summary.days.reduce((sum, day) => sum + day.droppedEvents, 0)).toBe(2);
  expect(summary.topBriefs).toEqual([{ key: 'on-bans', count: 1, endpoints: 1 }]);
  expect(summary.topStreams).toEqual([{ key: 'live-1', count: 1, endpoints: 1 }]);

  const reader = await backend.signIn('dashboard-reader@example.com');
  const refusal = await fetchDashboardSummary(dashboardClient(reader.accessToken), {}).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DashboardRequestError);
  expect(refusal).toMatchObject({ errorType: 'Unauthorized' });
  await expect(fetchDashboardSummary(dashboardClient(), {})).rejects.toMatchObject({ errorType: expect.stringMatching(/^Unauthorized/) });
});
