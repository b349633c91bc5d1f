import { CACHE_TAGS, type CacheTag } from '@/amplify/data/public-refresh';

/**
 * Tags of the cached public reads (Next's data cache), one per model, so an edit can refresh
 * exactly what it changed. Declared once, in amplify/data/public-refresh.ts (the backend refreshes
 * them too); the revalidation route accepts only these.
 */
export { CACHE_TAGS, type CacheTag };

/**
 * How long Next keeps a rendered public page (each route's `revalidate`, which Next needs as a
 * literal: app/(frontend)/**\/page.tsx, compared by cache-windows.test.ts) and a public read (its data
 * cache, cached-read.ts) before it renders or reads again by itself. Long on purpose: every change
 * to public content refreshes them at once (the data API after a mutation, backend/data/protocol/
 * public-change.ts; a save's POST /api/revalidate; the other instances' notices, and everything
 * after a lost notice connection comes back, backend/core/revalidation/), so this window is only
 * the last resort for a change nothing announced. At 5 s a crowd of readers had each of ~100 sample
 * pages rendered again every 5 s (issue 50: ~20 renders a second, both cores).
 */
export const NEXT_CACHE_SECONDS = 300;

/**
 * What no refresh reaches keeps a page at most this long: shared caches in front of the server
 * (the `s-maxage` of the pages rendered per address, lib/http/address-only-pages.ts) and the
 * remembered searches' lifetime (lib/content/search/remembered-searches.ts), which stay short.
 */
export const CONTENT_REVALIDATE_SECONDS = 5;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (Object.values(CACHE_TAGS) as string[]).includes(value);
}
