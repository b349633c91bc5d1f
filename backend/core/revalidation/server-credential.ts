import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '../../../amplify/shared/site-server-contract';

/**
 * How the server proves to the site's /api/revalidate that a call is its own (a relayed notice
 * from another instance) rather than a visitor's: a random secret made per process, handed to
 * the site in the environment (the site reads it in lib/security/server-revalidation.ts), sent
 * only over loopback and never to a browser. The variable and header names are the site's too
 * (amplify/shared/site-server-contract.ts).
 */
export { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER };

export function newServerSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the request carries the secret; compared in constant time (over digests, so length tells nothing either). */
export function carriesServerSecret(headers: IncomingHttpHeaders, secret: string): boolean {
  const given = headers[REVALIDATE_SECRET_HEADER];
  if (typeof given !== 'string' || given.length === 0 || secret.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

const digest = (value: string) => createHash('sha256').update(value).digest();
