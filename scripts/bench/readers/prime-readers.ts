/**
 * The readers bench's priming pass (scripts/bench/readers.bench.ts): before the timed warm-up,
 * every address the mix can draw (reader-mix.ts everyReaderRequest) is asked once, in a random
 * order, by `connections` loops on one keep-alive pool, as the load asks (same headers, each answer
 * read whole, a 2xx expected, a redirect an error). So the bounded caches the fixed set of addresses
 * fills (the page cache, Next's, the remembered searches) are filled before memory is first judged,
 * and what the measured time sees is a steady state rather than the first pass over the set.
 * A 503 with Retry-After (the server shedding) is asked again after the wait it names (at most
 * MAX_RETRY_WAIT_MS), up to MAX_ATTEMPTS times; anything else not 2xx is counted as an error.
 */
import { Pool } from 'undici';
import { ascending, percentile } from '../cluster/figures';
import type { LoadRequest } from '../cluster/load-mix';

const REQUEST_TIMEOUT_MS = 30_000;
const MAX_ATTEMPTS = 5;
const MAX_RETRY_WAIT_MS = 2000;
const PAUSE_AFTER_SOCKET_ERROR_MS = 100;

export type PrimingResult = {
  addresses: number;
  seconds: number;
  bytes: number;
  /** Of the answers (each attempt; first renders, mostly): the median and the 95th percentile, ms. */
  p50: number;
  p95: number;
  /** Addresses asked again after a 503 with Retry-After (each retry counted). */
  retries: number;
  /** Addresses still shed after MAX_ATTEMPTS. */
  stillShed: number;
  /** "kind: what went wrong" → how often (answers other than 2xx, network errors). */
  errorsByKind: [string, number][];
  /** Addresses asked by kind. */
  byKind: [string, number][];
};

type Answer = { statusCode: number; retryAfter: string | string[] | undefined; bytes: number };

async function ask(pool: Pool, request: LoadRequest<string>): Promise<Answer> {
  const response = await pool.request({
    path: request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Buffer).length;
  return { statusCode: response.statusCode, retryAfter: response.headers['retry-after'], bytes };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Asks each of `requests` once (a shed one again, see above) with `connections` at once. */
export async function primeReaders(origin: string, requests: readonly LoadRequest<string>[], connections: number): Promise<PrimingResult> {
  const queue = shuffled(requests);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const errors = new Map<string, number>();
  const byKind = new Map<string, number>();
  let next = 0;
  let bytes = 0;
  let retries = 0;
  let stillShed = 0;
  const latencies: number[] = [];
  const began = performance.now();

  const primeOne = async (request: LoadRequest<string>) => {
    byKind.set(request.kind, (byKind.get(request.kind) ?? 0) + 1);
    const okBelow = request.isRedirectAnError ? 300 : 400;
    for (let attempt = 1; ; attempt++) {
      let error: string | null = null;
      try {
        const sent = performance.now();
        const answer = await ask(pool, request);
        latencies.push(performance.now() - sent);
        bytes += answer.bytes;
        if (answer.statusCode === 503 && answer.retryAfter !== undefined) {
          if (attempt >= MAX_ATTEMPTS) {
            stillShed++;
            return;
          }
          retries++;
          const seconds = Number(Array.isArray(answer.retryAfter) ? answer.retryAfter[0] : answer.retryAfter);
          await sleep(Math.min(MAX_RETRY_WAIT_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 250));
          continue;
        }
        if (answer.statusCode < 200 || answer.statusCode >= okBelow) error = `HTTP ${answer.statusCode}`;
      } catch (thrown) {
        await sleep(PAUSE_AFTER_SOCKET_ERROR_MS);
        const code = (thrown as { code?: unknown }).code;
        error = typeof code === 'string' ? code : thrown instanceof Error ? thrown.name : 'thrown';
      }
      if (error) errors.set(`${request.kind}: ${error}`, (errors.get(`${request.kind}: ${error}`) ?? 0) + 1);
      return;
    }
  };

  const loop = async () => {
    while (next < queue.length) await primeOne(queue[next++]);
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, connections) }, loop));
  } finally {
    await pool.close();
  }
  const sorted = ascending(latencies);
  return {
    addresses: queue.length,
    seconds: (performance.now() - began) / 1000,
    bytes,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    retries,
    stillShed,
    errorsByKind: [...errors].sort((a, b) => b[1] - a[1]),
    byKind: [...byKind],
  };
}
