/**
 * What the one server (backend/) and the site (app/, lib/) must agree on, declared once. Neither
 * half may import the other (eslint.config.mjs), both may import this; it imports nothing.
 */

/**
 * The environment variable the server (backend/main.ts) sets before Next starts: the process's
 * secret nonce placeholder Next renders with; the server swaps it for a fresh nonce in every answer.
 * (lib/security/render-nonce-cache-handler.mjs, which Next loads as plain JavaScript, keeps a copy
 * that its test compares with this one.)
 */
export const RENDER_NONCE_ENV = 'SITE_RENDER_NONCE';

/**
 * A random secret the server makes per process and hands the site in this variable; it sends it in
 * REVALIDATE_SECRET_HEADER when it relays another instance's edit to /api/revalidate over loopback.
 */
export const REVALIDATE_SECRET_ENV = 'SITE_REVALIDATE_SECRET';
export const REVALIDATE_SECRET_HEADER = 'x-site-revalidate-secret';

/**
 * How long the one server (backend/main.ts) gives out Next's kept pages and reads as fresh, and
 * keeps in its own page cache a page Next has just rendered for its cache: it refreshes them on
 * every change to public content (the data API after a mutation, backend/data/protocol/
 * public-change.ts; every instance's notices, and everything after a lost notice connection,
 * backend/core/revalidation/), so this is only the last resort for a change nothing announced.
 * At 5 s a crowd of readers had each of ~100 sample pages rendered again every 5 s (issue 50:
 * ~20 renders a second, both cores). Applied by the site's cache handler
 * (lib/data/event-driven-freshness.mjs NEXT_CACHE_MS, which its test compares).
 */
export const NEXT_CACHE_SECONDS = 300;

/**
 * For this long after a refresh, nothing rendered is kept as fresh for NEXT_CACHE_SECONDS, whenever
 * its request began: a read begun before the edit can still finish meanwhile and would outlive it by
 * minutes (lib/data/writes-after-revalidation.mjs WRITE_FENCE_MS, which its test compares; the
 * server's page cache, backend/core/http/page-cache/page-cache.ts, keeps such a page its short time).
 */
export const REFRESH_WRITE_FENCE_MS = 5000;

/**
 * The plain listings the server hands to Next as /cached-view/<view> (app/(frontend)/cached-view/)
 * so that Next's page cache keeps them (backend/core/http/page-cache/cached-views.ts says why).
 * `readsQuery`: whether a query string changes the page (else it is ignored and the cached view
 * still answers).
 */
export const CACHED_VIEW_PREFIX = '/cached-view';
export const CACHED_VIEWS = [
  // The home page reads no parameters: /?utm_source=… is the same page, and must not cost a render.
  { path: '/', view: 'home', readsQuery: false },
  { path: '/briefs', view: 'briefs', readsQuery: true },
  { path: '/profiles', view: 'profiles', readsQuery: true },
  { path: '/platforms', view: 'platforms', readsQuery: true },
  { path: '/streams', view: 'streams', readsQuery: true },
  { path: '/personalities', view: 'personalities', readsQuery: true },
] as const;

export type CachedViewName = (typeof CACHED_VIEWS)[number]['view'];

/**
 * One platform's page without a query string (/platforms/<name>), handed to Next as
 * /cached-view/platform/<name> for the same reason: its slices, years and pages (?show=, ?year=,
 * ?page=) stay rendered per request by /platforms/<name> itself.
 */
export const CACHED_PLATFORM = {
  pathPrefix: '/platforms/',
  viewPrefix: `${CACHED_VIEW_PREFIX}/platform/`,
} as const;
