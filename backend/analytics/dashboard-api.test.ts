/**
 * The dashboard's figures through the data API's analyticsDashboard query: events sent through
 * Firehose's SDK come back as per-day counts, sessions, top briefs, streams, profiles and
 * referrers and events by type, from the daily figures kept as they were stored (the same
 * figures the AWS functions must give: amplify/data/analytics/dashboard-fixture.test-helper.ts);
 * only ADMINS may read them.
 */
import { PutRecordBatchCommand } from '@aws-sdk/client-firehose';
import type { DashboardSummary } from '../../amplify/data/analytics/dashboard-figures';
import { describeFixtureFigures, FIXTURE_BROWSERS, recordLinesOf, type DashboardRefusal } from '../../amplify/data/analytics/dashboard-fixture.test-helper';
import { startAnalyticsBackend, type AnalyticsTestBackend, type TestIdentity } from './test-support/start-analytics-backend';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let adminToken: string;
let readerToken: string;

async function send(identity: TestIdentity, lines: string[]) {
  const Records = lines.map((line) => ({ Data: Buffer.from(line) }));
  const answer = await backend.firehoseClient(identity.credentials).send(new PutRecordBatchCommand({ DeliveryStreamName: backend.deliveryStreamName, Records }));
  expect(answer.FailedPutCount).toBe(0);
}

beforeAll(async () => {
  backend = await startAnalyticsBackend();
  const admin = await backend.signIn('admin@example.com', { groups: ['ADMINS'] });
  const reader = await backend.signIn('reader@example.com');
  adminToken = admin.accessToken;
  readerToken = reader.accessToken;
  for (const browser of FIXTURE_BROWSERS) await send(browser.isSignedIn ? reader : await backend.guest(), recordLinesOf(browser));
});
afterAll(() => backend?.close());

async function summary(variables: Record<string, unknown>): Promise<DashboardSummary> {
  const answer = await backend.dashboard(variables, adminToken);
  const [error] = answer.errors ?? [];
  if (error) throw { errorType: error.errorType ?? '', message: error.message } satisfies DashboardRefusal;
  expect(answer.data?.analyticsDashboard).toBeTruthy();
  return answer.data!.analyticsDashboard!;
}

describe('an admin reading the dashboard', () => {
  describeFixtureFigures(summary);
});

describe('anyone else reading the dashboard', () => {
  it('without a token gets nothing', async () => {
    const answer = await backend.dashboard({});
    expect(answer.data?.analyticsDashboard ?? null).toBeNull();
    expect(answer.errors?.[0]?.errorType).toMatch(/Unauthorized/);
  });

  it('signed in but not in ADMINS is not authorized', async () => {
    const answer = await backend.dashboard({}, readerToken);
    expect(answer.data?.analyticsDashboard ?? null).toBeNull();
    expect(answer.errors).toEqual([expect.objectContaining({ errorType: 'Unauthorized', message: 'Not Authorized to access analyticsDashboard on type Query' })]);
  });
});
