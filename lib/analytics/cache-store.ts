import { ANALYTICS_ENDPOINT_ID_TTL_MS } from '@/lib/constants/analytics';
import { CACHE_PRIORITY_HIGHEST } from '@/lib/constants/cache';
import type { AnalyticsStore } from './analytics-types';

/** The part of Amplify's Cache the store uses. */
export interface CacheLike {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown, options?: { priority?: number; expires?: number }): Promise<void>;
}

/**
 * The browser's id and the opt-out choice in the site's cache, per delivery stream (or app), kept about ten
 * years at the highest priority (the last items a full cache gives up), as Amplify keeps its own.
 */
export function createCacheStore(cache: CacheLike, appId: string, now: () => number = Date.now): AnalyticsStore {
  const keep = () => ({ priority: CACHE_PRIORITY_HIGHEST, expires: now() + ANALYTICS_ENDPOINT_ID_TTL_MS });
  const endpointKey = `analytics.endpoint-id.${appId}`;
  const optOutKey = `analytics.opt-out.${appId}`;
  return {
    async getEndpointId() {
      const value = await cache.getItem(endpointKey);
      return typeof value === 'string' && value ? value : null;
    },
    saveEndpointId: (endpointId) => cache.setItem(endpointKey, endpointId, keep()),
    async getOptOut() {
      const value = await cache.getItem(optOutKey);
      return typeof value === 'boolean' ? value : null;
    },
    saveOptOut: (isOptedOut) => cache.setItem(optOutKey, isOptedOut, keep()),
  };
}
