import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { prepareLiveResponse } from './live-response';
import { pageCacheKeyOf } from './page-cache-key';
import { CACHE_STATUS_HEADER, replayPage, storedPageBytes, toStoredPage, type StoredPage } from './replay-page';
import { recordResponse } from './response-recorder';
import { isNotFoundPage, isStorablePage } from './storable-page';

export type PageCacheOptions = {
  /** How long a page is given out again; 0 turns the cache off. */
  ttlMs: number;
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

/** One page beyond this is not kept (nor a quarter of the whole cache when that is smaller). */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * A micro-cache for guests in front of Next: a page Next marks as shareable (ISR and static pages)
 * is given out again for `ttlMs` without asking Next, so a burst of readers costs one Next answer
 * per page and moment. One request per key renders at a time; the others wait for its answer. An
 * answer that may not be kept marks its key "pass" for `ttlMs`, so requests for dynamic pages go
 * straight to Next without waiting on each other. Pages are kept as Next wrote them, with the
 * render nonce; every answer, kept or not, leaves with a nonce of its own and is compressed here.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const maxPageBytes = Math.min(MAX_PAGE_BYTES, Math.floor(options.maxBytes / 4));
  // Bounded by bytes; the least recently used pages go first. Expiry is checked here against `now`.
  const store = new LRUCache<string, { expiresAt: number; page: StoredPage | 'pass' }>({ maxSize: options.maxBytes });
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
    const expired = [...store.entries()].filter(([, entry]) => entry.expiresAt <= at).map(([key]) => key);
    for (const key of expired) store.delete(key);
    if (store.size > 0) keepSweeping();
  };
  const keepSweeping = () => {
    if (isSweepScheduled) return;
    isSweepScheduled = true;
    scheduleSweep(sweepExpired, options.ttlMs);
  };
  const keep = (key: string, entry: { expiresAt: number; page: StoredPage | 'pass' }, size: number) => {
    store.set(key, entry, { size });
    keepSweeping();
  };

  const freshEntry = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.page;
  };
  const markPass = (key: string) => keep(key, { expiresAt: now() + options.ttlMs, page: 'pass' }, key.length + 32);

  const renderLive = (req: IncomingMessage, res: ServerResponse, render: Render) => {
    prepareLiveResponse(req, res, options.renderNonce);
    return render(req, res);
  };
  const replay = (page: StoredPage, req: IncomingMessage, res: ServerResponse) => replayPage(page, req, res, options.renderNonce);

  async function serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const key = options.ttlMs > 0 ? pageCacheKeyOf(req) : null;
    if (!key) return renderLive(req, res, render);
    const held = freshEntry(key);
    if (held === 'pass') return renderLive(req, res, render);
    if (held) return replay(held, req, res);
    const fill = fills.get(key);
    if (fill) {
      const page = await fill;
      return page ? replay(page, req, res) : renderLive(req, res, render);
    }
    // A HEAD answer has no body to keep, and a conditional GET may get a bodiless 304: neither
    // stands in for the page (they wait for a GET's page above when one is on its way).
    if (req.method !== 'GET' || req.headers['if-none-match'] || req.headers['if-modified-since']) return renderLive(req, res, render);
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
    res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    // Installed after compression and the stamp: it copies what Next wrote, render nonce and all.
    prepareLiveResponse(req, res, options.renderNonce);
    const recording = recordResponse(res, {
      maxBodyBytes: maxPageBytes,
      shouldKeep: (head) => {
        if (isStorablePage(head)) return true;
        // Known from the head already: let the waiting requests go to Next now.
        if (startedIn === generation) markPass(key);
        finish(null);
        return false;
      },
    });
    void recording.then((recorded) => {
      if (recorded.outcome !== 'complete' || startedIn !== generation) {
        if (recorded.outcome === 'skipped' && startedIn === generation) markPass(key);
        return finish(null);
      }
      const { status, headers, body } = recorded.response;
      if (isNotFoundPage(body)) {
        markPass(key);
        return finish(null);
      }
      const page = toStoredPage(status, headers, body, options.renderNonce);
      keep(key, { expiresAt: now() + options.ttlMs, page }, storedPageBytes(key, page));
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
