import type { IncomingMessage } from 'node:http';
import { pageCacheKeyOf, sharedAnswerKeyOf } from './page-cache-key';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage;

describe('which requests the page cache may answer', () => {
  it('keys a guest’s GET and HEAD alike, by path and query, whatever codings they accept', () => {
    expect(pageCacheKeyOf(request('/briefs/on-discipline?ref=feed'))).toBe('/briefs/on-discipline?ref=feed');
    expect(pageCacheKeyOf(request('/', {}, 'HEAD'))).toEqual(pageCacheKeyOf(request('/')));
    expect(pageCacheKeyOf(request('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }))).toBe('/');
  });

  it.each([
    ['a POST', request('/', {}, 'POST')],
    ['an OPTIONS', request('/', {}, 'OPTIONS')],
    ['the backend’s routes', request('/_aws/graphql/graphql')],
    ['the hosted sign-in', request('/oauth2/authorize?client_id=x')],
    ['the hosted sign-out', request('/logout')],
    ['the site’s API', request('/api/revalidate')],
    ['Next’s data and assets', request('/_next/data/build/index.json')],
    ['the creator’s pages', request('/me/briefs')],
    ['the admin area', request('/admin')],
    ['the admin area’s pages', request('/admin/streams/new')],
    ['the shop account', request('/merchandise/account')],
    ['an RSC payload by query', request('/briefs?_rsc=1x2y')],
    ['an RSC payload by header', request('/briefs', { rsc: '1' })],
    ['a router state tree', request('/', { 'next-router-state-tree': '%5B%5D' })],
    ['a router prefetch', request('/', { 'next-router-prefetch': '1' })],
    ['a segment prefetch', request('/', { 'next-router-segment-prefetch': '/_tree' })],
    ['an intercepted route', request('/', { 'next-url': '/briefs' })],
    ['an on-demand revalidation', request('/', { 'x-prerender-revalidate': 'secret' })],
    ['a signed-in user', request('/', { cookie: 'theme=dark; CognitoIdentityServiceProvider.abc.LastAuthUser=u1' })],
    ['a user whose token cookie comes first', request('/', { cookie: 'CognitoIdentityServiceProvider.abc.u1.idToken=eyJ' })],
    ['draft mode', request('/', { cookie: '__prerender_bypass=1' })],
    ['a request without an absolute path', request('http://example.com/')],
  ])('never answers %s', (_, req) => {
    expect(pageCacheKeyOf(req)).toBeNull();
  });

  it('answers guests whose cookies say nothing about who they are, and paths that merely start alike', () => {
    expect(pageCacheKeyOf(request('/', { cookie: 'theme=dark; consent=1' }))).not.toBeNull();
    expect(pageCacheKeyOf(request('/merchandise/shop'))).not.toBeNull();
    expect(pageCacheKeyOf(request('/media/x'))).not.toBeNull();
    expect(pageCacheKeyOf(request('/briefs?tag=_rsc'))).not.toBeNull();
  });
});

describe('which search answers and open data files the page cache may keep for guests', () => {
  it('keys them by path and the query’s parameters sorted by name, repeated names in their order', () => {
    expect(sharedAnswerKeyOf(request('/api/search?q=appeal&kind=bans'))).toEqual({ kind: 'search', key: '/api/search?kind=bans&q=appeal' });
    expect(sharedAnswerKeyOf(request('/api/search?kind=bans&q=appeal', {}, 'HEAD'))).toEqual({ kind: 'search', key: '/api/search?kind=bans&q=appeal' });
    expect(sharedAnswerKeyOf(request('/api/search?q=b&kind=x&q=a'))?.key).toBe('/api/search?kind=x&q=b&q=a');
    expect(sharedAnswerKeyOf(request('/api/search'))?.key).toBe('/api/search');
    expect(sharedAnswerKeyOf(request('/data/bans.csv?to=2024-01-01&from=2023-01-01'))).toEqual({ kind: 'download', key: '/data/bans.csv?from=2023-01-01&to=2024-01-01' });
  });

  it.each([
    ['a signed-in user', request('/api/search?q=a', { cookie: 'CognitoIdentityServiceProvider.abc.u1.idToken=eyJ' })],
    ['draft mode', request('/data/bans.csv', { cookie: '__prerender_bypass=1' })],
    ['a POST', request('/api/search?q=a', {}, 'POST')],
    ['another API route', request('/api/revalidate')],
    ['a path that merely starts alike', request('/api/search/more?q=a')],
    ['the open data page', request('/data')],
    ['a file that is no data set', request('/data/../bans.csv')],
  ])('keeps nothing for %s', (_, req) => {
    expect(sharedAnswerKeyOf(req)).toBeNull();
  });
});
