import { parse } from 'graphql';
import { DocumentCache } from './document-cache';

const documentOf = (text: string) => ({ document: parse(text) });

describe('the document cache', () => {
  it('gives back what it keeps, dropping the least recently used beyond its count', () => {
    const cache = new DocumentCache(2);
    const [a, b, c] = ['{ a }', '{ b }', '{ c }'];
    cache.set(a, documentOf(a));
    cache.set(b, documentOf(b));
    expect(cache.get(a)?.document).toBeDefined();
    cache.set(c, documentOf(c));
    expect([a, b, c].map((text) => cache.get(text) !== undefined)).toEqual([true, false, true]);
  });

  it('holds no more characters of text than its bound, however few documents that is', () => {
    const cache = new DocumentCache(500, 100);
    const long = (name: string) => `{ ${name} } #${'x'.repeat(40)}`;
    for (const name of ['a', 'b', 'c']) cache.set(long(name), documentOf(long(name)));
    expect(['a', 'b', 'c'].map((name) => cache.get(long(name)) !== undefined)).toEqual([false, true, true]);

    const tooLong = `{ d } #${'x'.repeat(100)}`;
    cache.set(tooLong, documentOf(tooLong));
    expect(cache.get(tooLong)).toBeUndefined();
    expect(cache.get(long('c'))).toBeDefined();
  });

  it('counts a text kept again only once', () => {
    const cache = new DocumentCache(500, 100);
    const text = `{ a } #${'x'.repeat(40)}`;
    cache.set(text, documentOf(text));
    cache.set(text, documentOf(text));
    const other = `{ b } #${'x'.repeat(40)}`;
    cache.set(other, documentOf(other));
    expect(cache.get(text)).toBeDefined();
    expect(cache.get(other)).toBeDefined();
  });
});
