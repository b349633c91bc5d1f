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

export type PageCacheKey = { key: string; encodingClass: string };

/**
 * The cache key of a guest's page request, or null when the request must go to Next untouched.
 * GET and HEAD share a key (a HEAD is answered from the GET's copy); the key carries the
 * request's content-coding class, because Next gzips for some clients and not for others.
 */
export function pageCacheKeyOf(req: IncomingMessage): PageCacheKey | null {
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
  const encodingClass = encodingClassOf(req.headers['accept-encoding']);
  return { key: `${encodingClass} ${url}`, encodingClass };
}

/**
 * Groups Accept-Encoding values that Next's compression (gzip or deflate, via `negotiator`)
 * answers alike. No header: identity only. A plain list of codings that names gzip, without
 * weights, `identity` or `*` (what browsers send): gzip whenever Next compresses. Anything else
 * keeps its own exact (normalised) value, so it only ever shares an answer with its twins.
 */
export function encodingClassOf(acceptEncoding: string | undefined): string {
  const value = (acceptEncoding ?? '').toLowerCase().replace(/\s+/g, '');
  if (value === '') return 'identity';
  const codings = value.split(',').filter(Boolean);
  const isPlainList = codings.every((coding) => /^[a-z0-9!#$%&'+.^_`|~-]+$/.test(coding) && coding !== 'identity');
  if (isPlainList && codings.includes('gzip')) return 'gzip';
  return `exact:${value}`;
}

/** The content codings an answer stored under this class may carry. */
export function isCodingAllowedForClass(encodingClass: string, contentEncoding: string): boolean {
  if (contentEncoding === 'identity') return true;
  if (encodingClass === 'identity') return false;
  if (encodingClass === 'gzip') return contentEncoding === 'gzip';
  // An exact class holds one Accept-Encoding value: whatever Next chose for it suits its twins.
  return true;
}
