/**
 * Overload: with the ingest queue full (here: the database stalls while a batch waits), a further
 * PutRecordBatch is refused as a whole with Firehose's 500 ServiceUnavailableException "Slow down.",
 * and the waiting batch is still stored.
 */
import { randomUUID } from 'node:crypto';
import { PutRecordBatchCommand, type FirehoseClient } from '@aws-sdk/client-firehose';
import { startAnalyticsBackend, type AnalyticsTestBackend } from './test-support/start-analytics-backend';

jest.setTimeout(60_000);

let backend: AnalyticsTestBackend;
let client: FirehoseClient;

beforeAll(async () => {
  backend = await startAnalyticsBackend({ settings: { ingestQueueLimit: 100, writeBatchSize: 100 } });
  client = backend.firehoseClient((await backend.guest()).credentials);
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
