import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';

const NONCE_BYTES = 16;
/** Random bytes are drawn for this many nonces at a time: one call to the system's generator instead of one per answer. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** 128 random bits, base64url: 22 characters, the same length as every other nonce of this module. Never repeats bytes. */
export function freshNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** Where `token` occurs in `body` (occurrences do not overlap: a random token does not repeat inside itself). */
export function tokenOffsets(body: Buffer, token: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, at + token.length)) offsets.push(at);
  return offsets;
}

/**
 * A copy of `body` with `replacement` (as long as the token) written at each offset, into `into`
 * when given (as long as `body`); `body` itself when there are no offsets.
 */
export function withTokenAt(body: Buffer, offsets: readonly number[], replacement: Buffer, into?: Buffer): Buffer {
  if (offsets.length === 0) return body;
  const copy = into ?? Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  for (const at of offsets) replacement.copy(copy, at);
  return copy;
}

/** A header value with every `from` replaced by `to` (the policy names the nonce; Link headers may too). */
export function replaceInValue<T extends OutgoingHttpHeaders[string]>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.replaceAll(from, to) as T;
  if (Array.isArray(value)) return value.map((item) => item.replaceAll(from, to)) as T;
  return value;
}

/** The longest end of `data` that is a proper beginning of `token`: bytes that may complete it in the next chunk. */
export function partialTokenAtEnd(data: Buffer, token: Buffer): number {
  for (let length = Math.min(token.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(token.subarray(0, length))) return length;
  }
  return 0;
}
