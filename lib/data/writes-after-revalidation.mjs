// A read that began before an edit can finish after it: Next's cache then stamps the old answer with
// the time it was written, later than the edit's revalidation, and gives it out as fresh until it
// expires (seen: a moderator's verification missing from the permalink's next GET while a render
// from just before was still writing its reads). So for a while after a tag is revalidated nothing
// carrying that tag is written: the next request reads afresh. Plain JavaScript, because Next
// loads the cache handler (lib/security/render-nonce-cache-handler.mjs) itself.

/**
 * How long after a revalidation a write carrying its tag is refused: lib/data/cache-tags.ts
 * CONTENT_REVALIDATE_SECONDS (its test compares them). A read older than that would be stale anyway.
 */
export const WRITE_FENCE_MS = 5000;
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * When each tag was last revalidated in this process. Next makes a cache handler per request, so
 * this lives in the module; entries older than the fence are dropped as new ones come.
 * @type {Map<string, number>}
 */
const revalidatedAt = new Map();

/**
 * @param {string | string[]} tags what revalidateTag (or revalidatePath, as its implicit tag) named
 * @param {number} now
 */
export function noteRevalidated(tags, now = Date.now()) {
  for (const [tag, at] of revalidatedAt) if (at <= now - WRITE_FENCE_MS) revalidatedAt.delete(tag);
  for (const tag of typeof tags === 'string' ? [tags] : tags) revalidatedAt.set(tag, now);
}

/**
 * The tags an entry Next is about to write carries: a data read's (`unstable_cache`, in the
 * context) or a page's (in its cache-tags header, with the path's implicit tags).
 * @param {unknown} data
 * @param {unknown} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const value = /** @type {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} */ (data);
  if (value?.kind === 'FETCH') {
    const tags = /** @type {{ tags?: unknown } | null | undefined} */ (ctx)?.tags;
    return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [];
  }
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * Whether a write may have been read before a revalidation of one of its tags, and must not be kept.
 * @param {unknown} data
 * @param {unknown} ctx
 * @param {number} now
 */
export function isFencedWrite(data, ctx, now = Date.now()) {
  return tagsOf(data, ctx).some((tag) => (revalidatedAt.get(tag) ?? -Infinity) > now - WRITE_FENCE_MS);
}
