// npm run bench realtime-idle – what idle real-time subscribers cost the server (issue 47): 1,000
// guests' onCreateBrief subscriptions (10 connections × 100, AppSync's protocol with the API key)
// held open on a backend in its own process, its heap and RSS measured after a full collection
// before and after; then how long one published brief takes to reach all of them (5 briefs).
// Targets: at most 10 KB of server heap per idle subscriber; every subscriber has the event within 1 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { WebSocket } from 'undici';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { REALTIME_LIMITS } from '../../backend/data/realtime/realtime-limits';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PER_CONNECTION = REALTIME_LIMITS.maxSubscriptionsPerConnection;
const SUBSCRIBERS = CONNECTIONS * PER_CONNECTION;
const BRIEFS = 5;
const TARGET_HEAP_PER_SUBSCRIBER = 10 * 1024;
const TARGET_DELIVERY_MS = 1000;
const ON_CREATE_BRIEF = 'subscription { onCreateBrief { id title status } }';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
interface Server {
  child: ChildProcess;
  graphqlUrl: string;
  apiKey: string;
  accessToken: string;
  memory(): Promise<Memory>;
}

function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(PROJECT_ROOT, 'scripts/bench/realtime/serve-for-bench.ts')], {
    // NODE_ENV as `npm start` sets it.
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const memoryWaiters: ((memory: Memory) => void)[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as { graphqlUrl?: string; apiKey?: string; accessToken?: string; memory?: Memory };
      if (message.memory) return memoryWaiters.shift()?.(message.memory);
      resolve({
        child,
        graphqlUrl: message.graphqlUrl!,
        apiKey: message.apiKey!,
        accessToken: message.accessToken!,
        memory: () =>
          new Promise((settle) => {
            memoryWaiters.push(settle);
            child.stdin!.write('memory\n');
          }),
      });
    });
    child.on('exit', (code) => reject(new Error(`the backend process exited (${code})`)));
  });
}

/** One connection holding PER_CONNECTION subscriptions; it notes when each event arrives. */
class Subscriber {
  readonly arrivals = new Map<string, number[]>();
  private readonly socket: WebSocket;
  private isConnected = false;
  private acks = 0;
  private readonly waiting: { check: () => boolean; resolve: () => void }[] = [];

  constructor(graphqlUrl: string, private readonly authorization: Record<string, string>) {
    const header = Buffer.from(JSON.stringify(authorization)).toString('base64url');
    this.socket = new WebSocket(`${graphqlUrl.replace(/^http/, 'ws')}/realtime`, ['graphql-ws', `header-${header}`]);
    this.socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; payload?: { data?: { onCreateBrief?: { id: string } } } };
      if (message.type === 'connection_ack') this.isConnected = true;
      if (message.type === 'start_ack') this.acks += 1;
      const brief = message.type === 'data' ? message.payload?.data?.onCreateBrief : undefined;
      if (brief) this.arrivals.set(brief.id, [...(this.arrivals.get(brief.id) ?? []), performance.now()]);
      if (message.type === 'connection_ack' || message.type === 'start_ack' || brief) this.wake();
    };
  }

  private wake() {
    for (const waiter of this.waiting.splice(0)) {
      if (waiter.check()) waiter.resolve();
      else this.waiting.push(waiter);
    }
  }

  private until(check: () => boolean): Promise<void> {
    return check() ? Promise.resolve() : new Promise((resolve) => this.waiting.push({ check, resolve }));
  }

  async open(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.socket.onopen = () => resolve();
      this.socket.onerror = () => reject(new Error('the connection failed'));
    });
    this.socket.send(JSON.stringify({ type: 'connection_init' }));
    await this.until(() => this.isConnected);
    // Within the endpoint's messages-per-second bound: a flood would close the connection.
    const perSecond = REALTIME_LIMITS.maxMessagesPerSecond - 10;
    for (let index = 0; index < PER_CONNECTION; index += 1) {
      if (index > 0 && index % perSecond === 0) await new Promise((resolve) => setTimeout(resolve, 1100));
      const payload = { data: JSON.stringify({ query: ON_CREATE_BRIEF, variables: {} }), extensions: { authorization: this.authorization } };
      this.socket.send(JSON.stringify({ id: `s${index}`, type: 'start', payload }));
    }
    await this.until(() => this.acks === PER_CONNECTION);
  }

  received(briefId: string): Promise<void> {
    return this.until(() => (this.arrivals.get(briefId)?.length ?? 0) === PER_CONNECTION);
  }

  close() {
    this.socket.close();
  }
}

async function graphql(server: Server, query: string): Promise<Record<string, { id: string }>> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: server.accessToken },
    body: JSON.stringify({ query }),
  });
  const answer = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
  if (!answer.data || answer.errors) throw new Error(`GraphQL refused: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sign = (bytes: number) => (bytes >= 0 ? `+${mb(bytes)}` : `-${mb(-bytes)}`);

async function main(): Promise<void> {
  const dataDir = await createTempDataDir();
  const server = await startServer(dataDir);
  const subscribers: Subscriber[] = [];
  try {
    await graphql(server, 'mutation { saveMyProfile(username: "realtimebench", displayName: "Realtime Bench") { id } }');
    const before = await server.memory();
    const host = new URL(server.graphqlUrl).host;
    const opening = performance.now();
    for (let index = 0; index < CONNECTIONS; index += 1) subscribers.push(new Subscriber(server.graphqlUrl, { host, 'x-api-key': server.apiKey }));
    await Promise.all(subscribers.map((subscriber) => subscriber.open()));
    const openedInMs = performance.now() - opening;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await server.memory();

    const deliveries: number[] = [];
    for (let index = 0; index < BRIEFS; index += 1) {
      const sent = performance.now();
      const saved = await graphql(server, `mutation { saveMyBrief(title: "Realtime bench ${index}", description: "d", categories: "Power", status: PUBLISHED) { id } }`);
      const briefId = saved.saveMyBrief.id;
      await Promise.all(subscribers.map((subscriber) => subscriber.received(briefId)));
      const arrivals = subscribers.flatMap((subscriber) => subscriber.arrivals.get(briefId) ?? []);
      deliveries.push(Math.max(...arrivals) - sent);
    }
    const held = await server.memory();

    const perSubscriber = (after.heapUsed - before.heapUsed) / SUBSCRIBERS;
    const slowest = Math.max(...deliveries);
    console.log(`${SUBSCRIBERS} idle onCreateBrief subscribers (${CONNECTIONS} connections × ${PER_CONNECTION}, API key), backend in its own process on PGlite`);
    console.log(`opened and acknowledged in ${(openedInMs / 1000).toFixed(1)} s (paced under ${REALTIME_LIMITS.maxMessagesPerSecond} messages/s per connection)`);
    console.log(`server heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${sign(after.heapUsed - before.heapUsed)}), RSS ${mb(before.rss)} → ${mb(after.rss)} (${sign(after.rss - before.rss)}); after ${BRIEFS} events: heap ${mb(held.heapUsed)}`);
    console.log(`heap per idle subscriber: ${(perSubscriber / 1024).toFixed(2)} KB (target ≤ ${TARGET_HEAP_PER_SUBSCRIBER / 1024} KB) ${perSubscriber <= TARGET_HEAP_PER_SUBSCRIBER ? 'met' : 'NOT met'}`);
    console.log(`a published brief reached all ${SUBSCRIBERS} in ${deliveries.map((ms) => ms.toFixed(0)).join(', ')} ms (slowest ${slowest.toFixed(0)} ms, target ≤ ${TARGET_DELIVERY_MS} ms) ${slowest <= TARGET_DELIVERY_MS ? 'met' : 'NOT met'}`);
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    removeTempDataDir(dataDir);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
