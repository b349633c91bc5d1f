import { randomBytes } from 'node:crypto';

const SECRET_BLOCK_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** An opaque, unguessable SECRET_BLOCK to hand the client and key the pending challenge on. */
export function createSecretBlock(): string {
  return randomBytes(48).toString('base64');
}

/**
 * Decodes a SECRET_BLOCK as leniently as the client does (URL-safe alphabet, missing padding),
 * but refuses characters Buffer would silently skip. Returns null when it is not base64.
 */
export function decodeSecretBlock(secretBlock: unknown): Buffer | null {
  if (typeof secretBlock !== 'string' || !SECRET_BLOCK_PATTERN.test(secretBlock)) return null;
  const unpadded = secretBlock.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  return Buffer.from(unpadded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}
