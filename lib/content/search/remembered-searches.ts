import { LRUCache } from 'lru-cache';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/data/cache-tags';
import { searchPath, type SearchQuery } from './search-params';
import type { SearchResultsWire } from './search-types';

/** Searches whose answers are kept at once, and the bytes they may take (a page of hits is ~5–80 KB). */
const SEARCHES_REMEMBERED = 500;
const REMEMBERED_BYTES = 16 * 1024 * 1024;
/** How long an answer is given out again as it is: as long as any public read is kept. */
const FRESH_MS = CONTENT_REVALIDATE_SECONDS * 1000;
/**
 * How much longer an expired answer is still given out while one run finds it again: as long as
 * the server's page cache gives out an expired page while Next renders it again
 * (STALE_WHILE_REFILLING_MS, backend/core/http/page-cache/page-cache.ts).
 */
const STALE_MS = CONTENT_REVALIDATE_SECONDS * 1000;

/** A search to run when its answer is not kept. */
type Run = { query: SearchQuery; run: (query: SearchQuery) => Promise<SearchResultsWire> };
type Kept = { wire: SearchResultsWire; foundAt: number };

/**
 * The answers of recent searches, for as long as any public read is kept (CONTENT_REVALIDATE_SECONDS)
 * and until the next refresh (/api/revalidate forgets them all, expired ones too): the same search
 * again, or many readers sending a popular one at once, costs one run. For STALE_MS after that an
 * answer is still given out while one run finds it again, as the page cache does with pages: under
 * the readers bench's load (issue 50) a search every few seconds otherwise found its answer just
 * expired and waited its turn at the gate for seconds. Only answers are kept (a refused, busy or
 * too-slow search is asked again, and a refresh that fails drops the expired answer), and they are
 * the same for everyone: searches read public records with the API key. Bounded by count and bytes;
 * a query string nobody repeats only ever displaces older answers. A search not kept is run once:
 * the same search asked while it runs waits for that run.
 */
const remembered = new LRUCache<string, Kept, Run>({
  max: SEARCHES_REMEMBERED,
  maxSize: REMEMBERED_BYTES,
  sizeCalculation: (kept) => Math.max(1, JSON.stringify(kept.wire).length),
  // Gone once too old even to give out while it is found again; freshness is judged by foundAt.
  ttl: FRESH_MS + STALE_MS,
  fetchMethod: async (_key, _stale, { context }) => ({ wire: await context.run(context.query), foundAt: Date.now() }),
  // A refresh (clear) or eviction while a search runs must not fail its readers (lru-cache
  // would reject them with 'deleted'): they get the answer they asked for, and it is not kept.
  ignoreFetchAbort: true,
});

/** The answer to `query`, kept or found now by `run`. */
export async function rememberedSearch(query: SearchQuery, run: Run['run']): Promise<SearchResultsWire> {
  // The search's stable address names it whole: the same address is the same search.
  const key = searchPath(query);
  const context = { query, run };
  // The kept answer, also while a run finds it again.
  const kept = remembered.get(key);
  const age = kept ? Date.now() - kept.foundAt : Number.POSITIVE_INFINITY;
  if (kept && age < FRESH_MS) return kept.wire;
  if (kept && age < FRESH_MS + STALE_MS) {
    // One run at a time per search (a run under way is joined); its failure drops the answer.
    void remembered.fetch(key, { context, forceRefresh: true, allowStale: true }).catch(() => undefined);
    return kept.wire;
  }
  const found = await remembered.fetch(key, { context, forceRefresh: kept !== undefined });
  if (!found) throw new Error('The search gave no answer.');
  return found.wire;
}

/** After an edit's refresh: no answer from before it is given out again. */
export function forgetSearches(): void {
  remembered.clear();
}
