/**
 * The mixed load: `connections` closed loops on one keep-alive pool, each sending its next request
 * as soon as the last answered (no think time). The first loops are the signed-in creators (one
 * each: reads, and an edit every `editIntervalMs`), the rest guests. A warm-up runs first and is
 * not counted; then every answer is recorded by kind and by window of `windowMs`.
 */
import { Pool } from 'undici';
import { ascending, percentile } from './figures';
import { editRequests, guestRequest, REQUEST_KINDS, userRequest, type LoadRequest, type MixTarget, type RequestKind } from './load-mix';
import type { SignedInUser } from './signed-in-users';

export type LoadPlan = {
  origin: string;
  target: MixTarget;
  users: SignedInUser[];
  connections: number;
  warmupMs: number;
  durationMs: number;
  windowMs: number;
  editIntervalMs: number;
};

export type Figures = { count: number; errors: number; p50: number; p99: number };

export type LoadResult = Figures & {
  /** Epoch milliseconds at which counting began (the end of the warm-up). */
  measuredFrom: number;
  seconds: number;
  /** CPU seconds the load process itself used while counting (it shares the machine's cores). */
  loadCpuSeconds: number;
  bytes: number;
  kinds: (Figures & { kind: RequestKind })[];
  /** "kind: what went wrong" → how often. */
  errorsByKind: [string, number][];
  windows: (Figures & { fromMs: number })[];
};

/** A request that has not answered by then counts as an error (UND_ERR_HEADERS_TIMEOUT…). */
const REQUEST_TIMEOUT_MS = 30_000;
/** After a refused or broken connection a loop waits this long, so a dead server is not spun on. */
const PAUSE_AFTER_SOCKET_ERROR_MS = 100;

type Outcome = { error: string | null; bytes: number };

async function send(pool: Pool, request: LoadRequest): Promise<Outcome> {
  try {
    const response = await pool.request({
      path: request.path,
      method: request.method,
      headers: request.headers,
      body: request.body,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += (chunk as Buffer).length;
      if (request.isGraphql) chunks.push(chunk as Buffer);
    }
    if (response.statusCode < 200 || response.statusCode >= 400) return { error: `HTTP ${response.statusCode}`, bytes };
    return { error: request.isGraphql ? graphqlErrorOf(Buffer.concat(chunks).toString('utf8')) : null, bytes };
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_SOCKET_ERROR_MS));
    const code = (error as { code?: unknown }).code;
    return { error: typeof code === 'string' ? code : error instanceof Error ? error.name : 'thrown', bytes: 0 };
  }
}

function graphqlErrorOf(text: string): string | null {
  try {
    const answer = JSON.parse(text) as { errors?: { errorType?: string; message?: string }[] };
    const first = answer.errors?.[0];
    return first ? `GraphQL ${first.errorType ?? first.message?.slice(0, 60) ?? 'error'}` : null;
  } catch {
    return 'GraphQL answer not JSON';
  }
}

class Recorder {
  readonly all: number[] = [];
  readonly byKind = new Map<RequestKind, { latencies: number[]; errors: number }>(REQUEST_KINDS.map((kind) => [kind, { latencies: [], errors: 0 }]));
  readonly byWindow: { latencies: number[]; errors: number }[] = [];
  readonly errorsByKind = new Map<string, number>();
  errors = 0;
  bytes = 0;

  constructor(
    readonly measuredFrom: number,
    private readonly windowMs: number,
  ) {}

  add(kind: RequestKind, ms: number, outcome: Outcome, completedAt: number): void {
    const index = Math.floor((completedAt - this.measuredFrom) / this.windowMs);
    this.byWindow[index] ??= { latencies: [], errors: 0 };
    const window = this.byWindow[index];
    const ofKind = this.byKind.get(kind)!;
    this.all.push(ms);
    ofKind.latencies.push(ms);
    window.latencies.push(ms);
    this.bytes += outcome.bytes;
    if (!outcome.error) return;
    this.errors++;
    ofKind.errors++;
    window.errors++;
    const label = `${kind}: ${outcome.error}`;
    this.errorsByKind.set(label, (this.errorsByKind.get(label) ?? 0) + 1);
  }
}

function figuresOf(latencies: number[], errors: number): Figures {
  const sorted = ascending(latencies);
  return { count: sorted.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export async function runMixedLoad(plan: LoadPlan): Promise<LoadResult> {
  const pool = new Pool(plan.origin, { connections: plan.connections, pipelining: 1 });
  const warmupEnd = Date.now() + plan.warmupMs;
  const end = warmupEnd + plan.durationMs;
  const recorder = new Recorder(warmupEnd, plan.windowMs);

  const timed = async (request: LoadRequest) => {
    const began = Date.now();
    const precise = performance.now();
    const outcome = await send(pool, request);
    const ms = performance.now() - precise;
    // Counted when sent after the warm-up: the warm-up's stragglers would flatter or blame nobody.
    if (began >= warmupEnd) recorder.add(request.kind, ms, outcome, Date.now());
  };

  const guestLoop = async () => {
    while (Date.now() < end) await timed(guestRequest(plan.target));
  };
  const userLoop = async (user: SignedInUser, index: number) => {
    // The creators' edits are spread over the interval rather than all at once.
    let nextEditAt = Date.now() + ((index + 1) * plan.editIntervalMs) / plan.users.length;
    let revision = 1;
    while (Date.now() < end) {
      if (Date.now() < nextEditAt) {
        await timed(userRequest(plan.target, user));
        continue;
      }
      for (const request of editRequests(plan.target, user, revision++)) await timed(request);
      // From the end of this edit: a slow edit does not make the next one come sooner.
      nextEditAt = Date.now() + plan.editIntervalMs;
    }
  };

  let cpuAtStart = process.cpuUsage();
  const cpuTimer = setTimeout(() => (cpuAtStart = process.cpuUsage()), plan.warmupMs);
  const users = plan.users.slice(0, plan.connections);
  await Promise.all([
    ...users.map((user, index) => userLoop(user, index)),
    ...Array.from({ length: plan.connections - users.length }, guestLoop),
  ]);
  clearTimeout(cpuTimer);
  const cpu = process.cpuUsage(cpuAtStart);
  await pool.close();

  const seconds = plan.durationMs / 1000;
  return {
    ...figuresOf(recorder.all, recorder.errors),
    measuredFrom: recorder.measuredFrom,
    seconds,
    loadCpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes: recorder.bytes,
    kinds: REQUEST_KINDS.map((kind) => ({ kind, ...figuresOf(recorder.byKind.get(kind)!.latencies, recorder.byKind.get(kind)!.errors) })),
    errorsByKind: [...recorder.errorsByKind].sort((a, b) => b[1] - a[1]),
    windows: Array.from({ length: Math.ceil(plan.durationMs / plan.windowMs) }, (_, index) => {
      const window = recorder.byWindow[index];
      return { fromMs: index * plan.windowMs, ...figuresOf(window?.latencies ?? [], window?.errors ?? 0) };
    }),
  };
}
