/**
 * Overload: with the ingest queue full (here: the database stalls while a batch waits), a further
 * batch is refused with Pinpoint's 429 TooManyRequestsException, and the waiting batch is still stored.
 */
import { randomUUID } from 'node:crypto';
import { PutEventsCommand, type PinpointClient } from '@aws-sdk/client-pinpoint';
import { startAnalyticsBackend, type AnalyticsTestBackend } from './test-support/start-analytics-backend';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let client: PinpointClient;

beforeAll(async () => {
  backend = await startAnalyticsBackend({ settings: { ingestQueueLimit: 100, writeBatchSize: 100 } });
  client = backend.pinpointClient((await backend.guest()).credentials);
});
afterAll(() => backend?.close());

const batch = (endpointId: string, count: number) =>
  new PutEventsCommand({
    ApplicationId: backend.appId,
    EventsRequest: {
      BatchItem: {
        [endpointId]: {
          Endpoint: {},
          Events: Object.fromEntries(
            Array.from({ length: count }, () => [randomUUID(), { EventType: 'page_view', Timestamp: new Date().toISOString() }]),
          ),
        },
      },
    },
  });

/** Holds the database (a transaction that waits) until the returned function is called. */
function stallDatabase(): { release(): void; done: Promise<void> } {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const done = backend.backend.context.db.transaction(async (tx) => {
    await tx.query("LOCK TABLE analytics_events IN EXCLUSIVE MODE");
    await gate;
  });
  return { release, done };
}

async function countEvents(endpointId: string): Promise<number> {
  const { rows } = await backend.backend.context.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM analytics_events WHERE endpoint_id = $1',
    [endpointId],
  );
  return rows[0].count;
}

it('answers 429 TooManyRequestsException while the queue is full, and stores the queued batch', async () => {
  const stall = stallDatabase();
  const [first, second] = [randomUUID(), randomUUID()];
  const queued = client.send(batch(first, 100));
  // The first batch waits in the queue once the service has read and verified it.
  while ((await backend.pendingIngest()) < 100) await new Promise((resolve) => setTimeout(resolve, 10));

  const refused = await client.send(batch(second, 1)).catch((error: unknown) => error);
  expect(refused).toMatchObject({ name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } });

  stall.release();
  await stall.done;
  expect((await queued).$metadata.httpStatusCode).toBe(202);
  expect(await countEvents(first)).toBe(100);
  expect(await countEvents(second)).toBe(0);

  // With the queue drained, the refused batch goes through when the client retries.
  expect((await client.send(batch(second, 1))).$metadata.httpStatusCode).toBe(202);
});
