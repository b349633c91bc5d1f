import { isLastAuthUserCookie } from '@/lib/auth/session-cookies';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/data/cache-tags';

/**
 * Pages Next renders afresh for every request (they read their query string) whose answer still
 * depends on nothing but their address and the public record: never on cookies, headers or who
 * asks. Next marks such a page `private, no-store`; the middleware marks it shareable instead, so
 * the server's page cache (and any shared cache in front of it) gives one render to every guest
 * asking the same address for a few seconds (issue 50: /search renders cost ~240 ms of CPU each;
 * a listing's later page or filter, and a platform's slice, year or page, are renders too). An edit
 * empties the server's cache, as it does for the site's other shared pages.
 */
const ADDRESS_ONLY_PAGES: ReadonlySet<string> = new Set(['/search', '/briefs', '/profiles', '/platforms', '/streams', '/personalities']);

/** `/platforms/<name>`: one platform's page, whatever its query string. */
const PLATFORM_PAGE = /^\/platforms\/[^/]+$/;

function isAddressOnlyPage(pathname: string): boolean {
  return ADDRESS_ONLY_PAGES.has(pathname) || PLATFORM_PAGE.test(pathname);
}

/**
 * The Cache-Control a guest's page at `pathname` is given, or null to leave Next's own. Only a
 * guest's answer is marked: a signed-in reader's copy is never offered to a shared cache, whatever
 * the layout may one day render for them.
 */
export function sharedCacheControlFor(pathname: string, cookieNames: readonly string[]): string | null {
  if (!isAddressOnlyPage(pathname) || cookieNames.some(isLastAuthUserCookie)) return null;
  // Browsers ask again each time (a reader's own new search is never stale); shared caches keep it briefly.
  return `public, max-age=0, s-maxage=${CONTENT_REVALIDATE_SECONDS}`;
}
