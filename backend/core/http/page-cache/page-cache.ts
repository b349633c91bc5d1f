import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { prepareLiveResponse } from './live-response';
import { pageCacheKeyOf, sharedAnswerKeyOf, type SharedAnswerKind } from './page-cache-key';
import { CACHE_STATUS_HEADER, compactedPage, replayPage, storedPageBytes, toStoredPage, type StoredPage } from './replay-page';
import { recordResponse } from './response-recorder';
import { isNotFoundPage, isStorablePage, isStorableDownload, isStorableSearchAnswer, isTryAgainPage, type ResponseHead } from './storable-page';

export type PageCacheOptions = {
  /** How long a page is given out again; 0 turns the cache off. */
  ttlMs: number;
  /**
   * How long a page Next has just rendered for its own page cache (`x-nextjs-cache: MISS` or
   * `REVALIDATED`) is kept instead of `ttlMs`: as long as Next keeps it (NEXT_CACHE_SECONDS), since
   * every refresh empties both. Not for a page whose render began within `fenceMs` of the last
   * clear (it may hold a read begun before the edit), nor one Next gave from its cache (its age is
   * not known here). 0 or unset: every answer keeps `ttlMs`.
   */
  renderedTtlMs?: number;
  /** See renderedTtlMs (REFRESH_WRITE_FENCE_MS). */
  fenceMs?: number;
  /**
   * How much longer an expired page is still given out while one request has Next render it
   * again (0, the default: every request then waits for that render).
   */
  staleMs?: number;
  /**
   * Bound on the bytes the pages held take (bodies and headers); the least recently used go first.
   * Search answers and open data files are held apart, in at most a quarter of this more each.
   */
  maxBytes: number;
  /** The process's render nonce, which every answer has replaced by a fresh one (see nonce-stamp.ts). */
  renderNonce: string;
  now?: () => number;
  /** Runs `sweep` after `delayMs` (tests run it by hand); by default on a timer that keeps no process alive. */
  scheduleSweep?: (sweep: () => void, delayMs: number) => void;
};

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type PageCache = {
  /**
   * Answers a guest's page (or search answer, or open data file) request from the cache, or lets `render` answer it
   * (keeping the answer when it may be shared); either way the answer gets a fresh nonce, and gzip when the client takes it.
   */
  serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void>;
  /** Drops everything held, and whatever is being recorded now: after an edit nothing older is given out. */
  clear(): void;
  /** The bytes the answers held now take, by the count the bounds use. */
  heldBytes(): number;
};

/**
 * How long the server gives out an expired page while one request has Next render it again: as
 * long as Next's own pages and reads may be kept (CONTENT_REVALIDATE_SECONDS, lib/data/cache-tags.ts),
 * and as long as a request waits at the admission gate by default (SITE_QUEUE_WAIT_MS).
 */
export const STALE_WHILE_REFILLING_MS = 5000;

/** One page beyond this is not kept (nor a quarter of the whole cache when that is smaller). */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * The shared answers that are not pages (page-cache-key.ts): as many at once as this, each kind in
 * at most a quarter of maxBytes besides the pages. There are as many queries as readers can type,
 * and a stream of new ones must not push the pages out.
 */
export const MAX_SEARCH_ANSWERS = 500;
const MAX_DOWNLOADS = 64;
const SHARED_ANSWER_SHARE_OF_BYTES = 4;

/** Next's answer to a request its page cache served: rendered now for the cache, or given from it. */
const NEXT_CACHE_HEADER = 'x-nextjs-cache';
const RENDERED_FOR_NEXT_CACHE = new Set(['MISS', 'REVALIDATED']);

/** `staleUntil`: the end of the time an expired answer is still given out while it is rendered again. */
type Entry = { expiresAt: number; staleUntil: number; page: StoredPage | 'pass' };

/** What the cache keeps of one kind of answer, bounded on its own: pages, search answers or open data files. */
type Shelf = {
  store: LRUCache<string, Entry>;
  /** Renders under way whose answer the shelf will keep, by key: the same key's requests wait for them. */
  fills: Map<string, Promise<StoredPage | null>>;
  maxAnswerBytes: number;
  isStorable: (head: ResponseHead) => boolean;
  /** Whether an answer that was storable by its head is still not to be kept, by its body. */
  isPassing: (body: Buffer) => boolean;
};

/**
 * A micro-cache for guests in front of Next: a page Next marks as shareable (ISR and static pages)
 * is given out again for `ttlMs` without asking Next, so a burst of readers costs one Next answer
 * per page and moment. One request per key renders at a time; the others wait for its answer, or,
 * for `staleMs` after the page expired, are given the expired page meanwhile: under load that
 * render waits its turn at the admission gate (seconds), and every reader of a kept page waited
 * with it (issue 50). clear() drops expired pages too, so after an edit none is given out. An
 * answer that may not be kept marks its key "pass" for `ttlMs`, so requests for dynamic pages go
 * straight to Next without waiting on each other; a refill shed with 503 keeps the expired page.
 * Pages are kept as Next wrote them, with the render nonce; every answer, kept or not, leaves with
 * a nonce of its own and is compressed here.
 *
 * Guests' /api/search answers and open data files are kept the same way, on shelves of their own
 * (by the path and the query's sorted parameters, page-cache-key.ts): every one of them otherwise
 * waited for one of its slow lane's few places at the admission gate, even when the same query had
 * just been answered (issue 50). They are emptied by the same clear(), so a hidden record leaves
 * search answers and downloads on the very next request as it leaves pages. A download too big to
 * keep stops being recorded there and streams on.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  // Bounded by bytes (the other answers by count too); the least recently used go first. Expiry is checked here against `now`.
  const pages: Shelf = {
    store: new LRUCache<string, Entry>({ maxSize: options.maxBytes }),
    fills: new Map(),
    maxAnswerBytes: Math.min(MAX_PAGE_BYTES, Math.floor(options.maxBytes / 4)),
    isStorable: isStorablePage,
    isPassing: (body) => isNotFoundPage(body) || isTryAgainPage(body),
  };
  const answerBytes = Math.max(1, Math.floor(options.maxBytes / SHARED_ANSWER_SHARE_OF_BYTES));
  const answerShelf = (maxEntries: number, isStorable: Shelf['isStorable']): Shelf => ({
    store: new LRUCache<string, Entry>({ max: maxEntries, maxSize: answerBytes }),
    fills: new Map(),
    maxAnswerBytes: Math.floor(answerBytes / 4),
    isStorable,
    isPassing: () => false,
  });
  const sharedAnswers = new Map<SharedAnswerKind, Shelf>([
    ['search', answerShelf(MAX_SEARCH_ANSWERS, isStorableSearchAnswer)],
    ['download', answerShelf(MAX_DOWNLOADS, isStorableDownload)],
  ]);
  const shelves = [pages, ...sharedAnswers.values()];
  /** Bumped by clear(): a recording begun before it must not be kept after it. */
  let generation = 0;
  let lastClearedAt = -Infinity;
  const renderedTtlMs = options.renderedTtlMs ?? 0;
  const fenceMs = options.fenceMs ?? 0;
  const scheduleSweep = options.scheduleSweep ?? scheduleUnrefTimer;
  let isSweepScheduled = false;

  // Expired entries are dropped a moment after they expire, not only when asked for again or pushed
  // out by newer ones: otherwise a burst of guests left up to maxBytes of pages nobody could be
  // given any more in memory for as long as the server then stayed quiet.
  const sweepExpired = () => {
    isSweepScheduled = false;
    const at = now();
    for (const { store } of shelves) {
      const expired = [...store.entries()].filter(([, entry]) => entry.staleUntil <= at).map(([key]) => key);
      for (const key of expired) store.delete(key);
    }
    if (shelves.some(({ store }) => store.size > 0)) keepSweeping();
  };
  const keepSweeping = () => {
    if (isSweepScheduled) return;
    isSweepScheduled = true;
    scheduleSweep(sweepExpired, options.ttlMs);
  };
  const keep = (shelf: Shelf, key: string, page: StoredPage | 'pass', size: number, ttlMs = options.ttlMs) => {
    const expiresAt = now() + ttlMs;
    const entry: Entry = { expiresAt, staleUntil: page === 'pass' ? expiresAt : expiresAt + staleMs, page };
    shelf.store.set(key, entry, { size });
    keepSweeping();
    // Once compressed, the page is held at its compressed size (its body let go), if it is still the one held.
    if (page !== 'pass') void compactedPage(page).then((compact) => {
      if (compact && shelf.store.peek(key) === entry) shelf.store.set(key, { ...entry, page: compact }, { size: storedPageBytes(key, compact) });
    });
  };

  /** The entry of `key` while it may be given out: fresh, or expired within its stale time. */
  const heldEntry = (shelf: Shelf, key: string): { page: StoredPage | 'pass'; isStale: boolean } | undefined => {
    const entry = shelf.store.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.staleUntil <= at) {
      shelf.store.delete(key);
      return undefined;
    }
    return { page: entry.page, isStale: entry.expiresAt <= at };
  };
  const markPass = (shelf: Shelf, key: string) => keep(shelf, key, 'pass', key.length + 32);
  /** A refill that may not be kept: the key passes to Next, unless the refill was only shed and an expired answer still stands in. */
  const giveUpRefill = (shelf: Shelf, key: string, status: number) => {
    const held = status === 503 ? heldEntry(shelf, key) : undefined;
    if (!held || held.page === 'pass') markPass(shelf, key);
  };

  const renderLive = (req: IncomingMessage, res: ServerResponse, render: Render) => {
    prepareLiveResponse(req, res, options.renderNonce);
    return render(req, res);
  };
  const replay = (page: StoredPage, req: IncomingMessage, res: ServerResponse) => replayPage(page, req, res, options.renderNonce);

  /** The shelf and key a request's answer is kept under, or null when it goes to Next untouched. */
  const placeOf = (req: IncomingMessage): { shelf: Shelf; key: string } | null => {
    if (options.ttlMs <= 0) return null;
    const shared = sharedAnswerKeyOf(req);
    const shelf = shared && sharedAnswers.get(shared.kind);
    if (shared && shelf) return { shelf, key: shared.key };
    const pageKey = pageCacheKeyOf(req);
    return pageKey ? { shelf: pages, key: pageKey } : null;
  };

  async function serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const place = placeOf(req);
    if (!place) return renderLive(req, res, render);
    const { shelf, key } = place;
    const held = heldEntry(shelf, key);
    if (held?.page === 'pass') return renderLive(req, res, render);
    if (held && !held.isStale) return replay(held.page, req, res);
    const fill = shelf.fills.get(key);
    // A HEAD answer has no body to keep, and a conditional GET may get a bodiless 304: neither
    // stands in for the page (they wait for a GET's page below when one is on its way).
    const canRefill = req.method === 'GET' && !req.headers['if-none-match'] && !req.headers['if-modified-since'];
    // Expired but within its stale time: given out while another request (or this one, unless it cannot refill) renders it again.
    if (held && (fill || !canRefill)) return replay(held.page, req, res);
    if (fill) {
      const page = await fill;
      return page ? replay(page, req, res) : renderLive(req, res, render);
    }
    if (!canRefill) return renderLive(req, res, render);
    return renderAndKeep(shelf, key, req, res, render);
  }

  /** How long a recorded answer is kept: Next's own time for a page it just rendered for its cache, outside the fence. */
  const ttlOf = (shelf: Shelf, headers: ResponseHead['headers'], renderBeganAt: number) => {
    const isRenderedForNext = shelf === pages && RENDERED_FOR_NEXT_CACHE.has(String(headers[NEXT_CACHE_HEADER] ?? '').toUpperCase());
    return isRenderedForNext && renderedTtlMs > options.ttlMs && renderBeganAt - lastClearedAt >= fenceMs ? renderedTtlMs : options.ttlMs;
  };

  async function renderAndKeep(shelf: Shelf, key: string, req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const startedIn = generation;
    const renderBeganAt = now();
    let settle!: (page: StoredPage | null) => void;
    const fill = new Promise<StoredPage | null>((resolve) => (settle = resolve));
    shelf.fills.set(key, fill);
    const finish = (page: StoredPage | null) => {
      if (shelf.fills.get(key) === fill) shelf.fills.delete(key);
      settle(page);
    };
    /** The status of an answer the recording refused at its head. */
    let refusedStatus = 0;
    res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    // Installed after compression and the stamp: it copies what Next wrote, render nonce and all.
    prepareLiveResponse(req, res, options.renderNonce);
    const recording = recordResponse(res, {
      maxBodyBytes: shelf.maxAnswerBytes,
      shouldKeep: (head) => {
        if (shelf.isStorable(head)) return true;
        // Known from the head already: let the waiting requests go to Next now.
        refusedStatus = head.status;
        if (startedIn === generation) giveUpRefill(shelf, key, head.status);
        finish(null);
        return false;
      },
      // Too big to keep (a whole download): the requests waiting for it go to Next now, and the next ones straight away.
      onOutgrown: () => {
        if (startedIn === generation) markPass(shelf, key);
        finish(null);
      },
    });
    void recording.then((recorded) => {
      if (recorded.outcome !== 'complete' || startedIn !== generation) {
        if (recorded.outcome === 'skipped' && startedIn === generation) giveUpRefill(shelf, key, refusedStatus);
        return finish(null);
      }
      const { status, headers, body } = recorded.response;
      if (shelf.isPassing(body)) {
        markPass(shelf, key);
        return finish(null);
      }
      const page = toStoredPage(status, headers, body, options.renderNonce);
      keep(shelf, key, page, storedPageBytes(key, page), ttlOf(shelf, headers, renderBeganAt));
      finish(page);
    });
    await render(req, res);
  }

  return {
    serve,
    clear() {
      generation += 1;
      lastClearedAt = now();
      for (const shelf of shelves) {
        shelf.store.clear();
        shelf.fills.clear();
      }
    },
    heldBytes: () => shelves.reduce((sum, { store }) => sum + store.calculatedSize, 0),
  };
}

function scheduleUnrefTimer(sweep: () => void, delayMs: number): void {
  setTimeout(sweep, delayMs).unref();
}
