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
  const url = guestReadUrlOf(req);
  if (url === null) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (UNCACHED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  if (queryAt !== -1 && /[?&]_rsc(?:=|&|$)/.test(url.slice(queryAt))) return null;
  return url;
}

/**
 * Answers that are not pages but are the same for every guest asking the same query: the site's
 * search API (app/api/search/route.ts), and the open data files (app/(frontend)/data/[file]) in
 * the size the cache takes. Both read public records only, with the API key.
 */
export type SharedAnswerKind = 'search' | 'download';

export const SEARCH_ANSWER_PATH = '/api/search';
const OPEN_DATA_FILE = /^\/data\/[a-z-]{1,40}\.(?:csv|json)$/;

/**
 * The cache key of a guest's /api/search or /data/<file> request, and which of the two it is, or
 * null. The query's parameters are sorted by name (stably: the values of a repeated name keep
 * their order), so `?q=a&kind=b` and `?kind=b&q=a`, the same search, share one answer.
 */
export function sharedAnswerKeyOf(req: IncomingMessage): { kind: SharedAnswerKind; key: string } | null {
  const url = guestReadUrlOf(req);
  if (url === null) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const kind = pathname === SEARCH_ANSWER_PATH ? 'search' : OPEN_DATA_FILE.test(pathname) ? 'download' : null;
  if (!kind) return null;
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  params.sort();
  const query = params.toString();
  return { kind, key: query ? `${pathname}?${query}` : pathname };
}

/** The URL of a guest's plain GET or HEAD (no router headers, no sign-in or draft cookie), else null. */
function guestReadUrlOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/')) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const cookie = req.headers.cookie;
  if (cookie && PERSONAL_COOKIE.test(cookie)) return null;
  return url;
}
