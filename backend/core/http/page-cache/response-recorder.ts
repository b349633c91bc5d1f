import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ResponseHead } from './storable-page';

export type RecordedResponse = ResponseHead & { body: Buffer };

export type RecordingOutcome =
  /** Sent in full, and kept. */
  | { outcome: 'complete'; response: RecordedResponse }
  /** Sent in full, not kept: refused when the head was seen, or the body outgrew the limit. */
  | { outcome: 'skipped' }
  /** The connection closed before the whole answer went out. */
  | { outcome: 'aborted' };

type RecordingOptions = {
  maxBodyBytes: number;
  /** Called once the status and headers are final; false stops the recording there. */
  shouldKeep: (head: ResponseHead) => boolean;
  /** Called when the body outgrows maxBodyBytes (the answer goes on; a long download need not be waited for). */
  onOutgrown?: () => void;
};

/**
 * Copies what `res` sends while it goes out unchanged: the final status and headers, and the body
 * bytes as they reach the socket. It wraps writeHead, write and end on this one response; wrappers
 * installed later (Next's compression) call through these, so the copy holds the encoded bytes the
 * client receives.
 */
export function recordResponse(res: ServerResponse, options: RecordingOptions): Promise<RecordingOutcome> {
  let head: ResponseHead | undefined;
  let isRecording = true;
  const chunks: Buffer[] = [];
  let bodyBytes = 0;

  const originalWriteHead = res.writeHead;
  const originalWrite = res.write;
  const originalEnd = res.end;

  const capture = (chunk: unknown, encoding: unknown) => {
    if (!isRecording || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    let bytes: Buffer;
    if (typeof chunk === 'string') bytes = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes = Buffer.from(chunk);
    else return void (isRecording = false);
    bodyBytes += bytes.length;
    if (bodyBytes > options.maxBodyBytes) {
      isRecording = false;
      chunks.length = 0;
      options.onOutgrown?.();
      return;
    }
    chunks.push(bytes);
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (isRecording && !head) {
      const headers = withExplicitHeaders(res.getHeaders(), rest);
      head = { status: statusCode, headers: headers ?? {} };
      if (!headers || !options.shouldKeep(head)) isRecording = false;
    }
    return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    capture(chunk, rest[0]);
    return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    capture(chunk, rest[0]);
    return (originalEnd as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];

  return new Promise((resolve) => {
    res.once('finish', () => {
      if (head && isRecording) resolve({ outcome: 'complete', response: { ...head, body: Buffer.concat(chunks, bodyBytes) } });
      else resolve({ outcome: 'skipped' });
    });
    res.once('close', () => resolve({ outcome: 'aborted' }));
  });
}

/**
 * The headers set so far plus those passed to writeHead itself, under lower-case names; null for
 * a flat list of names and values (Node merges those differently depending on what was set
 * before, and Next does not send them).
 */
function withExplicitHeaders(set: OutgoingHttpHeaders, writeHeadArgs: unknown[]): OutgoingHttpHeaders | null {
  const headers: OutgoingHttpHeaders = { ...set };
  const explicit = writeHeadArgs.find((arg) => typeof arg === 'object' && arg !== null);
  if (explicit === undefined) return headers;
  if (Array.isArray(explicit)) return null;
  for (const [name, value] of Object.entries(explicit as OutgoingHttpHeaders)) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  return headers;
}
