import type { IncomingMessage } from 'node:http';

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The origin of a URL or serialised origin; null for `null`, opaque origins and anything unparsable. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when a form post comes from a page of `expectedOrigin` itself: never with
 * `Sec-Fetch-Site: cross-site`, then by its Origin header or, when a browser sent none, its
 * Referer. A post that names neither is refused: browsers always send one of them for a
 * same-origin form (the sign-in page's Referrer-Policy keeps the Origin header real).
 */
export function isSameOriginPost(req: IncomingMessage, expectedOrigin: string): boolean {
  if (headerValue(req, 'sec-fetch-site') === 'cross-site') return false;
  const expected = originOf(expectedOrigin);
  const origin = headerValue(req, 'origin');
  if (origin !== undefined) return expected !== null && originOf(origin) === expected;
  const referer = headerValue(req, 'referer');
  return referer !== undefined && expected !== null && originOf(referer) === expected;
}
