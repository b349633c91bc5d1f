import { LRUCache } from 'lru-cache';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/data/cache-tags';
import { searchPath, type SearchQuery } from './search-params';
import type { SearchResultsWire } from './search-types';

/** Searches whose answers are kept at once, and the bytes they may take (a page of hits is ~5–80 KB). */
const SEARCHES_REMEMBERED = 500;
const REMEMBERED_BYTES = 16 * 1024 * 1024;

/** A search to run when its answer is not kept. */
type Run = { query: SearchQuery; run: (query: SearchQuery) => Promise<SearchResultsWire> };

/**
 * The answers of recent searches, for as long as any public read is kept (CONTENT_REVALIDATE_SECONDS)
 * and until the next refresh (/api/revalidate forgets them all): the same search again, or many
 * readers sending a popular one at once, costs one run. Only answers are kept (a refused, busy or
 * too-slow search is asked again), and they are the same for everyone: searches read public
 * records with the API key. Bounded by count and bytes; a query string nobody repeats only ever
 * displaces older answers. A search not kept is run once: the same search asked while it runs
 * waits for that run.
 */
const remembered = new LRUCache<string, SearchResultsWire, Run>({
  max: SEARCHES_REMEMBERED,
  maxSize: REMEMBERED_BYTES,
  sizeCalculation: (wire) => Math.max(1, JSON.stringify(wire).length),
  ttl: CONTENT_REVALIDATE_SECONDS * 1000,
  fetchMethod: (_key, _stale, { context }) => context.run(context.query),
  // A refresh (clear) or eviction while a search runs must not fail its readers (lru-cache
  // would reject them with 'deleted'): they get the answer they asked for, and it is not kept.
  ignoreFetchAbort: true,
});

/** The answer to `query`, kept or found now by `run`. */
export async function rememberedSearch(query: SearchQuery, run: Run['run']): Promise<SearchResultsWire> {
  // The search's stable address names it whole: the same address is the same search.
  const wire = await remembered.fetch(searchPath(query), { context: { query, run } });
  if (!wire) throw new Error('The search gave no answer.');
  return wire;
}

/** After an edit's refresh: no answer from before it is given out again. */
export function forgetSearches(): void {
  remembered.clear();
}
