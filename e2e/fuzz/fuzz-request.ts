import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** One malformed request, described before it is sent (so a failure can be printed and replayed). */
export interface FuzzRequest {
  door: string;
  method: string;
  /** Path and query exactly as they go on the request line (not normalised). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The door's rules for this request's answer beyond the suite's own (no 5xx, quick, no secret). */
  expect?: FuzzExpectation;
}

export interface FuzzExpectation {
  /** The only statuses a correct answer has. */
  statuses?: readonly number[];
  /** What the answer must never contain: data the caller may not have. */
  forbidden?: RegExp;
  /** A 200 must arrive whole, and parse in this format (a streamed download cut short would not). */
  wholeBody?: 'json' | 'csv';
}

export interface FuzzAnswer {
  /** The HTTP status, or 0 when the server closed the connection without one. */
  status: number;
  elapsedMs: number;
  /** The first bytes of the answer (headers and body), searched for secrets. */
  text: string;
  /** The first bytes of the body alone (as UTF-8), and how many bytes it had in all. */
  body: string;
  bodyBytes: number;
  /** false when the connection ended before the message did (a body cut short). */
  isComplete: boolean;
}

/** Bytes of each answer kept for the secret search: secrets sit near the start of any JSON answer. */
const KEPT_BYTES = 256 * 1024;
/** A request still unanswered after this is reported (the suite's bound is lower). */
const GIVE_UP_MS = 20_000;

/** Sends `fuzz` to `baseUrl` byte for byte and times the answer; a closed connection is an answer too. */
export function sendFuzzRequest(baseUrl: string, fuzz: FuzzRequest): Promise<FuzzAnswer> {
  const target = new URL(baseUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let status = 0;
    let headerText = '';
    let isComplete = false;
    const finish = () => {
      const kept = Buffer.concat(chunks);
      resolve({
        status,
        elapsedMs: performance.now() - started,
        text: headerText + kept.toString('latin1'),
        body: kept.toString('utf8'),
        bodyBytes: received,
        isComplete,
      });
    };
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        method: fuzz.method,
        path: fuzz.path,
        headers: {
          ...(fuzz.body ? { 'content-length': String(fuzz.body.length) } : {}),
          ...onTheWire(fuzz.headers),
        },
        rejectUnauthorized: false,
        timeout: GIVE_UP_MS,
        // Each request on its own connection: a request the server closes cannot disturb the next.
        agent: false,
      },
      (res) => {
        status = res.statusCode ?? 0;
        headerText = JSON.stringify(res.headers);
        res.on('data', (chunk: Buffer) => {
          if (received < KEPT_BYTES) chunks.push(chunk);
          received += chunk.length;
        });
        res.on('end', () => {
          isComplete = res.complete;
          finish();
        });
        res.on('error', finish);
        res.on('aborted', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => {
      if (status === 0) finish();
    });
    req.end(fuzz.body);
  });
}

/**
 * Header values as bytes on the wire: UTF-8 text goes out as its raw bytes (Node's client takes
 * latin-1 strings as bytes), and the control characters it refuses to send become "?".
 */
function onTheWire(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Buffer.from(value, 'utf8')
        .toString('latin1')
        .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '?'),
    ]),
  );
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of start. */
export async function runPooled<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
