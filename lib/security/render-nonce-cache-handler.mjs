// Next's page cache (ISR and static pages), as Next keeps it by default, with two rules added. No
// entry is written that carries a tag revalidated moments ago (lib/data/writes-after-revalidation.mjs:
// it may hold what was read before the edit). And a page is given out with this process's render nonce on its scripts, so the Content-Security-Policy
// lets them run. Pages kept by an earlier process carry that process's render nonce, which is
// swapped (exactly, as the server swaps nonces). Pages `next build` prerendered carry none (a build
// has no request, so no nonce), and they get it on every <script> tag and script preload (which
// the policy checks too): they hold only the site's
// code and static sample content, since the backend is not running while building. (Next can
// neither be made to render a build's page again while serving it, nor, with dynamicParams =
// false, render a page its cache no longer has.) Plain JavaScript: Next loads this file itself,
// also while building (next.config.ts names it). See lib/security/render-nonce.ts.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isRefreshedOnEveryChange, keptFresh } from '../data/event-driven-freshness.mjs';
import { isFencedWrite, noteRevalidated, tagsKeptByEarlierProcesses } from '../data/writes-after-revalidation.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** amplify/shared/site-server-contract.ts RENDER_NONCE_ENV (this file cannot import TypeScript; its test compares the two). */
const RENDER_NONCE_ENV = 'SITE_RENDER_NONCE';
/** A render nonce as backend/main.ts makes them: 128 bits, base64url. */
const EARLIER_NONCE = /<script\b[^>]*?\snonce="([A-Za-z0-9_-]{22})"/;
const SCRIPT_TAG = /<script(?=[\s>])/g;
/** React's `<link rel="preload" as="script" …>` for the scripts that follow. */
const SCRIPT_PRELOAD = /<link(?=\s[^>]*\bas="script")/g;

/**
 * The page's HTML with `nonce` where it belongs.
 * @param {string} html
 * @param {string} nonce
 */
export function withRenderNonce(html, nonce) {
  if (html.includes(nonce)) return html;
  const earlier = EARLIER_NONCE.exec(html)?.[1];
  if (earlier) return html.replaceAll(earlier, nonce);
  return html.replace(SCRIPT_TAG, `<script nonce="${nonce}"`).replace(SCRIPT_PRELOAD, `<link nonce="${nonce}"`);
}

/**
 * A cached entry with the nonce put into its page; other entries as they are.
 * @param {unknown} entry what FileSystemCache.get answered
 * @param {string | undefined} nonce the process's render nonce (none while building)
 */
export function withNonceInEntry(entry, nonce) {
  if (!nonce || !entry || typeof entry !== 'object') return entry;
  const value = /** @type {{ value?: { kind?: string, html?: unknown } }} */ (entry).value;
  if (!value || value.kind !== 'APP_PAGE' || (typeof value.html !== 'string' && !Buffer.isBuffer(value.html))) return entry;
  const html = String(value.html);
  const stamped = withRenderNonce(html, nonce);
  // A copy: the entry itself stays in Next's memory cache as it was.
  return stamped === html ? entry : { ...entry, value: { ...value, html: stamped } };
}

export default class RenderNonceCacheHandler extends FileSystemCache {
  /** @param {...unknown} args the options Next passes (it makes a handler per request) */
  constructor(...args) {
    super(...args);
    /** When this handler's request began: a write it makes after a refresh of its tags holds older reads. */
    this.requestBeganAt = Date.now();
    // The server's first request (not a build): pages and reads an earlier process kept on disk are refreshed first.
    const earlier = process.env[RENDER_NONCE_ENV] ? tagsKeptByEarlierProcesses() : [];
    if (earlier.length > 0) void super.revalidateTag([...earlier]);
  }

  /** @param {...unknown} args the key and context Next passes */
  async get(...args) {
    const entry = await super.get(...args);
    // Run by the one server, which refreshes on every change: kept NEXT_CACHE_SECONDS (lib/data/event-driven-freshness.mjs).
    return withNonceInEntry(isRefreshedOnEveryChange() ? keptFresh(entry) : entry, process.env[RENDER_NONCE_ENV]);
  }

  /** @param {...unknown} args the tags Next passes */
  async revalidateTag(...args) {
    noteRevalidated(/** @type {string | string[]} */ (args[0]));
    return super.revalidateTag(...args);
  }

  /** @param {...unknown} args the key, entry and context Next passes */
  async set(...args) {
    if (isFencedWrite(args[1], args[2], this.requestBeganAt)) return;
    return super.set(...args);
  }
}
