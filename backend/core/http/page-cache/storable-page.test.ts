import type { OutgoingHttpHeaders } from 'node:http';
import { isStorablePage } from './storable-page';

/** What Next sends for an ISR page. */
const ISR_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=5, stale-while-revalidate=31535995',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  etag: '"abc"',
};

const page = (changes: OutgoingHttpHeaders = {}, status = 200) => ({ status, headers: { ...ISR_HEADERS, ...changes } });

describe('which answers the page cache keeps', () => {
  it.each([
    ['an ISR page', page()],
    ['a static page', page({ 'cache-control': 's-maxage=31536000' })],
    ['a public page', page({ 'cache-control': 'public, max-age=60' })],
    // The middleware's mark on a guest's search page (lib/http/address-only-pages.ts): browsers ask again, shared caches keep it.
    ['a page only shared caches keep', page({ 'cache-control': 'public, max-age=0, s-maxage=5' })],
    ['a page without Vary', page({ vary: undefined })],
  ])('keeps %s', (_, head) => {
    expect(isStorablePage(head)).toBe(true);
  });

  it.each([
    ['a dynamic page', page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })],
    ['a guarded page', page({ 'cache-control': 'private, no-store' })],
    ['a page that must be revalidated', page({ 'cache-control': 'no-cache' })],
    ['a page without Cache-Control', page({ 'cache-control': undefined })],
    ['a page with max-age=0', page({ 'cache-control': 'max-age=0' })],
    ['a page that sets a cookie', page({ 'set-cookie': ['session=1; Path=/'] })],
    ['a not-found page', page({}, 404)],
    ['a redirect', page({ location: '/auth/login' }, 307)],
    ['a server error', page({}, 500)],
    ['a feed', page({ 'content-type': 'application/rss+xml' })],
    ['an answer without a content type', page({ 'content-type': undefined })],
    ['a page varying on cookies', page({ vary: 'Accept-Encoding, Cookie' })],
    ['a page varying on everything', page({ vary: '*' })],
  ])('refuses %s', (_, head) => {
    expect(isStorablePage(head)).toBe(false);
  });

  it('keeps only pages Next sent uncompressed (the cache compresses on the way out)', () => {
    expect(isStorablePage(page({ 'content-encoding': 'identity' }))).toBe(true);
    expect(isStorablePage(page({ 'content-encoding': 'gzip' }))).toBe(false);
    expect(isStorablePage(page({ 'content-encoding': 'br' }))).toBe(false);
  });
});
