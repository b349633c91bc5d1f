/**
 * The shortcuts taken for the common request (a plain query, an unreserved path, a header value
 * with no white space) give exactly what the general canonicalisation gives.
 */
import { canonicalHeaderValue, canonicalPath, canonicalQuery, parseRawQuery, plainCanonicalQuery } from './canonical-request';

/** A deterministic stream of pseudo-random numbers, so a failure can be run again. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const QUERY_PARTS = ['x-id', 'PutObject', 'a', 'B', '=', '=', '&', '&', '~', '.', '-', '_', '%41', '+', ' ', 'X-Amz-Signature', 'x-amz-signature', 'a-b', 'é', '*', ''];
const PATH_PARTS = ['/', '/', 'a', 'B9', '-', '.', '_', '~', '%3A', '%3a', ':', '(', ' ', 'é', '%2', '..'];

function randomText(next: () => number, parts: string[], length: number): string {
  return Array.from({ length: Math.floor(next() * length) }, () => parts[Math.floor(next() * parts.length)]).join('');
}

describe('plainCanonicalQuery', () => {
  it('answers the general canonical query for every plain query, and declines the rest', () => {
    const next = numbers(50);
    let answered = 0;
    for (let index = 0; index < 8_000; index++) {
      const raw = randomText(next, QUERY_PARTS, 8);
      const plain = plainCanonicalQuery(raw);
      if (plain === undefined) continue;
      answered += 1;
      const parsed = parseRawQuery(raw);
      expect(parsed).not.toBeNull();
      expect(plain).toBe(canonicalQuery(parsed ?? {}));
    }
    expect(answered).toBeGreaterThan(800);
  });

  it('takes the SDK query as it is, sorts names, and leaves out a signature', () => {
    expect(plainCanonicalQuery('x-id=PutObject')).toBe('x-id=PutObject');
    expect(plainCanonicalQuery('')).toBe('');
    expect(plainCanonicalQuery('b=2&a-b=3&a=1')).toBe('a=1&a-b=3&b=2');
    expect(plainCanonicalQuery('uploads&x-id=CreateMultipartUpload')).toBe('uploads=&x-id=CreateMultipartUpload');
    expect(plainCanonicalQuery('X-Amz-Signature=abc&x-id=GetObject')).toBe('x-id=GetObject');
    // Anything to decode or encode, a name twice, a second `=`: the general way.
    for (const raw of ['key=a%20b', 'a=1&a=2', 'a=b=c', 'a+b=1', 'list-type=2&prefix=public/']) expect(plainCanonicalQuery(raw)).toBeUndefined();
  });
});

describe('canonicalPath', () => {
  it('gives an unreserved S3 path as it is, and the general answer for any path', () => {
    const next = numbers(20);
    for (let index = 0; index < 2_000; index++) {
      const raw = `/${randomText(next, PATH_PARTS, 10)}`;
      const general = (() => {
        try {
          return raw
            .split('/')
            .map((segment) => encodeURIComponent(decodeURIComponent(segment)).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`))
            .join('/');
        } catch {
          return null;
        }
      })();
      expect(canonicalPath(raw, 's3')).toBe(general);
    }
    expect(canonicalPath('/_aws/s3/bucket/public/bench-peers/small-3.bin', 's3')).toBe('/_aws/s3/bucket/public/bench-peers/small-3.bin');
  });
});

describe('canonicalHeaderValue', () => {
  it('keeps a value with no white space as it is, and trims and joins the others', () => {
    const token = 'eyJ2IjoxfQ.c2lnbmF0dXJl';
    expect(canonicalHeaderValue([token])).toBe(token);
    expect(canonicalHeaderValue(['  a   b ', 'c'])).toBe('a b,c');
    expect(canonicalHeaderValue(['a\tb'])).toBe('a b');
  });
});
