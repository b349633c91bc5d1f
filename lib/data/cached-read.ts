import { unstable_cache } from 'next/cache';
import { CONTENT_REVALIDATE_SECONDS, type CacheTag } from './cache-tags';

/**
 * A public read cached in Next's data cache for CONTENT_REVALIDATE_SECONDS and tagged, so the
 * revalidation route can refresh it at once after an edit. Results must be plain JSON.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { revalidate: CONTENT_REVALIDATE_SECONDS, tags });
}
