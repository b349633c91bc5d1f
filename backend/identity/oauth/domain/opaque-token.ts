import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (codes, request ids, session ids): 256 bits. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: a leaked table holds no usable code, request or session. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
