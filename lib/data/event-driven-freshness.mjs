// Next's pages and public reads keep the short window their routes declare (`revalidate = 5`,
// CONTENT_REVALIDATE_SECONDS in lib/data/cache-tags.ts): it is what Next tells shared caches in front
// of the site (`s-maxage`), and on AWS (Amplify Hosting, no server of ours beside the site) it is the
// only catch-up after a change. The one server (backend/main.ts) refreshes them on every change
// instead (the data API after a mutation, every instance's notices, everything after a lost notice
// connection: docs/caches.md), so there an entry is given out as fresh for NEXT_CACHE_SECONDS:
// a crowd of readers no longer has every page rendered again every 5 s (issue 50). Plain
// JavaScript, because Next loads the cache handler (lib/security/render-nonce-cache-handler.mjs) itself.

/** lib/data/cache-tags.ts NEXT_CACHE_SECONDS, in ms (this file cannot import TypeScript; its test compares them). */
export const NEXT_CACHE_MS = 300_000;
/**
 * amplify/shared/site-server-contract.ts REVALIDATE_SECRET_ENV: the one server hands its site the
 * secret it relays refreshes with, so its presence says the caches are refreshed on every change.
 */
export const REFRESHING_SERVER_ENV = 'SITE_REVALIDATE_SECRET';

/** Whether this process's site is run by the one server, which refreshes its caches on every change. */
export function isRefreshedOnEveryChange(env = process.env) {
  return typeof env[REFRESHING_SERVER_ENV] === 'string' && env[REFRESHING_SERVER_ENV] !== '';
}

/**
 * What the cache handler answered, with an entry written less than NEXT_CACHE_MS ago dated now, so
 * Next judges it fresh (it compares the route's or the read's own `revalidate` with this date); an
 * older one as it was, so Next renders or reads it again. Entries a refresh made stale never get
 * here: the handler drops them by their real date first. A copy: the handler's memory keeps the real date.
 * @template T
 * @param {T} entry
 * @param {number} now
 * @returns {T}
 */
export function keptFresh(entry, now = Date.now()) {
  if (!entry || typeof entry !== 'object') return entry;
  const lastModified = /** @type {{ lastModified?: unknown }} */ (entry).lastModified;
  if (typeof lastModified !== 'number' || lastModified <= 0 || now - lastModified >= NEXT_CACHE_MS || lastModified >= now) return entry;
  return { ...entry, lastModified: now };
}
