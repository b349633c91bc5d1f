import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { prepareLiveResponse } from './live-response';
import { pageCacheKeyOf } from './page-cache-key';
import { CACHE_STATUS_HEADER, replayPage, storedPageBytes, toStoredPage, type StoredPage } from './replay-page';
import { recordResponse } from './response-recorder';
import { isNotFoundPage, isStorablePage, isTryAgainPage } from './storable-page';

export type PageCacheOptions = {
  /** How long a page is given out again; 0 turns the cache off. */
  ttlMs: number;
  /**
   * How much longer an expired page is still given out while one request has Next render it
   * again (0, the default: every request then waits for that render).
   */
  staleMs?: number;
  /** Bound on the bytes held (pages and their headers); the least recently used go first. */
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
   * Answers a guest's page request from the cache, or lets `render` answer it (keeping the page
   * when it may be shared); either way the answer gets a fresh nonce, and gzip when the client takes it.
   */
  serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void>;
  /** Drops everything held, and whatever is being recorded now: after an edit nothing older is given out. */
  clear(): void;
  /** The bytes the pages held now take, by the count the bound uses. */
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
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxPageBytes = Math.min(MAX_PAGE_BYTES, Math.floor(options.maxBytes / 4));
  // Bounded by bytes; the least recently used pages go first. Expiry is checked here against `now`.
  const staleMs = options.staleMs ?? 0;
  /** `staleUntil`: the end of the time an expired page is still given out while it is rendered again. */
  const store = new LRUCache<string, { expiresAt: number; staleUntil: number; page: StoredPage | 'pass' }>({ maxSize: options.maxBytes });
  const fills = new Map<string, Promise<StoredPage | null>>();
  /** Bumped by clear(): a recording begun before it must not be kept after it. */
  let generation = 0;
  const scheduleSweep = options.scheduleSweep ?? scheduleUnrefTimer;
  let isSweepScheduled = false;

  // Expired pages are dropped a moment after they expire, not only when asked for again or pushed
  // out by newer ones: otherwise a burst of guests left up to maxBytes of pages nobody could be
  // given any more in memory for as long as the server then stayed quiet.
  const sweepExpired = () => {
    isSweepScheduled = false;
    const at = now();
    const expired = [...store.entries()].filter(([, entry]) => entry.staleUntil <= at).map(([key]) => key);
    for (const key of expired) store.delete(key);
    if (store.size > 0) keepSweeping();
  };
  const keepSweeping = () => {
    if (isSweepScheduled) return;
    isSweepScheduled = true;
    scheduleSweep(sweepExpired, options.ttlMs);
  };
  const keep = (key: string, page: StoredPage | 'pass', size: number) => {
    const expiresAt = now() + options.ttlMs;
    store.set(key, { expiresAt, staleUntil: page === 'pass' ? expiresAt : expiresAt + staleMs, page }, { size });
    keepSweeping();
  };

  /** The entry of `key` while it may be given out: fresh, or expired within its stale time. */
  const heldEntry = (key: string): { page: StoredPage | 'pass'; isStale: boolean } | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.staleUntil <= at) {
      store.delete(key);
      return undefined;
    }
    return { page: entry.page, isStale: entry.expiresAt <= at };
  };
  const markPass = (key: string) => keep(key, 'pass', key.length + 32);
  /** A refill that may not be kept: the key passes to Next, unless the refill was only shed and an expired page still stands in. */
  const giveUpRefill = (key: string, status: number) => {
    const held = status === 503 ? heldEntry(key) : undefined;
    if (!held || held.page === 'pass') markPass(key);
  };

  const renderLive = (req: IncomingMessage, res: ServerResponse, render: Render) => {
    prepareLiveResponse(req, res, options.renderNonce);
    return render(req, res);
  };
  const replay = (page: StoredPage, req: IncomingMessage, res: ServerResponse) => replayPage(page, req, res, options.renderNonce);

  async function serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const key = options.ttlMs > 0 ? pageCacheKeyOf(req) : null;
    if (!key) return renderLive(req, res, render);
    const held = heldEntry(key);
    if (held?.page === 'pass') return renderLive(req, res, render);
    if (held && !held.isStale) return replay(held.page, req, res);
    const fill = fills.get(key);
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
    return renderAndKeep(key, req, res, render);
  }

  async function renderAndKeep(key: string, req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const startedIn = generation;
    let settle!: (page: StoredPage | null) => void;
    const fill = new Promise<StoredPage | null>((resolve) => (settle = resolve));
    fills.set(key, fill);
    const finish = (page: StoredPage | null) => {
      if (fills.get(key) === fill) fills.delete(key);
      settle(page);
    };
    /** The status of an answer the recording refused at its head. */
    let refusedStatus = 0;
    res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    // Installed after compression and the stamp: it copies what Next wrote, render nonce and all.
    prepareLiveResponse(req, res, options.renderNonce);
    const recording = recordResponse(res, {
      maxBodyBytes: maxPageBytes,
      shouldKeep: (head) => {
        if (isStorablePage(head)) return true;
        // Known from the head already: let the waiting requests go to Next now.
        refusedStatus = head.status;
        if (startedIn === generation) giveUpRefill(key, head.status);
        finish(null);
        return false;
      },
    });
    void recording.then((recorded) => {
      if (recorded.outcome !== 'complete' || startedIn !== generation) {
        if (recorded.outcome === 'skipped' && startedIn === generation) giveUpRefill(key, refusedStatus);
        return finish(null);
      }
      const { status, headers, body } = recorded.response;
      if (isNotFoundPage(body) || isTryAgainPage(body)) {
        markPass(key);
        return finish(null);
      }
      const page = toStoredPage(status, headers, body, options.renderNonce);
      keep(key, page, storedPageBytes(key, page));
      finish(page);
    });
    await render(req, res);
  }

  return {
    serve,
    clear() {
      generation += 1;
      store.clear();
      fills.clear();
    },
    heldBytes: () => store.calculatedSize,
  };
}

function scheduleUnrefTimer(sweep: () => void, delayMs: number): void {
  setTimeout(sweep, delayMs).unref();
}
