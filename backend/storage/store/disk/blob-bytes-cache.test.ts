/**
 * The small blobs' bytes the disk store keeps in memory: only blobs small enough, within a total
 * bound (the least recently used go first), and forgotten on demand.
 */
import { createBlobBytesCache, heldBytes, keepable } from './blob-bytes-cache';

describe('createBlobBytesCache', () => {
  it('remembers a small blob’s bytes and forgets them when told', () => {
    const cache = createBlobBytesCache({ maxBytes: 1000, maxObjectBytes: 100 });
    cache.remember('a', [Buffer.from('bytes of a')]);
    expect(Buffer.concat(cache.get('a')!).toString()).toBe('bytes of a');
    expect(cache.bytes).toBe(10);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('never holds a blob larger than its limit', () => {
    const cache = createBlobBytesCache({ maxBytes: 1000, maxObjectBytes: 100 });
    expect(cache.fits(100)).toBe(true);
    expect(cache.fits(101)).toBe(false);
    cache.remember('large', [Buffer.alloc(101)]);
    expect(cache.get('large')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its total by dropping the least recently used blobs', () => {
    const cache = createBlobBytesCache({ maxBytes: 250, maxObjectBytes: 100 });
    cache.remember('one', [Buffer.alloc(100, 1)]);
    cache.remember('two', [Buffer.alloc(100, 2)]);
    cache.get('one');
    cache.remember('three', [Buffer.alloc(100, 3)]);
    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('one')?.[0][0]).toBe(1);
    expect(cache.get('three')?.[0][0]).toBe(3);
  });

  it('counts an empty blob, so entries stay bounded too', () => {
    const cache = createBlobBytesCache({ maxBytes: 3, maxObjectBytes: 3 });
    for (const id of ['a', 'b', 'c', 'd']) cache.remember(id, [Buffer.alloc(0)]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.[0].length).toBe(0);
  });
});

describe('keepable', () => {
  it('keeps pieces that own their memory as they are, copying none', () => {
    const pieces = [Buffer.allocUnsafeSlow(5000).fill(1), Buffer.allocUnsafeSlow(3000).fill(2)];
    expect(keepable(pieces)).toBe(pieces);
    expect(heldBytes(pieces)).toBe(8000);
  });

  it('copies a small body out of a much larger buffer, so that buffer is not kept alive', () => {
    const view = Buffer.allocUnsafeSlow(64 * 1024).fill(1).subarray(100, 200);
    const kept = keepable([view]);
    expect(kept).toHaveLength(1);
    expect(kept[0].equals(view)).toBe(true);
    expect(heldBytes(kept)).toBe(100);
  });

  it('counts a buffer shared by several pieces once', () => {
    const shared = Buffer.allocUnsafeSlow(100);
    expect(heldBytes([shared.subarray(0, 10), shared.subarray(10, 20)])).toBe(100);
  });

  it('remembers what it was given by the memory it keeps', () => {
    const cache = createBlobBytesCache({ maxBytes: 1_000_000, maxObjectBytes: 1000 });
    cache.remember('view', [Buffer.allocUnsafeSlow(64 * 1024).subarray(0, 10)]);
    expect(cache.bytes).toBe(10);
  });
});
