/**
 * The mixed load: `connections` closed loops on one keep-alive pool, each sending its next request
 * as soon as the last answered (no think time). The cluster bench's mix: the first loops are the
 * signed-in creators (one each: reads, and an edit every `editIntervalMs`), the rest guests. The
 * readers bench's mix (`readers`, ../readers/reader-mix.ts): every loop a guest reading the site.
 * A warm-up runs first and is not counted; then every answer is recorded by kind and by window of
 * `windowMs`. A 503 with Retry-After is the server shedding load (backend/core/http/admission/):
 * counted as `shed`, apart from the errors and from the latencies.
 */
import { Pool } from 'undici';
import { readerRequest, READER_KINDS, type ReaderTarget } from '../readers/reader-mix';
import { ascending, percentile } from './figures';
import { editRequests, guestRequest, REQUEST_KINDS, userRequest, type LoadRequest, type MixTarget } from './load-mix';
import type { SignedInUser } from './signed-in-users';

type LoadTiming = {
  origin: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  windowMs: number;
};

/** The cluster bench's mix (creators and guests), or the readers bench's (guests reading). */
export type LoadPlan = LoadTiming & ({ target: MixTarget; users: SignedInUser[]; editIntervalMs: number } | { readers: ReaderTarget });

/** Latencies (p50…p99) are of the answers that were not shed; `count` is every answer, `bytes` their bodies. */
export type Figures = { count: number; errors: number; shed: number; p50: number; p95: number; p99: number; bytes: number };

export type LoadResult = Figures & {
  /** Epoch milliseconds at which counting began (the end of the warm-up). */
  measuredFrom: number;
  seconds: number;
  /** CPU seconds the load process itself used while counting (it shares the machine's cores). */
  loadCpuSeconds: number;
  kinds: (Figures & { kind: string })[];
  /** "kind: what went wrong" → how often. */
  errorsByKind: [string, number][];
  windows: (Figures & { fromMs: number })[];
  /** Per kind, its 2xx answers in each window (the windows' order). */
  answeredByWindow: Record<string, number[]>;
};

/** A request that has not answered by then counts as an error (UND_ERR_HEADERS_TIMEOUT…). */
const REQUEST_TIMEOUT_MS = 30_000;
/** After a refused or broken connection a loop waits this long, so a dead server is not spun on. */
const PAUSE_AFTER_SOCKET_ERROR_MS = 100;

type Outcome = { error: string | null; bytes: number; isShed: boolean };

async function send(pool: Pool, request: LoadRequest<string>): Promise<Outcome> {
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
    if (response.statusCode === 503 && response.headers['retry-after'] !== undefined) return { error: null, bytes, isShed: true };
    const okBelow = request.isRedirectAnError ? 300 : 400;
    if (response.statusCode < 200 || response.statusCode >= okBelow) return { error: `HTTP ${response.statusCode}`, bytes, isShed: false };
    return { error: request.isGraphql ? graphqlErrorOf(Buffer.concat(chunks).toString('utf8')) : null, bytes, isShed: false };
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_SOCKET_ERROR_MS));
    const code = (error as { code?: unknown }).code;
    return { error: typeof code === 'string' ? code : error instanceof Error ? error.name : 'thrown', bytes: 0, isShed: false };
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

/** The answers of one row (all, a kind, a window) as they come. */
type Tally = { latencies: number[]; count: number; errors: number; shed: number; bytes: number };
const emptyTally = (): Tally => ({ latencies: [], count: 0, errors: 0, shed: 0, bytes: 0 });

class Recorder {
  readonly all = emptyTally();
  readonly byKind: Map<string, Tally>;
  readonly byWindow: Tally[] = [];
  readonly answeredByWindow = new Map<string, number[]>();
  readonly errorsByKind = new Map<string, number>();

  constructor(
    readonly measuredFrom: number,
    private readonly windowMs: number,
    kinds: readonly string[],
  ) {
    this.byKind = new Map(kinds.map((kind) => [kind, emptyTally()]));
  }

  add(kind: string, ms: number, outcome: Outcome, completedAt: number): void {
    const index = Math.floor((completedAt - this.measuredFrom) / this.windowMs);
    this.byWindow[index] ??= emptyTally();
    for (const tally of [this.all, this.byKind.get(kind)!, this.byWindow[index]]) {
      tally.count++;
      tally.bytes += outcome.bytes;
      if (outcome.isShed) tally.shed++;
      else tally.latencies.push(ms);
      if (outcome.error) tally.errors++;
    }
    if (!outcome.error && !outcome.isShed) {
      const answered = this.answeredByWindow.get(kind) ?? [];
      answered[index] = (answered[index] ?? 0) + 1;
      this.answeredByWindow.set(kind, answered);
    }
    if (!outcome.error) return;
    const label = `${kind}: ${outcome.error}`;
    this.errorsByKind.set(label, (this.errorsByKind.get(label) ?? 0) + 1);
  }
}

function figuresOf({ latencies, count, errors, shed, bytes }: Tally): Figures {
  const sorted = ascending(latencies);
  return { count, errors, shed, bytes, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export async function runMixedLoad(plan: LoadPlan): Promise<LoadResult> {
  const pool = new Pool(plan.origin, { connections: plan.connections, pipelining: 1 });
  const warmupEnd = Date.now() + plan.warmupMs;
  const end = warmupEnd + plan.durationMs;
  const kinds: readonly string[] = 'readers' in plan ? READER_KINDS : REQUEST_KINDS;
  const recorder = new Recorder(warmupEnd, plan.windowMs, kinds);

  const timed = async (request: LoadRequest<string>) => {
    const began = Date.now();
    const precise = performance.now();
    const outcome = await send(pool, request);
    const ms = performance.now() - precise;
    // Counted when sent after the warm-up: the warm-up's stragglers would flatter or blame nobody.
    if (began >= warmupEnd) recorder.add(request.kind, ms, outcome, Date.now());
  };

  const readerLoop = async (target: ReaderTarget) => {
    while (Date.now() < end) await timed(readerRequest(target));
  };
  const guestLoop = async (target: MixTarget) => {
    while (Date.now() < end) await timed(guestRequest(target));
  };
  const userLoop = async (target: MixTarget, user: SignedInUser, index: number, editIntervalMs: number) => {
    // The creators' edits are spread over the interval rather than all at once.
    let nextEditAt = Date.now() + ((index + 1) * editIntervalMs) / users.length;
    let revision = 1;
    while (Date.now() < end) {
      if (Date.now() < nextEditAt) {
        await timed(userRequest(target, user));
        continue;
      }
      for (const request of editRequests(target, user, revision++)) await timed(request);
      // From the end of this edit: a slow edit does not make the next one come sooner.
      nextEditAt = Date.now() + editIntervalMs;
    }
  };

  let cpuAtStart = process.cpuUsage();
  const cpuTimer = setTimeout(() => (cpuAtStart = process.cpuUsage()), plan.warmupMs);
  const users = 'readers' in plan ? [] : plan.users.slice(0, plan.connections);
  await Promise.all(
    'readers' in plan
      ? Array.from({ length: plan.connections }, () => readerLoop(plan.readers))
      : [
          ...users.map((user, index) => userLoop(plan.target, user, index, plan.editIntervalMs)),
          ...Array.from({ length: plan.connections - users.length }, () => guestLoop(plan.target)),
        ],
  );
  clearTimeout(cpuTimer);
  const cpu = process.cpuUsage(cpuAtStart);
  await pool.close();

  const seconds = plan.durationMs / 1000;
  const windowCount = Math.ceil(plan.durationMs / plan.windowMs);
  return {
    ...figuresOf(recorder.all),
    measuredFrom: recorder.measuredFrom,
    seconds,
    loadCpuSeconds: (cpu.user + cpu.system) / 1e6,
    kinds: kinds.map((kind) => ({ kind, ...figuresOf(recorder.byKind.get(kind)!) })),
    errorsByKind: [...recorder.errorsByKind].sort((a, b) => b[1] - a[1]),
    windows: Array.from({ length: windowCount }, (_, index) => ({ fromMs: index * plan.windowMs, ...figuresOf(recorder.byWindow[index] ?? emptyTally()) })),
    answeredByWindow: Object.fromEntries(
      kinds.map((kind) => [kind, Array.from({ length: windowCount }, (_, index) => recorder.answeredByWindow.get(kind)?.[index] ?? 0)]),
    ),
  };
}
