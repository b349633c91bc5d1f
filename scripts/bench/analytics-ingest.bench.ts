// npm run bench analytics-ingest – events ingested per second through Firehose's PutRecordBatch in
// batches of 100 (the site's batch), each stored with what it adds to its day's dashboard figures.
// Starts the real backend (identity + analytics services, embedded PostgreSQL in a temporary data
// folder, a random local port) and takes guest credentials from its identity pool. The SDK's
// client builds and signs every batch first (as browsers would, each on its own machine); the
// timed part replays those signed requests from concurrent keep-alive connections, so the figure
// is the service's: signature checks, validation, queueing and the database writes.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import os from 'node:os';
import { PutRecordBatchCommand } from '@aws-sdk/client-firehose';
import { startAnalyticsBackend, type AnalyticsTestBackend } from '../../backend/analytics/test-support/start-analytics-backend';

const TARGET_EVENTS_PER_SECOND = 20_000;
const BATCH_SIZE = 100;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_BATCHES = 50;
/** Browsers the batches come from, in turn: 64 are all known after their first batches; a batch per browser makes each batch's browsers new to the day (their counts and sketches written). */
const ENDPOINTS = Math.max(1, Number(process.env.BENCH_ENDPOINTS ?? 64));

interface SignedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

type Event = { EventType: string; Timestamp: string; Attributes?: Record<string, string>; Metrics?: Record<string, number>; Session?: { Id: string; StartTimestamp: string } };

function makeEvents(): Record<string, Event> {
  const now = new Date().toISOString();
  const session = { Id: randomUUID(), StartTimestamp: now };
  const events: Record<string, Event> = {};
  for (let index = 0; index < BATCH_SIZE; index += 1) {
    events[randomUUID()] =
      index % 4 === 0
        ? { EventType: 'brief_read', Timestamp: now, Attributes: { briefSlug: `brief-${index % 20}` }, Session: session }
        : { EventType: 'page_view', Timestamp: now, Attributes: { path: `/briefs/brief-${index % 20}` }, Metrics: { loadMs: index }, Session: session };
  }
  return events;
}

/** The client's stack takes a capturing middleware. */
type CapturingStack = { add(middleware: () => (args: { request: unknown }) => Promise<unknown>, options: object): void };

/** The same events as Firehose records: one line of JSON each, as the site writes them. */
function makeRecords(endpointId: string) {
  return Object.entries(makeEvents()).map(([EventId, event]) => ({ Data: Buffer.from(`${JSON.stringify({ EventId, EndpointId: endpointId, ...event })}\n`) }));
}

/** Batches built and signed by the real SDK client, captured after signing instead of being sent. */
async function signBatches(backend: AnalyticsTestBackend, count: number): Promise<SignedRequest[]> {
  const signers = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const { credentials } = await backend.guest();
      return backend.firehoseClient(credentials);
    }),
  );
  const captured: SignedRequest[] = [];
  for (const client of signers) {
    (client.middlewareStack as unknown as CapturingStack).add(
      () => async (args) => {
        const http = args.request as { path: string; headers: Record<string, string>; body: string };
        captured.push({ path: http.path, headers: { ...http.headers }, body: http.body });
        return { output: { $metadata: {} }, response: {} } as never;
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
  }
  for (let index = 0; index < count; index += 1) {
    const endpointId = `bench-endpoint-${index % ENDPOINTS}`;
    const signer = signers[index % signers.length];
    await signer.send(new PutRecordBatchCommand({ DeliveryStreamName: backend.deliveryStreamName, Records: makeRecords(endpointId) }));
  }
  return captured;
}

function send(url: URL, agent: Agent, signed: SignedRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method: 'POST', path: signed.path, headers: signed.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(signed.body);
  });
}

async function replay(url: URL, requests: SignedRequest[]): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests.length) {
        const signed = requests[next++];
        const started = performance.now();
        const status = await send(url, agent, signed);
        latencies.push(performance.now() - started);
        if (status !== 200) throw new Error(`a batch was answered ${status}`);
      }
    }),
  );
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const backend = await startAnalyticsBackend();
  try {
    const url = new URL(backend.firehoseEndpoint);
    const signed = await signBatches(backend, WARMUP_BATCHES + BATCHES);
    await replay(url, signed.slice(0, WARMUP_BATCHES));

    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const latencies = await replay(url, signed.slice(WARMUP_BATCHES));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;

    const { rows } = await backend.backend.context.db.query<{ count: number }>('SELECT count(*)::int AS count FROM analytics_events');
    const expected = (WARMUP_BATCHES + BATCHES) * BATCH_SIZE;
    if (rows[0].count !== expected) throw new Error(`stored ${rows[0].count} events, expected ${expected}`);

    const eventsPerSecond = Math.round((BATCHES * BATCH_SIZE) / seconds);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
    console.log(`${BATCHES} signed PutRecordBatch batches of ${BATCH_SIZE} events over ${CONNECTIONS} connections (guest credentials), from ${Math.min(ENDPOINTS, WARMUP_BATCHES + BATCHES)} browsers`);
    console.log(`ingested: ${eventsPerSecond} events/s (${Math.round(BATCHES / seconds)} batches/s) in ${seconds.toFixed(2)} s; all ${expected} events stored`);
    // The machine is shared: CPU time says what the work costs whatever else runs beside it.
    console.log(
      `CPU: ${cpuSeconds.toFixed(2)} s (all threads, replaying client included) – ${Math.round((BATCHES * BATCH_SIZE) / cpuSeconds)} events per CPU-second; ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(`batch latency: p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms, p99 ${percentile(0.99)} ms`);
    console.log(`target: ≥ ${TARGET_EVENTS_PER_SECOND} events/s – ${eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'not met on this run'}`);
  } finally {
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
