import { CACHE_MAX_CAPACITY_BYTES } from '@/lib/constants/cache';
import { createCacheStore, type CacheLike } from './cache-store';
import { getSiteCache, SITE_CACHE_CONFIG } from './site-cache';

const TEN_YEARS_MS = 10 * 365 * 24 * 3600_000;

describe("the site's cache", () => {
  it("is Amplify's Cache with SPEC §9's settings", () => {
    // Called without arguments, configure() answers the instance's configuration.
    const readConfig = (getSiteCache() as unknown as { configure(): Record<string, unknown> }).configure();
    expect(readConfig).toMatchObject({
      keyPrefix: 'streamit-cache.',
      capacityInBytes: 1_048_576,
      itemMaxSize: 210_000,
      defaultTTL: 259_200_000,
      defaultPriority: 5,
      warningThreshold: 0.8,
    });
    expect(SITE_CACHE_CONFIG.capacityInBytes).toBeLessThanOrEqual(CACHE_MAX_CAPACITY_BYTES);
  });

  it('keeps an item for three days by default', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const cache = getSiteCache();
      await cache.setItem('probe', 'value');
      jest.setSystemTime(3 * 24 * 3600_000 - 1);
      expect(await cache.getItem('probe')).toBe('value');
      jest.setSystemTime(3 * 24 * 3600_000 + 1);
      expect(await cache.getItem('probe')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the analytics store', () => {
  it('keeps the endpoint id and the opt-out about ten years at the highest priority', async () => {
    const writes: { key: string; options?: { priority?: number; expires?: number } }[] = [];
    const cache: CacheLike = { getItem: async () => null, setItem: async (key, _value, options) => void writes.push({ key, options }) };
    const store = createCacheStore(cache, 'app1', () => 1000);
    await store.saveEndpointId('ep');
    await store.saveOptOut(true);
    expect(writes).toEqual([
      { key: 'analytics.endpoint-id.app1', options: { priority: 1, expires: 1000 + TEN_YEARS_MS } },
      { key: 'analytics.opt-out.app1', options: { priority: 1, expires: 1000 + TEN_YEARS_MS } },
    ]);
  });

  it("round-trips through Amplify's Cache, per app", async () => {
    const store = createCacheStore(getSiteCache(), 'app2');
    expect(await store.getEndpointId()).toBeNull();
    expect(await store.getOptOut()).toBeNull();
    await store.saveEndpointId('endpoint-9');
    await store.saveOptOut(false);
    expect(await store.getEndpointId()).toBe('endpoint-9');
    expect(await store.getOptOut()).toBe(false);
    expect(await createCacheStore(getSiteCache(), 'other-app').getEndpointId()).toBeNull();
  });
});
