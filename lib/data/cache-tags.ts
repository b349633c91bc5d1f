import { CACHE_TAGS, type CacheTag } from '@/amplify/data/public-refresh';

/**
 * Tags of the cached public reads (Next's data cache), one per model, so an edit can refresh
 * exactly what it changed. Declared once, in amplify/data/public-refresh.ts (the backend refreshes
 * them too); the revalidation route accepts only these.
 */
export { CACHE_TAGS, type CacheTag };

/** Public pages show an edit within this many seconds even when nobody asked for a refresh. */
export const CONTENT_REVALIDATE_SECONDS = 5;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (Object.values(CACHE_TAGS) as string[]).includes(value);
}
