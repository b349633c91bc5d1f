import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { partialTokenAtEnd, replaceInValue, tokenOffsets, withTokenAt } from './nonce-token';

/** Bodies that carry the nonce: pages, and the RSC payloads Next's router fetches (they repeat the page's props). */
const STAMPED_TYPES = /^\s*(?:text\/html|text\/x-component)\b/i;
const POLICY_HEADER = 'content-security-policy';

/**
 * Makes everything `res` sends carry `nonce` where Next put the process's render nonce
 * (`placeholder`): in every header value, and in HTML and RSC bodies, however they are cut into
 * chunks (the two are the same length, so Content-Length holds). A 304 goes without its policy: the
 * browser keeps the policy it stored with the page, whose nonce matches the stored body.
 * Installed once per response, before Next writes; compression, installed before it, sees the result.
 */
export function stampNonce(res: ServerResponse, placeholder: string, nonce: string): void {
  const token = Buffer.from(placeholder);
  const replacement = Buffer.from(nonce);
  let isStamped: boolean | undefined;
  let carry: Buffer | undefined;

  const originalWriteHead = res.writeHead;
  const originalWrite = res.write;
  const originalEnd = res.end;

  const decide = () => (isStamped ??= STAMPED_TYPES.test(String(res.getHeader('content-type') ?? '')));
  const transform = (chunk: unknown, encoding: unknown, isLast: boolean): unknown => {
    if (!decide() || typeof chunk === 'function') return chunk;
    let data = toBuffer(chunk, encoding);
    if (!data) return chunk;
    if (carry) data = Buffer.concat([carry, data]);
    data = withTokenAt(data, tokenOffsets(data, token), replacement);
    const held = isLast ? 0 : partialTokenAtEnd(data, token);
    carry = held ? Buffer.from(data.subarray(data.length - held)) : undefined;
    return held ? data.subarray(0, data.length - held) : data;
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 304) res.removeHeader(POLICY_HEADER);
    for (const name of res.getHeaderNames()) {
      const value = res.getHeader(name);
      const stamped = replaceInValue(value as OutgoingHttpHeaders[string], placeholder, nonce);
      if (stamped !== value && stamped !== undefined) res.setHeader(name, stamped);
    }
    const args = rest.map((arg) => (typeof arg === 'object' && arg !== null ? stampExplicitHeaders(arg, statusCode, placeholder, nonce) : arg));
    const explicitType = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (explicitType && isStamped === undefined) {
      const type = Object.entries(explicitType).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (type !== undefined) isStamped = STAMPED_TYPES.test(String(type));
    }
    return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...args);
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    return (originalWrite as (...args: unknown[]) => boolean).call(this, transform(chunk, rest[0], false), ...rest);
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    const callEnd = (...endArgs: unknown[]) => (originalEnd as (...endArgs: unknown[]) => ServerResponse).apply(this, endArgs);
    if (!decide()) return callEnd(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    const hasChunk = args[0] !== undefined && args[0] !== null && typeof args[0] !== 'function';
    // What was held back goes out with the last chunk, or alone.
    const last = hasChunk ? transform(args[0], args[1], true) : carry;
    carry = undefined;
    if (last === undefined) return callEnd(...args);
    return callback ? callEnd(last, callback) : callEnd(last);
  } as ServerResponse['end'];
}

function stampExplicitHeaders(headers: object, statusCode: number, placeholder: string, nonce: string): object {
  if (Array.isArray(headers)) return headers.map((item: unknown) => (typeof item === 'string' ? item.replaceAll(placeholder, nonce) : item));
  const stamped: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (statusCode === 304 && name.toLowerCase() === POLICY_HEADER) continue;
    stamped[name] = replaceInValue(value, placeholder, nonce);
  }
  return stamped;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}
