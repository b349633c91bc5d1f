import { deriveSigningKey } from './canonical-request';

/**
 * Signing keys kept: a key serves one secret on one day in one region and service, so a busy
 * process needs one per set of credentials in use; the oldest go first past the bound.
 */
export const SIGNING_KEY_CACHE_MAX_ENTRIES = 256;

export interface SigningKeyCache {
  /** The same key as deriveSigningKey, derived once and then looked up. */
  signingKeyFor(secret: string, shortDate: string, region: string, service: string): Buffer;
  readonly size: number;
}

/**
 * Deriving a signing key is four HMACs, the same four for every request a client signs that
 * day. Only the key is kept: each request's signature is still computed from it and compared.
 */
export function createSigningKeyCache(maxEntries = SIGNING_KEY_CACHE_MAX_ENTRIES): SigningKeyCache {
  /** In insertion order, so the first key is the oldest. Keyed by a Map: any name a client sends is a plain string here. */
  const keys = new Map<string, Buffer>();
  // The last key given out: a client's requests come in runs, and comparing four strings costs less than building the cache key.
  let last: { secret: string; shortDate: string; region: string; service: string; key: Buffer } | undefined;
  return {
    signingKeyFor(secret, shortDate, region, service) {
      if (last && secret === last.secret && shortDate === last.shortDate && region === last.region && service === last.service) return last.key;
      // Lengths first, so no two different tuples can spell the same cache key.
      const cacheKey = `${secret.length}:${shortDate.length}:${region.length}:${secret}${shortDate}${region}${service}`;
      let key = keys.get(cacheKey);
      if (!key) {
        key = deriveSigningKey(secret, shortDate, region, service);
        while (keys.size >= maxEntries) {
          const oldest = keys.keys().next();
          if (oldest.done) break;
          keys.delete(oldest.value);
        }
        keys.set(cacheKey, key);
      }
      last = { secret, shortDate, region, service, key };
      return key;
    },
    get size() {
      return keys.size;
    },
  };
}

/** The process's cache, shared by every service that verifies signatures with verifySigV4Request. */
export const sharedSigningKeyCache = createSigningKeyCache();
