import { CACHED_PLATFORM, CACHED_VIEW_PREFIX, CACHED_VIEWS } from '../../../../amplify/shared/site-server-contract';

/**
 * The listing pages served from Next's page cache (ISR) when they are asked for without a query
 * string: the server hands them to Next as /cached-view/<view> (app/(frontend)/cached-view/), a
 * route with a parameter and no build-time paths, so each is rendered on its first request with
 * live data and kept, like a brief's page, and never given out as a copy rendered at build time
 * (when there is no backend). Any query string (a filter, a page number) goes to the page itself,
 * rendered per request from cached reads. (A middleware rewrite would not do: Next renders a
 * rewritten request dynamically.) The browser keeps the address it asked for. The list of views is
 * the site's too (amplify/shared/site-server-contract.ts). One platform's page, /platforms/<name>,
 * goes the same way to /cached-view/platform/<name>.
 */
export { CACHED_VIEW_PREFIX };

/** The listings by path. */
const VIEW_OF_PATH = new Map<string, { view: string; readsQuery: boolean }>(CACHED_VIEWS.map(({ path, view, readsQuery }) => [path, { view, readsQuery }]));

/** A platform's name as one path segment, still escaped; `.` and `..` would leave the route. */
const PLATFORM_SEGMENT = /^(?!\.{1,2}$)[^/\\]{1,180}$/;

/** Where the server sends a page request: the cached view of a plain listing, a 404 for the views' own addresses, or nowhere else. */
export function cachedViewRewriteOf(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  if (pathname === CACHED_VIEW_PREFIX || pathname.startsWith(`${CACHED_VIEW_PREFIX}/`)) return `${CACHED_VIEW_PREFIX}/-`;
  const isPlain = search === '' || search === '?';
  if (pathname.startsWith(CACHED_PLATFORM.pathPrefix)) {
    const name = pathname.slice(CACHED_PLATFORM.pathPrefix.length);
    return isPlain && PLATFORM_SEGMENT.test(name) ? `${CACHED_PLATFORM.viewPrefix}${name}` : null;
  }
  const listing = VIEW_OF_PATH.get(pathname);
  if (!listing) return null;
  if (!listing.readsQuery) return `${CACHED_VIEW_PREFIX}/${listing.view}${search}`;
  return isPlain ? `${CACHED_VIEW_PREFIX}/${listing.view}` : null;
}
