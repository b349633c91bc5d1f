import type { IncomingMessage } from 'node:http';

/**
 * Paths the page cache never answers. The backend's own routes, Next's internals and the site's
 * API are not pages; the guarded areas (the site's lib/auth/protected-routes.ts, which the backend
 * may not import) must always reach the middleware that checks who asks. Their responses are
 * `private, no-store` or come with cookies anyway: this list is the first of two locks.
 */
export const UNCACHED_PATH_PREFIXES = ['/_aws', '/oauth2', '/logout', '/api', '/_next', '/me', '/admin', '/merchandise/account'] as const;

/**
 * Headers with which Next's client router asks for RSC payloads instead of HTML (the same URL
 * answers differently), or with which Next is told to render afresh.
 */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'x-prerender-revalidate'];

/** Cookies that make the answer someone's: Amplify's sign-in tokens and Next's draft mode. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:CognitoIdentityServiceProvider\.|__prerender_bypass=|__next_preview_data=)/;

/**
 * The cache key of a guest's page request, or null when the request must go to Next untouched.
 * GET and HEAD share a key (a HEAD is answered from the GET's copy). Pages are kept uncompressed
 * and compressed on the way out, so the key does not depend on Accept-Encoding.
 */
export function pageCacheKeyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/')) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (UNCACHED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  if (queryAt !== -1 && /[?&]_rsc(?:=|&|$)/.test(url.slice(queryAt))) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const cookie = req.headers.cookie;
  if (cookie && PERSONAL_COOKIE.test(cookie)) return null;
  return url;
}
