// A read that began before an edit can finish after it: Next's cache then stamps the old answer with
// the time it was written, later than the edit's revalidation, and gives it out as fresh until it
// expires (seen: a moderator's verification missing from the permalink's next GET while a render
// from just before was still writing its reads). With pages kept for NEXT_CACHE_SECONDS (300 s,
// lib/data/cache-tags.ts) such a write would outlive the edit by minutes, so nothing carrying a tag
// is written by a request that began before that tag's last refresh (Next makes a cache handler per
// request: lib/security/render-nonce-cache-handler.mjs notes when), nor by any request for
// WRITE_FENCE_MS after the refresh. Plain JavaScript, because Next loads the cache handler itself.

/** How long after a refresh no write carrying its tag is kept, whenever its request began (amplify/shared/site-server-contract.ts REFRESH_WRITE_FENCE_MS; its test compares them). */
export const WRITE_FENCE_MS = 5000;
/**
 * Tags whose last refresh is remembered (six models' tags, and the paths' implicit tags, one per
 * refreshed page): the oldest are forgotten past this, and a request begun before the newest
 * forgotten one writes nothing tagged.
 */
export const REMEMBERED_TAGS = 10_000;
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** amplify/data/public-refresh.ts CACHE_TAGS (this file cannot import TypeScript; its test compares them). */
export const CONTENT_TAGS = Object.freeze(['briefs', 'profiles', 'platform-bans', 'shadowban-experiences', 'streams', 'personalities']);
let isEarlierProcessRefreshed = false;

/**
 * When each tag was last revalidated in this process, oldest first. Next makes a cache handler per
 * request, so this lives in the module.
 * @type {Map<string, number>}
 */
const revalidatedAt = new Map();
/** The latest refresh time among the tags forgotten to keep the map bounded. */
let forgottenUpTo = -Infinity;

/**
 * @param {string | string[]} tags what revalidateTag (or revalidatePath, as its implicit tag) named
 * @param {number} now
 */
export function noteRevalidated(tags, now = Date.now()) {
  for (const tag of typeof tags === 'string' ? [tags] : tags) {
    // Moved to the end: the map stays in refresh order, so the first entry is the oldest.
    revalidatedAt.delete(tag);
    revalidatedAt.set(tag, now);
  }
  for (const [tag, at] of revalidatedAt) {
    if (revalidatedAt.size <= REMEMBERED_TAGS) break;
    revalidatedAt.delete(tag);
    forgottenUpTo = Math.max(forgottenUpTo, at);
  }
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
 * Whether a write may hold what was read before a refresh of one of its tags, and must not be kept:
 * its request began at or before that refresh (the same millisecond counts as before), or the
 * refresh was less than WRITE_FENCE_MS ago.
 * @param {unknown} data
 * @param {unknown} ctx
 * @param {number} requestBeganAt when the writing request's cache handler was made
 * @param {number} now
 */
export function isFencedWrite(data, ctx, requestBeganAt, now = Date.now()) {
  const tags = tagsOf(data, ctx);
  if (tags.length > 0 && requestBeganAt <= forgottenUpTo) return true;
  return tags.some((tag) => {
    const at = revalidatedAt.get(tag);
    return at !== undefined && (at >= requestBeganAt || at > now - WRITE_FENCE_MS);
  });
}

/**
 * The content tags the first time it is asked in this process, then none. Next keeps its pages and
 * reads on disk across restarts, and the database may have changed while no process listened (a
 * sample reset or restored backup with the server stopped, a row changed by hand): what an earlier
 * process kept is refreshed before this one gives any of it out, not NEXT_CACHE_SECONDS later.
 * @returns {readonly string[]}
 */
export function tagsKeptByEarlierProcesses() {
  if (isEarlierProcessRefreshed) return [];
  isEarlierProcessRefreshed = true;
  return CONTENT_TAGS;
}
