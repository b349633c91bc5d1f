import { Cache } from 'aws-amplify/utils';
import {
  CACHE_CAPACITY_BYTES,
  CACHE_DEFAULT_PRIORITY,
  CACHE_DEFAULT_TTL_MS,
  CACHE_ITEM_MAX_BYTES,
  CACHE_WARNING_THRESHOLD,
  SITE_CACHE_KEY_PREFIX,
} from '@/lib/constants/cache';

/** SPEC §9's cache settings in Amplify's CacheConfig shape. */
export const SITE_CACHE_CONFIG = {
  keyPrefix: SITE_CACHE_KEY_PREFIX,
  capacityInBytes: CACHE_CAPACITY_BYTES,
  itemMaxSize: CACHE_ITEM_MAX_BYTES,
  defaultTTL: CACHE_DEFAULT_TTL_MS,
  defaultPriority: CACHE_DEFAULT_PRIORITY,
  warningThreshold: CACHE_WARNING_THRESHOLD,
};

export type SiteCache = ReturnType<typeof Cache.createInstance>;

let siteCache: SiteCache | undefined;

/**
 * The site's browser cache: Amplify's Cache (localStorage, with an in-memory fallback) under its own
 * key prefix, with SPEC §9's capacity, item size, time to live, priority and warning threshold.
 */
export function getSiteCache(): SiteCache {
  siteCache ??= Cache.createInstance({ ...SITE_CACHE_CONFIG });
  return siteCache;
}
