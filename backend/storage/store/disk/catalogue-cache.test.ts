/**
 * The catalogue cache answers a read from memory only with what the database holds: what this
 * process last wrote, or read with no change under way. When that cannot be known (changes that
 * overlap, a change that failed, a read that overlapped a change), the next read asks again.
 */
import { createCatalogueCache, UNCACHED_CATALOGUE } from './catalogue-cache';
import type { CatalogueEntry } from './disk-catalogue';

const entry = (key: string, blobId: string): CatalogueEntry => ({
  blobId,
  info: { key, size: 1, etag: `"${blobId}"`, contentType: 'text/plain', metadata: {}, headers: {}, lastModified: new Date(0) },
});

/** A promise settled from outside, for ordering a test's steps. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A load that counts its calls and answers what the "database" holds now. */
function database(initial: CatalogueEntry | null) {
  const state = { current: initial, loads: 0 };
  const load = async () => {
    state.loads += 1;
    return state.current;
  };
  return { state, load };
}

describe('createCatalogueCache', () => {
  it('loads an entry once and answers from memory after', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(entry('a', 'blob-1'));
    expect((await cache.find('a', load))?.blobId).toBe('blob-1');
    expect((await cache.find('a', load))?.blobId).toBe('blob-1');
    expect(state.loads).toBe(1);
  });

  it('does not remember that a key is missing', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(null);
    await cache.find('a', load);
    state.current = entry('a', 'blob-1');
    expect((await cache.find('a', load))?.blobId).toBe('blob-1');
  });

  it('remembers what a change wrote, and forgets a key a change removed', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(null);
    await cache.change('a', async () => entry('a', 'blob-2'), (written) => written);
    expect((await cache.find('a', load))?.blobId).toBe('blob-2');
    expect(state.loads).toBe(0);
    await cache.change('a', async () => 'deleted', () => null);
    expect(await cache.find('a', load)).toBeNull();
    expect(state.loads).toBe(1);
  });

  it('forgets the key when a change fails', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(entry('a', 'blob-1'));
    await cache.find('a', load);
    await expect(
      cache.change(
        'a',
        async () => {
          throw new Error('the statement failed');
        },
        () => entry('a', 'never'),
      ),
    ).rejects.toThrow('the statement failed');
    expect((await cache.find('a', load))?.blobId).toBe('blob-1');
    expect(state.loads).toBe(2);
  });

  it('remembers nothing of changes of one key that overlapped: which one the database kept is not known here', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(null);
    const first = deferred<CatalogueEntry>();
    const second = deferred<CatalogueEntry>();
    const changes = [cache.change('a', () => first.promise, (written) => written), cache.change('a', () => second.promise, (written) => written)];
    second.resolve(entry('a', 'blob-second'));
    first.resolve(entry('a', 'blob-first'));
    await Promise.all(changes);
    state.current = entry('a', 'blob-first');
    expect((await cache.find('a', load))?.blobId).toBe('blob-first');
    expect(state.loads).toBe(1);
  });

  it('does not remember a read that overlapped a change of any key', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(entry('a', 'blob-old'));
    const slowRead = deferred<CatalogueEntry | null>();
    const reading = cache.find('a', () => slowRead.promise);
    // The write lands while the read is on its way back with what it saw before.
    await cache.change('a', async () => entry('a', 'blob-new'), (written) => written);
    slowRead.resolve(entry('a', 'blob-old'));
    expect((await reading)?.blobId).toBe('blob-old');
    expect((await cache.find('a', load))?.blobId).toBe('blob-new');
    // Another key read while some change ran is not remembered either.
    const otherRead = deferred<CatalogueEntry | null>();
    const readingOther = cache.find('b', () => otherRead.promise);
    await cache.change('c', async () => entry('c', 'blob-c'), (written) => written);
    otherRead.resolve(entry('b', 'blob-b'));
    await readingOther;
    state.current = entry('b', 'blob-b2');
    expect((await cache.find('b', load))?.blobId).toBe('blob-b2');
  });

  it('does not remember a read that began while a change of its key was under way', async () => {
    const cache = createCatalogueCache();
    const write = deferred<CatalogueEntry>();
    const changing = cache.change('a', () => write.promise, (written) => written);
    // The read saw the row from before the change and comes back only after the change settled.
    const slowRead = deferred<CatalogueEntry | null>();
    const reading = cache.find('a', () => slowRead.promise);
    write.resolve(entry('a', 'blob-new'));
    await changing;
    slowRead.resolve(entry('a', 'blob-old'));
    await reading;
    const { state, load } = database(entry('a', 'blob-new'));
    expect((await cache.find('a', load))?.blobId).toBe('blob-new');
    expect(state.loads).toBe(0);
  });

  it('forgets an entry whose blob went missing, unless another replaced it meanwhile', async () => {
    const cache = createCatalogueCache();
    const { state, load } = database(entry('a', 'blob-1'));
    const found = await cache.find('a', load);
    cache.forget(entry('a', 'blob-1'));
    await cache.find('a', load);
    expect(state.loads).toBe(1);
    if (found) cache.forget(found);
    await cache.find('a', load);
    expect(state.loads).toBe(2);
  });

  it('keeps at most its bound of entries, and shares them frozen', async () => {
    const cache = createCatalogueCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.find(key, async () => entry(key, `blob-${key}`));
    expect(cache.size).toBe(3);
    const found = await cache.find('d', async () => null);
    expect(Object.isFrozen(found?.info)).toBe(true);
    expect(Object.isFrozen(found?.info.metadata)).toBe(true);
  });

  it('has an uncached stand-in that always asks', async () => {
    const { state, load } = database(entry('a', 'blob-1'));
    await UNCACHED_CATALOGUE.find('a', load);
    await UNCACHED_CATALOGUE.find('a', load);
    expect(state.loads).toBe(2);
    expect(await UNCACHED_CATALOGUE.change('a', async () => 7, () => null)).toBe(7);
  });
});
