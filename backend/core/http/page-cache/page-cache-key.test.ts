import type { IncomingMessage } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { encodingClassOf, isCodingAllowedForClass, pageCacheKeyOf } from './page-cache-key';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage;

describe('which requests the page cache may answer', () => {
  it('keys a guest’s GET and HEAD alike, by path, query and content-coding class', () => {
    expect(pageCacheKeyOf(request('/briefs/on-discipline?ref=feed'))).toEqual({ key: 'identity /briefs/on-discipline?ref=feed', encodingClass: 'identity' });
    expect(pageCacheKeyOf(request('/', {}, 'HEAD'))).toEqual(pageCacheKeyOf(request('/')));
    expect(pageCacheKeyOf(request('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }))?.key).toBe('gzip /');
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

describe('content-coding classes', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['GZIP,Deflate', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['br', 'exact:br'],
    ['gzip;q=0', 'exact:gzip;q=0'],
    ['gzip, identity', 'exact:gzip,identity'],
    ['*', 'exact:*'],
  ])('Accept-Encoding %p is class %p', (header, expected) => {
    expect(encodingClassOf(header)).toBe(expected);
  });

  it('keeps gzip for the classes that accept it', () => {
    expect(isCodingAllowedForClass('gzip', 'gzip')).toBe(true);
    expect(isCodingAllowedForClass('gzip', 'identity')).toBe(true);
    expect(isCodingAllowedForClass('gzip', 'br')).toBe(false);
    expect(isCodingAllowedForClass('identity', 'gzip')).toBe(false);
    expect(isCodingAllowedForClass('identity', 'identity')).toBe(true);
  });

  // Next answers through this very middleware: every header of one class must get one coding from it.
  it('matches what Next’s compression serves for every header of a class', async () => {
    const headers = [undefined, 'gzip', 'gzip, deflate, br, zstd', 'deflate, gzip', 'br, gzip', 'gzip, deflate', 'deflate', 'br', 'gzip;q=0', 'identity', '*'];
    const servedBy = new Map<string, Set<string>>();
    for (const header of headers) {
      const coding = await codingServedByNext(header);
      const encodingClass = encodingClassOf(header);
      expect(isCodingAllowedForClass(encodingClass, coding)).toBe(true);
      servedBy.set(encodingClass, new Set([...(servedBy.get(encodingClass) ?? []), coding]));
    }
    expect(Object.fromEntries([...servedBy].map(([encodingClass, codings]) => [encodingClass, [...codings]]))).toMatchObject({
      identity: ['identity'],
      gzip: ['gzip'],
    });
    for (const codings of servedBy.values()) expect(codings.size).toBe(1);
  });
});

/** The Content-Encoding Next's compression middleware gives a 4 KB HTML page for this Accept-Encoding. */
async function codingServedByNext(acceptEncoding: string | undefined): Promise<string> {
  const { createServer, request: send } = await import('node:http');
  const server = createServer((req, res) => {
    compression()(req, res, () => undefined);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<p>page</p>'.repeat(400));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await new Promise<string>((resolve, reject) => {
      const req = send({ port, host: '127.0.0.1', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.headers['content-encoding'] ?? 'identity')));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
