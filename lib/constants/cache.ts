/** Browser cache constants of SPEC §9 (Amplify's Cache), each declared once. */

export const CACHE_CAPACITY_BYTES = 1024 * 1024;
/** Amplify's Cache refuses a capacity above 5 MB. */
export const CACHE_MAX_CAPACITY_BYTES = 5 * 1024 * 1024;
export const CACHE_ITEM_MAX_BYTES = 210_000;
export const CACHE_DEFAULT_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** Priorities run from 1 (kept longest when the cache is full) to 5. */
export const CACHE_PRIORITY_HIGHEST = 1;
export const CACHE_PRIORITY_LOWEST = 5;
export const CACHE_DEFAULT_PRIORITY = CACHE_PRIORITY_LOWEST;
/** Amplify's Cache warns when it is this full. */
export const CACHE_WARNING_THRESHOLD = 0.8;
/** Keys of the site's cache start with this, apart from Amplify's own cache. */
export const SITE_CACHE_KEY_PREFIX = 'streamit-cache.';
