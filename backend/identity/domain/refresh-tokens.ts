import { createHash, randomBytes } from 'node:crypto';

/** An opaque refresh token: 384 random bits, URL-safe. */
export function createRefreshToken(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * What to store and look the token up by. The token is random and long, so a fast unsalted
 * hash is enough to make a leaked table useless, and it keeps the lookup indexable.
 */
export function hashRefreshToken(refreshToken: string): string {
  return createHash('sha256').update(refreshToken, 'utf8').digest('hex');
}
