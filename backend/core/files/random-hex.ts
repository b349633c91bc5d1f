import { randomBytes, randomFillSync } from 'node:crypto';

/** Random bytes drawn from the system at a time, handed out a few at a time. */
const POOL_BYTES = 4096;
/** Longer asks go to the system directly. */
const MAX_POOLED_BYTES = 64;

const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/**
 * `bytes` random bytes as hex, for names that must not collide (blob ids, staging files). The same
 * generator as randomBytes, drawn 4 KB at a time: randomBytes per name was two native calls and a
 * buffer for every small upload (and Next wraps it, when loaded, with a check of its own).
 */
export function randomHex(bytes: number): string {
  if (bytes > MAX_POOLED_BYTES) return randomBytes(bytes).toString('hex');
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}
