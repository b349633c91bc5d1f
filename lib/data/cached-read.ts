import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CONTENT_REVALIDATE_SECONDS, type CacheTag } from './cache-tags';

/**
 * A public read cached in Next's data cache for CONTENT_REVALIDATE_SECONDS and tagged, so the
 * revalidation route can refresh it at once after an edit. Results must be plain JSON, and so
 * must the arguments.
 *
 * Within one render, calls with the same arguments share one read (React's cache, keyed by the
 * arguments' JSON): on an empty data cache a page's metadata and its body each ran the same query.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [name], { revalidate: CONTENT_REVALIDATE_SECONDS, tags });
  const perRender = cache((key: string) => cached(...(JSON.parse(key) as Args)));
  return (...args: Args) => perRender(JSON.stringify(args));
}
