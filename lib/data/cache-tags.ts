import { CACHE_TAGS, type CacheTag } from '@/amplify/data/public-refresh';

/**
 * Tags of the cached public reads (Next's data cache), one per model, so an edit can refresh
 * exactly what it changed. Declared once, in amplify/data/public-refresh.ts (the backend refreshes
 * them too); the revalidation route accepts only these.
 */
export { CACHE_TAGS, type CacheTag };

/**
 * Public pages and reads are kept this many seconds when nothing refreshes them: each route's
 * `revalidate` (a literal Next needs: app/(frontend)/**\/page.tsx) and the data cache's
 * (cached-read.ts). It is also what Next tells shared caches in front of the site (`s-maxage`), what
 * the pages rendered per address tell them (lib/http/address-only-pages.ts), and the remembered
 * searches' lifetime; on AWS (Amplify Hosting, no server of ours beside the site) it is the only
 * catch-up for a change no editor's browser refreshed (a moderator's script through AppSync).
 */
export const CONTENT_REVALIDATE_SECONDS = 5;

/** How long the one server gives out Next's kept pages and reads as fresh: declared in the site-server contract. */
export { NEXT_CACHE_SECONDS } from '@/amplify/shared/site-server-contract';

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (Object.values(CACHE_TAGS) as string[]).includes(value);
}
