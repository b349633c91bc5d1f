import { createHash, timingSafeEqual } from 'node:crypto';
import { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '@/lib/constants/security';

/** Shorter than the server's 32 random bytes means a misconfigured process: no secret is honoured. */
const MIN_SECRET_LENGTH = 32;

/**
 * Whether a request to /api/revalidate is the one server relaying another instance's edit: it
 * carries this process's secret (set by backend/main.ts). Compared in constant time over digests,
 * so neither the bytes nor the length of the secret leak through timing.
 */
export function isServerRevalidation(headers: Headers, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const secret = env[REVALIDATE_SECRET_ENV];
  const given = headers.get(REVALIDATE_SECRET_HEADER);
  if (!secret || secret.length < MIN_SECRET_LENGTH || !given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

const digest = (value: string) => createHash('sha256').update(value).digest();
