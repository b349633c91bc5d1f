import { PageReadAheads, type PageReadAhead } from './page-read-ahead';

const ahead = (rows: string[]): PageReadAhead<string> => ({ rows, more: Promise.resolve([]) });

describe('pages read ahead', () => {
  it('gives an entry once, to the request at its key', () => {
    const store = new PageReadAheads<string>();
    const kept = ahead(['a']);
    store.put('after-1', kept);
    expect(store.take('after-2')).toBeUndefined();
    expect(store.take('after-1')).toBe(kept);
    expect(store.take('after-1')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps the latest entry put at a key', () => {
    const store = new PageReadAheads<string>();
    store.put('k', ahead(['old']));
    store.put('k', ahead(['new']));
    expect(store.take('k')?.rows).toEqual(['new']);
  });

  it('holds at most maxEntries, dropping the oldest (abandoned downloads)', () => {
    const store = new PageReadAheads<string>(2);
    store.put('a', ahead(['a']));
    store.put('b', ahead(['b']));
    store.put('c', ahead(['c']));
    expect(store.size).toBe(2);
    expect(store.take('a')).toBeUndefined();
    expect(store.take('b')?.rows).toEqual(['b']);
    expect(store.take('c')?.rows).toEqual(['c']);
  });

  it('drops entries older than maxAgeMs, so a page is never older than that', () => {
    let now = 1_000;
    const store = new PageReadAheads<string>(8, 10_000, () => now);
    store.put('old', ahead(['old']));
    now += 6_000;
    store.put('young', ahead(['young']));
    now += 5_000;
    expect(store.take('old')).toBeUndefined();
    expect(store.size).toBe(1);
    expect(store.take('young')?.rows).toEqual(['young']);
  });
});
