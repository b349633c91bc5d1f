/**
 * Firehose's PutRecordBatch and PutRecord through the AWS SDK's own client, signed with
 * identity-pool credentials from the local identity pool, against the real backend.
 */
import { randomUUID } from 'node:crypto';
import {
  DescribeDeliveryStreamCommand,
  FirehoseClient,
  PutRecordBatchCommand,
  PutRecordCommand,
  type _Record as FirehoseRecord,
} from '@aws-sdk/client-firehose';
import { startAnalyticsBackend, type AnalyticsTestBackend, type TestIdentity } from './test-support/start-analytics-backend';

jest.setTimeout(90_000);

let backend: AnalyticsTestBackend;
let guest: TestIdentity;
let client: FirehoseClient;

beforeAll(async () => {
  backend = await startAnalyticsBackend();
  guest = await backend.guest();
  client = backend.firehoseClient(guest.credentials);
});
afterAll(() => backend?.close());

/** One line of the site's records: Pinpoint's Event fields plus EventId and EndpointId. */
const siteRecord = (endpointId: string, EventType: string, Attributes: Record<string, string> = {}): FirehoseRecord => ({
  Data: Buffer.from(
    `${JSON.stringify({
      EventId: randomUUID(),
      EndpointId: endpointId,
      EventType,
      Timestamp: new Date().toISOString(),
      Session: { Id: 'session-1', StartTimestamp: new Date().toISOString() },
      Attributes,
    })}\n`,
  ),
});

const putBatch = (firehose: FirehoseClient, Records: FirehoseRecord[], DeliveryStreamName = backend.deliveryStreamName) =>
  firehose.send(new PutRecordBatchCommand({ DeliveryStreamName, Records }));

async function storedEvents(endpointId: string) {
  const { rows } = await backend.backend.context.db.query<{ event_type: string; identity_id: string; is_authenticated: boolean; attributes: Record<string, string> }>(
    'SELECT event_type, identity_id, is_authenticated, attributes FROM analytics_events WHERE endpoint_id = $1 ORDER BY received_at',
    [endpointId],
  );
  return rows;
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { name, message, $metadata } = error as { name: string; message: string; $metadata: { httpStatusCode?: number } };
    return { name, message, status: $metadata.httpStatusCode };
  }
  throw new Error('the call succeeded');
}

describe('Firehose ingest', () => {
  it('names its endpoint and delivery stream in the outputs', () => {
    expect(backend.firehoseEndpoint).toBe(`${backend.baseUrl}/_aws/firehose`);
    expect(backend.deliveryStreamName).toBe('streamit-analytics');
    expect(backend.outputs.custom).toMatchObject({ analytics_region: backend.region });
  });

  it("stores a guest's batch durably before answering, one record id per record", async () => {
    const endpointId = randomUUID();
    const answer = await putBatch(client, [siteRecord(endpointId, 'page_view', { path: '/' }), siteRecord(endpointId, 'brief_read', { briefSlug: 'a' })]);
    expect(answer.FailedPutCount).toBe(0);
    expect(answer.Encrypted).toBe(false);
    expect(answer.RequestResponses).toHaveLength(2);
    for (const response of answer.RequestResponses ?? []) expect(response.RecordId).toMatch(/^[\w-]{20,}$/);
    const stored = await storedEvents(endpointId);
    expect(stored.map((row) => row.event_type).sort()).toEqual(['brief_read', 'page_view']);
    expect(stored.find((row) => row.event_type === 'page_view')).toMatchObject({ identity_id: guest.identityId, is_authenticated: false, attributes: { path: '/' } });
  });

  it('takes PutRecord from a signed-in identity', async () => {
    const user = await backend.signIn(`firehose-${randomUUID()}@example.com`);
    const endpointId = randomUUID();
    const answer = await backend.firehoseClient(user.credentials).send(
      new PutRecordCommand({ DeliveryStreamName: backend.deliveryStreamName, Record: siteRecord(endpointId, 'stream_played', { streamSlug: 's' }) }),
    );
    expect(answer.RecordId).toBeTruthy();
    expect(await storedEvents(endpointId)).toEqual([expect.objectContaining({ event_type: 'stream_played', identity_id: user.identityId, is_authenticated: true })]);
  });

  it('keeps a record that is not one of the site events as an unreadable record, counted, not lost', async () => {
    const answer = await putBatch(client, [{ Data: Buffer.from('not json at all') }]);
    expect(answer.FailedPutCount).toBe(0);
    const stored = await storedEvents('_firehose');
    expect(stored.at(-1)).toMatchObject({ event_type: '_firehose.unreadable' });
  });

  it('stores records the database could not hold (NUL, year 0, half a surrogate pair) as unreadable, and fails no other record with them', async () => {
    const endpointId = randomUUID();
    const line = (fields: Record<string, unknown>) => ({
      Data: Buffer.from(`${JSON.stringify({ EventId: randomUUID(), EndpointId: endpointId, EventType: 'page_view', Timestamp: new Date().toISOString(), ...fields })}\n`),
    });
    // Sent at once, so the ingest queue writes them in one statement with a good record.
    const answers = await Promise.all([
      putBatch(client, [line({ Attributes: { path: '/a\u0000b' } })]),
      putBatch(client, [line({ Session: { Id: 's', StartTimestamp: '0000-01-01T00:00:00Z' } })]),
      putBatch(client, [line({ Attributes: { ['k\uD800']: 'v' } })]),
      putBatch(client, [line({ Attributes: { path: '/kept' } })]),
    ]);
    expect(answers.map((answer) => answer.FailedPutCount)).toEqual([0, 0, 0, 0]);
    expect(await storedEvents(endpointId)).toEqual([expect.objectContaining({ event_type: 'page_view', attributes: { path: '/kept' } })]);
  });

  it('refuses a guest writing to another stream, as IAM does', async () => {
    expect(await refusal(putBatch(client, [siteRecord(randomUUID(), 'page_view')], 'someone-elses-stream'))).toEqual({
      name: 'AccessDeniedException',
      status: 400,
      message: expect.stringContaining('firehose:PutRecordBatch on resource: arn:aws:firehose:'),
    });
  });

  it("refuses Firehose's other operations to identity credentials", async () => {
    expect(await refusal(client.send(new DescribeDeliveryStreamCommand({ DeliveryStreamName: backend.deliveryStreamName })))).toMatchObject({
      name: 'AccessDeniedException',
    });
  });

  it('refuses 501 records in one batch and takes 500', async () => {
    const endpointId = randomUUID();
    const records = Array.from({ length: 501 }, () => siteRecord(endpointId, 'page_view'));
    expect(await refusal(putBatch(client, records))).toEqual({
      name: 'ValidationException',
      status: 400,
      message: "1 validation error detected: Value of 501 records at 'records' failed to satisfy constraint: Member must have length less than or equal to 500",
    });
    expect(await storedEvents(endpointId)).toHaveLength(0);
    expect((await putBatch(client, records.slice(0, 500))).FailedPutCount).toBe(0);
    expect(await storedEvents(endpointId)).toHaveLength(500);
  });

  it('refuses a record past 1,000 KiB and takes one at the limit', async () => {
    const big = (bytes: number): FirehoseRecord => ({ Data: Buffer.alloc(bytes, 'a') });
    expect(await refusal(putBatch(client, [big(10), big(1_024_001)]))).toEqual({
      name: 'ValidationException',
      status: 400,
      message:
        "1 validation error detected: Value of 1024001 bytes at 'records.2.member.data' failed to satisfy constraint: Member must have length less than or equal to 1024000",
    });
    expect((await putBatch(client, [big(1_024_000)])).FailedPutCount).toBe(0);
  });

  it('refuses a batch over 4 MiB of data', async () => {
    const records = Array.from({ length: 5 }, () => ({ Data: Buffer.alloc(900_000, 'b') }));
    expect(await refusal(putBatch(client, records))).toEqual({ name: 'InvalidArgumentException', status: 400, message: 'Records size exceeds 4 MB limit' });
  });

  it('refuses requests that are not signed by identity-pool credentials, or signed wrongly', async () => {
    const stranger = backend.firehoseClient({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'x'.repeat(40), sessionToken: 'nope' });
    expect(await refusal(putBatch(stranger, [siteRecord(randomUUID(), 'page_view')]))).toMatchObject({ status: 403 });
    const forged = backend.firehoseClient({ ...guest.credentials, secretAccessKey: 'wrong-secret' });
    expect(await refusal(putBatch(forged, [siteRecord(randomUUID(), 'page_view')]))).toMatchObject({ name: 'InvalidSignatureException', status: 403 });
    const pinpointSigned = new FirehoseClient({
      region: backend.region,
      endpoint: backend.firehoseEndpoint,
      credentials: guest.credentials,
      signingName: 'mobiletargeting',
      maxAttempts: 1,
    } as NonNullable<ConstructorParameters<typeof FirehoseClient>[0]>);
    expect(await refusal(putBatch(pinpointSigned, [siteRecord(randomUUID(), 'page_view')]))).toMatchObject({ status: 403 });
    pinpointSigned.destroy();
  });
});
