/**
 * Overload: with the ingest queue full (here: the database stalls while a batch waits), a further
 * PutRecordBatch is refused as a whole with Firehose's 500 ServiceUnavailableException "Slow down.",
 * and the waiting batch is still stored. With room for part of a batch, the part that fits is
 * stored and the rest is failed per record (FailedPutCount), which the site's transport hands its
 * buffer as 500s to resend.
 */
import { randomUUID } from 'node:crypto';
import { PutRecordBatchCommand, type FirehoseClient } from '@aws-sdk/client-firehose';
import { startAnalyticsBackend, type AnalyticsTestBackend, type TestCredentials } from './test-support/start-analytics-backend';
import type { BufferedEvent } from '@/lib/analytics/analytics-types';
import { createFirehoseTransport } from '@/lib/analytics/firehose-transport';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let client: FirehoseClient;
let guestCredentials: TestCredentials;

beforeAll(async () => {
  backend = await startAnalyticsBackend({ settings: { ingestQueueLimit: 100, writeBatchSize: 100 } });
  guestCredentials = (await backend.guest()).credentials;
  client = backend.firehoseClient(guestCredentials);
});
afterAll(() => backend?.close());

const batch = (endpointId: string, count: number) =>
  new PutRecordBatchCommand({
    DeliveryStreamName: backend.deliveryStreamName,
    Records: Array.from({ length: count }, () => ({
      Data: Buffer.from(`${JSON.stringify({ EventId: randomUUID(), EndpointId: endpointId, EventType: 'page_view', Timestamp: new Date().toISOString() })}\n`),
    })),
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

it('answers 500 ServiceUnavailableException while the queue is full, and stores the queued batch', async () => {
  const stall = stallDatabase();
  const [first, second] = [randomUUID(), randomUUID()];
  const queued = client.send(batch(first, 100));
  // The first batch waits in the queue once the service has read and verified it.
  while ((await backend.pendingIngest()) < 100) await new Promise((resolve) => setTimeout(resolve, 10));

  const refused = await client.send(batch(second, 1)).catch((error: unknown) => error);
  expect(refused).toMatchObject({ name: 'ServiceUnavailableException', message: 'Slow down.', $metadata: { httpStatusCode: 500 } });

  stall.release();
  await stall.done;
  expect((await queued).FailedPutCount).toBe(0);
  expect(await countEvents(first)).toBe(100);
  expect(await countEvents(second)).toBe(0);

  // With the queue drained, the refused batch goes through when the client retries.
  expect((await client.send(batch(second, 1))).FailedPutCount).toBe(0);
});

/** Fills 60 of the queue's 100 places with a batch the stalled database holds (its answer comes once released). */
async function fillQueue() {
  const queued = client.send(batch(randomUUID(), 60));
  while ((await backend.pendingIngest()) < 60) await new Promise((resolve) => setTimeout(resolve, 10));
  return { queued };
}

async function untilQueueFull() {
  while ((await backend.pendingIngest()) < 100) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('takes the part of a batch that fits and fails the rest per record: FailedPutCount and ServiceUnavailableException', async () => {
  const stall = stallDatabase();
  const { queued } = await fillQueue();
  const endpointId = randomUUID();
  const partial = client.send(batch(endpointId, 60));
  await untilQueueFull();
  stall.release();
  await stall.done;
  expect((await queued).FailedPutCount).toBe(0);
  const answer = await partial;
  expect(answer.FailedPutCount).toBe(20);
  const responses = answer.RequestResponses ?? [];
  expect(responses).toHaveLength(60);
  expect(responses.slice(0, 40).every((response) => response.RecordId && !response.ErrorCode)).toBe(true);
  expect(responses.slice(40)).toEqual(Array.from({ length: 20 }, () => ({ ErrorCode: 'ServiceUnavailableException', ErrorMessage: 'Slow down.' })));
  expect(await countEvents(endpointId)).toBe(40);
});

it("the site's transport answers 202 for the records taken and 500 (to resend) for those failed", async () => {
  const transport = createFirehoseTransport({
    region: backend.region,
    endpoint: backend.firehoseEndpoint,
    deliveryStreamName: backend.deliveryStreamName,
    getCredentials: async () => guestCredentials,
  });
  const now = new Date().toISOString();
  const events: BufferedEvent[] = Array.from({ length: 60 }, (_, index) => ({
    eventId: randomUUID(),
    eventType: 'page_view',
    timestamp: now,
    attributes: { path: `/${index}` },
    metrics: {},
    session: { Id: 'session-1', StartTimestamp: now },
    resendsLeft: 5,
  }));
  const stall = stallDatabase();
  const { queued } = await fillQueue();
  const endpointId = randomUUID();
  const sent = transport.putEvents(endpointId, events);
  await untilQueueFull();
  stall.release();
  await stall.done;
  await queued;
  const statuses = await sent;
  expect(events.map((event) => statuses[event.eventId])).toEqual([...Array<number>(40).fill(202), ...Array<number>(20).fill(500)]);
  expect(await countEvents(endpointId)).toBe(40);
});
