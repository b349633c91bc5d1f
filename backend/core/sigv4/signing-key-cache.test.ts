import { deriveSigningKey } from './canonical-request';
import { createSigningKeyCache } from './signing-key-cache';

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';

describe('createSigningKeyCache', () => {
  it('answers the key deriveSigningKey derives, and the same key again from the cache', () => {
    const cache = createSigningKeyCache();
    const key = cache.signingKeyFor(SECRET, '20240501', 'us-west-2', 's3');
    expect(key.equals(deriveSigningKey(SECRET, '20240501', 'us-west-2', 's3'))).toBe(true);
    expect(cache.signingKeyFor(SECRET, '20240501', 'us-west-2', 's3')).toBe(key);
    expect(cache.size).toBe(1);
  });

  it('keeps apart tuples that would spell the same text run together', () => {
    const cache = createSigningKeyCache();
    const one = cache.signingKeyFor('ab', '20240501', 'c', 's3');
    const other = cache.signingKeyFor('a', '20240501', 'bc', 's3');
    expect(one.equals(other)).toBe(false);
    expect(other.equals(deriveSigningKey('a', '20240501', 'bc', 's3'))).toBe(true);
  });

  it('stays within its bound, the oldest going first', () => {
    const cache = createSigningKeyCache(2);
    const first = cache.signingKeyFor(SECRET, '20240501', 'us-west-2', 's3');
    cache.signingKeyFor(SECRET, '20240502', 'us-west-2', 's3');
    cache.signingKeyFor(SECRET, '20240503', 'us-west-2', 's3');
    expect(cache.size).toBe(2);
    // Derived again (a new Buffer), not found.
    expect(cache.signingKeyFor(SECRET, '20240501', 'us-west-2', 's3')).not.toBe(first);
  });

  it('takes names like __proto__ as plain text', () => {
    const cache = createSigningKeyCache();
    const key = cache.signingKeyFor('__proto__', '20240501', 'constructor', '__proto__');
    expect(key.equals(deriveSigningKey('__proto__', '20240501', 'constructor', '__proto__'))).toBe(true);
    expect(cache.signingKeyFor('__proto__', '20240501', 'constructor', '__proto__')).toBe(key);
  });
});
