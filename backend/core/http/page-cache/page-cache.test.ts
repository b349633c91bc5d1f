import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { freshNonce } from './nonce-token';
import type { Queryable } from '../../database/database';
import { startCrossInstanceRevalidation } from '../../revalidation/cross-instance-revalidation';
import { createPageCache, MAX_SEARCH_ANSWERS, type PageCache, type PageCacheOptions } from './page-cache';
import { exchange, startServer, type Exchange } from './test-support/http-exchange';

const ISR_CACHE_CONTROL = 's-maxage=5, stale-while-revalidate=31535995';
const SIGNED_IN = { cookie: 'CognitoIdentityServiceProvider.client.user.idToken=eyJ' };
/** The process's render nonce: what Next renders with, never what a client gets. */
const RENDER_NONCE = freshNonce();

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * A stand-in for Next: an ISR page per path, its version counted up on every render, answered the
 * way Next does (uncompressed, as next.config.ts has it, in chunks), with the render nonce in its
 * policy and on its scripts (one of them cut across two chunks).
 */
function isrPage(cacheControl = ISR_CACHE_CONTROL, bodyBytes = 2000, filler = (bytes: number) => 'x'.repeat(bytes)): Render & { renders: string[] } {
  const renders: string[] = [];
  const render = (req: IncomingMessage, res: ServerResponse) => {
    renders.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    res.setHeader('ETag', `"v${renders.length}"`);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${RENDER_NONCE}' 'strict-dynamic'`);
    const script = `<script nonce="${RENDER_NONCE}">self.n=["${RENDER_NONCE}"]</script>`;
    const html = `<html>${script}<!-- ${req.url} v${renders.length} -->${filler(bodyBytes)}${script}</html>`;
    const cut = html.indexOf(RENDER_NONCE) + 7;
    res.write(html.slice(0, cut));
    res.end(html.slice(cut));
  };
  return Object.assign(render, { renders });
}

/** The nonce an answer's policy names. */
const nonceOf = (answer: Exchange) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
/** An answer's page with its own nonce written as NONCE, so answers compare by content. */
const pageOf = (answer: Exchange) => {
  const html = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body).toString() : answer.body.toString();
  return html.replaceAll(nonceOf(answer) ?? '\0', 'NONCE');
};

describe('the page cache', () => {
  let clock: number;
  let closeServer: (() => Promise<void>) | undefined;

  beforeEach(() => {
    clock = 1_000_000;
  });
  afterEach(async () => {
    await closeServer?.();
    closeServer = undefined;
  });

  /** The cache in front of `render`, on a real server; `arrivals` counts requests the server has received. */
  async function serveThroughCache(render: Render, options: Partial<PageCacheOptions> = {}) {
    const cache: PageCache = createPageCache({ ttlMs: 1000, maxBytes: 1024 * 1024, now: () => clock, renderNonce: RENDER_NONCE, ...options });
    const arrivals: string[] = [];
    const server = await startServer((req, res) => {
      arrivals.push(`${req.method} ${req.url}`);
      cache.serve(req, res, async (innerReq, innerRes) => render(innerReq, innerRes)).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    closeServer = server.close;
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => exchange(server.port, path, headers, method);
    return { cache, get, arrivals, port: server.port };
  }

  it('gives a guest the page the previous guest got, with its headers, without asking Next again', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    const first = await get('/briefs/on-discipline');
    const second = await get('/briefs/on-discipline');
    expect(render.renders).toEqual(['GET /briefs/on-discipline']);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(pageOf(second)).toBe(pageOf(first));
    expect(second.body.length).toBe(first.body.length);
    expect(second.headers).toMatchObject({
      'cache-control': ISR_CACHE_CONTROL,
      etag: '"v1"',
      'x-frame-options': 'SAMEORIGIN',
      'content-length': String(first.body.length),
    });
    expect(second.headers['transfer-encoding']).toBeUndefined();
  });

  it('answers HEAD from a GET’s page, and sends a HEAD with nothing kept on to Next', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    await get('/', {}, 'HEAD');
    const page = await get('/');
    const head = await get('/', {}, 'HEAD');
    expect(render.renders).toEqual(['HEAD /', 'GET /']);
    expect(head.headers).toMatchObject({ 'x-page-cache': 'HIT', 'content-length': String(page.body.length), etag: '"v2"' });
    expect(head.body.length).toBe(0);
  });

  it('asks Next again once the time to live has passed, and never when it is 0', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    await get('/');
    clock += 999;
    expect((await get('/')).headers['x-page-cache']).toBe('HIT');
    clock += 1;
    expect((await get('/')).body.toString()).toContain('v2');

    const uncachedRender = isrPage();
    await closeServer?.();
    const uncached = await serveThroughCache(uncachedRender, { ttlMs: 0 });
    const answers = [await uncached.get('/'), await uncached.get('/')];
    expect(uncachedRender.renders).toHaveLength(2);
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual([undefined, undefined]);
  });

  describe('a page Next has just rendered for its own cache', () => {
    /** Next's answer for an ISR page, saying whether it rendered it now (MISS) or gave it from its cache (HIT). */
    const fromNext = (render: Render, nextCache: () => string): Render => (req, res) => {
      res.setHeader('x-nextjs-cache', nextCache());
      return render(req, res);
    };
    const options = { ttlMs: 1000, renderedTtlMs: 300_000, fenceMs: 5000 };

    it('is kept as long as Next keeps it, and goes with every clear', async () => {
      const render = isrPage();
      const { get, cache } = await serveThroughCache(fromNext(render, () => 'MISS'), options);
      await get('/briefs/on-discipline');
      clock += 299_999;
      expect((await get('/briefs/on-discipline')).headers['x-page-cache']).toBe('HIT');
      clock += 1;
      expect((await get('/briefs/on-discipline')).body.toString()).toContain('v2');
      cache.clear();
      clock += 5000;
      expect((await get('/briefs/on-discipline')).body.toString()).toContain('v3');
      expect(render.renders).toHaveLength(3);
    });

    it('keeps the short time for a page Next gave from its cache, whose age is not known here', async () => {
      const render = isrPage();
      const { get } = await serveThroughCache(fromNext(render, () => 'HIT'), options);
      await get('/briefs/on-discipline');
      clock += 1000;
      expect((await get('/briefs/on-discipline')).body.toString()).toContain('v2');
    });

    it('keeps the short time for a page rendered within the fence after a refresh (a read begun before the edit may be in it)', async () => {
      const render = isrPage();
      const { get, cache } = await serveThroughCache(fromNext(render, () => 'MISS'), options);
      cache.clear();
      clock += 4999;
      await get('/bans/b1');
      clock += 1000;
      expect((await get('/bans/b1')).body.toString()).toContain('v2');
      clock += 299_999;
      expect((await get('/bans/b1')).headers['x-page-cache']).toBe('HIT');
      expect(render.renders).toHaveLength(2);
    });

    it('is kept the short time when the option is not given', async () => {
      const render = isrPage();
      const { get } = await serveThroughCache(fromNext(render, () => 'MISS'));
      await get('/');
      clock += 1000;
      expect((await get('/')).body.toString()).toContain('v2');
    });
  });

  it('never answers a signed-in user, nor keeps what they were sent', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    await get('/', SIGNED_IN);
    await get('/');
    const signedIn = await get('/', SIGNED_IN);
    expect(render.renders).toHaveLength(3);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body.toString()).toContain('v3');
  });

  it.each([
    ['a dynamic page', isrPage('private, no-cache, no-store, max-age=0, must-revalidate')],
    ['a page too big for the cache', isrPage(ISR_CACHE_CONTROL, 5000)],
  ])('keeps nothing of %s', async (_, render) => {
    const { get } = await serveThroughCache(render, { maxBytes: 16 * 1024 });
    const bodies = [(await get('/briefs')).body.toString(), (await get('/briefs')).body.toString()];
    expect(render.renders).toHaveLength(2);
    expect(bodies[1]).toContain('v2');
  });

  it('keeps nothing that sets a cookie or is not a 200 page', async () => {
    const answers: Render[] = [
      (_, res) => void res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': ISR_CACHE_CONTROL, 'Set-Cookie': 'a=1' }).end('page'),
      (_, res) => void res.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': ISR_CACHE_CONTROL }).end('not found'),
      (_, res) => void res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Cache-Control': ISR_CACHE_CONTROL }).end('<rss/>'),
      // Next's not-found page answered 200 (its cached copy after a restore): never kept as the page.
      (_, res) => void res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': ISR_CACHE_CONTROL }).end('<h1>Page not found</h1><script>self.__next_f.push([1,"{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"}"])</script>'),
      // A search shed under load says "try again in a few seconds": a passing state, never given to others.
      (_, res) => void res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=5' }).end('<p class="search-error" role="alert" data-retry-after="2">Search is busy</p>'),
    ];
    for (const answer of answers) {
      let renders = 0;
      const { get } = await serveThroughCache((req, res) => {
        renders += 1;
        return answer(req, res);
      });
      await get('/x');
      await get('/x');
      expect(renders).toBe(2);
      await closeServer?.();
      closeServer = undefined;
    }
  });

  it('renders a page once for a crowd of guests asking at the same moment', async () => {
    const render = isrPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { get, arrivals } = await serveThroughCache(async (req, res) => {
      await gate;
      render(req, res);
    });
    const crowd = Array.from({ length: 5 }, () => get('/'));
    await until(() => arrivals.length === 5);
    release();
    const answers = await Promise.all(crowd);
    expect(render.renders).toEqual(['GET /']);
    expect(new Set(answers.map(pageOf)).size).toBe(1);
    expect(answers.map((answer) => answer.headers['x-page-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
  });

  it('gives out the expired page, within its stale time, while one request has Next render it again', async () => {
    const render = isrPage();
    let release!: () => void;
    let gate = Promise.resolve();
    let entered = 0;
    const { get } = await serveThroughCache(
      async (req, res) => {
        entered += 1;
        await gate;
        render(req, res);
      },
      { staleMs: 5000 },
    );
    await get('/');
    clock += 1000;
    gate = new Promise<void>((resolve) => (release = resolve));
    const refill = get('/');
    await until(() => entered === 2);
    // The refill waits (its turn at the admission gate, under load): others get the kept page meanwhile.
    const meanwhile = await Promise.all([get('/'), get('/', {}, 'HEAD')]);
    expect(meanwhile.map((answer) => answer.headers['x-page-cache'])).toEqual(['HIT', 'HIT']);
    expect(pageOf(meanwhile[0])).toContain('v1');
    release();
    expect(pageOf(await refill)).toContain('v2');
    expect(pageOf(await get('/'))).toContain('v2');
    expect(render.renders).toHaveLength(2);
  });

  it('waits for the new page past the stale time, and gives out no expired page after clear', async () => {
    const render = isrPage();
    const { get, cache } = await serveThroughCache(render, { staleMs: 5000 });
    await get('/');
    clock += 6000;
    expect((await get('/')).headers['x-page-cache']).toBe('MISS');
    clock += 1000;
    cache.clear();
    const after = await get('/', {}, 'HEAD');
    expect(after.headers['x-page-cache']).toBeUndefined();
    expect(render.renders).toEqual(['GET /', 'GET /', 'HEAD /']);
  });

  it('keeps the expired page when its refill is shed with 503, and drops it when the page is gone', async () => {
    let answer: 'page' | 'busy' | 'private' = 'page';
    const render = isrPage();
    const { get } = await serveThroughCache(
      (req, res) => {
        if (answer === 'busy') return void res.writeHead(503, { 'Retry-After': '2', 'Content-Type': 'text/html' }).end('busy');
        if (answer === 'private') return isrPage('private, no-store')(req, res);
        render(req, res);
      },
      { staleMs: 5000 },
    );
    await get('/');
    clock += 1000;
    answer = 'busy';
    expect((await get('/')).status).toBe(503);
    answer = 'page';
    const kept = await get('/', {}, 'HEAD');
    expect(kept.headers['x-page-cache']).toBe('HIT');
    answer = 'private';
    await get('/');
    // No longer shareable: nothing expired stands in for it any more.
    expect((await get('/', {}, 'HEAD')).headers['x-page-cache']).toBeUndefined();
  });

  it('lets requests for a page it may not keep go to Next side by side', async () => {
    const render = isrPage('private, no-store');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const { get } = await serveThroughCache(async (req, res) => {
      renders += 1;
      if (renders === 2) await gate;
      render(req, res);
    });
    await get('/me-ish');
    const held = get('/me-ish');
    await until(() => renders === 2);
    // Were this request queued behind the held one, it would never be rendered and the test would time out.
    await get('/me-ish');
    expect(renders).toBe(3);
    release();
    await held;
  });

  it('gives every answer a nonce of its own, the same in its policy and on its scripts, never the render nonce', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    const answers = [await get('/'), await get('/'), await get('/', { 'accept-encoding': 'gzip' }), await get('/', {}, 'HEAD')];
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    const nonces = answers.map(nonceOf);
    expect(nonces.every((nonce) => /^[A-Za-z0-9_-]{22}$/.test(nonce ?? ''))).toBe(true);
    expect(new Set(nonces).size).toBe(answers.length);
    for (const answer of answers.slice(0, 3)) {
      const html = pageOf(answer);
      expect(html.match(/NONCE/g)).toHaveLength(4);
      expect(html).not.toContain(RENDER_NONCE);
    }
    expect(String(answers[3].headers['content-security-policy'])).not.toContain(RENDER_NONCE);
  });

  it('compresses for clients that take gzip, the first answer and the kept copy alike', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    const zipped = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const plain = await get('/');
    const zippedAgain = await get('/', { 'accept-encoding': 'deflate, gzip' });
    const refusing = await get('/', { 'accept-encoding': 'gzip;q=0' });
    const head = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(render.renders).toHaveLength(1);
    expect(zipped.headers).toMatchObject({ 'x-page-cache': 'MISS', 'content-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zippedAgain.headers).toMatchObject({ 'x-page-cache': 'HIT', 'content-encoding': 'gzip', 'content-length': String(zippedAgain.body.length) });
    expect(zippedAgain.headers.vary).toMatch(/Accept-Encoding/);
    expect(zippedAgain.body.length).toBeLessThan(plain.body.length / 4);
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(new Set([zipped, plain, zippedAgain, refusing].map(pageOf)).size).toBe(1);
    expect(head.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': String(zippedAgain.body.length) });
  });

  it('compresses what a route handler answers, whose headers Next appends as arrays', async () => {
    const route: Render = (_req, res) => {
      // What Next's sendResponse does with a route handler's Response: appendHeader, then a stream.
      res.appendHeader('Content-Type', ['text/csv; charset=utf-8']);
      res.appendHeader('Cache-Control', ['no-cache']);
      res.flushHeaders();
      res.end(`id,name\r\n${'row,text\r\n'.repeat(500)}`);
    };
    const { get } = await serveThroughCache(route);
    const answer = await get('/data/bans.csv', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toMatch(/^id,name\r\n(row,text\r\n){500}$/);
  });

  it('forgets everything on clear, including a page being recorded at that moment', async () => {
    const render = isrPage();
    let release!: () => void;
    let gate = Promise.resolve();
    let entered = 0;
    const { get, cache } = await serveThroughCache(async (req, res) => {
      entered += 1;
      await gate;
      render(req, res);
    });
    await get('/');
    cache.clear();
    gate = new Promise<void>((resolve) => (release = resolve));
    const recording = get('/');
    await until(() => entered === 2);
    cache.clear();
    release();
    expect((await recording).body.toString()).toContain('v2');
    gate = Promise.resolve();
    expect((await get('/')).body.toString()).toContain('v3');
    expect(render.renders).toHaveLength(3);
  });

  it('drops the least recently used pages to stay within its bytes, counted compressed', async () => {
    // Text that hardly compresses: six pages of it do not fit in 6,000 bytes.
    const render = isrPage(ISR_CACHE_CONTROL, 800, (bytes) => randomBytes(bytes).toString('base64'));
    const { get } = await serveThroughCache(render, { maxBytes: 6000 });
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) await get(path);
    expect((await get('/f')).headers['x-page-cache']).toBe('HIT');
    expect((await get('/a')).headers['x-page-cache']).toBe('MISS');
  });

  it('holds a page at its compressed size once it is compressed, and still answers clients that take no gzip', async () => {
    const render = isrPage(ISR_CACHE_CONTROL, 20_000);
    const { get, cache } = await serveThroughCache(render);
    const first = await get('/a');
    await until(() => cache.heldBytes() > 0 && cache.heldBytes() < 5000);
    const zipped = await get('/a', { 'accept-encoding': 'gzip' });
    const plain = await get('/a');
    expect(render.renders).toHaveLength(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageOf(zipped)).toBe(pageOf(first));
    expect(pageOf(plain)).toBe(pageOf(first));
    expect(nonceOf(plain)).not.toBe(nonceOf(zipped));
  });

  it('lets go of pages once they expire, though nobody asks for them again', async () => {
    const sweeps: (() => void)[] = [];
    const render = isrPage();
    const { cache, get } = await serveThroughCache(render, { scheduleSweep: (sweep) => sweeps.push(sweep) });
    await get('/a');
    clock += 500;
    await get('/b');
    expect(sweeps).toHaveLength(1);
    const heldByBoth = cache.heldBytes();

    clock += 500;
    sweeps.shift()?.();
    // /a expired, /b has half its time left: only /b is held, and another sweep is on its way.
    expect(cache.heldBytes()).toBeGreaterThan(0);
    expect(cache.heldBytes()).toBeLessThan(heldByBoth);
    expect(sweeps).toHaveLength(1);
    expect((await get('/b')).headers['x-page-cache']).toBe('HIT');

    clock += 500;
    sweeps.shift()?.();
    expect(cache.heldBytes()).toBe(0);
    expect(sweeps).toHaveLength(0);
  });

  it('lets a conditional request through without keeping or refusing the page', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache((req, res) => {
      if (!req.headers['if-none-match']) return render(req, res);
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${RENDER_NONCE}'`);
      res.writeHead(304, { ETag: '"v1"', 'Cache-Control': ISR_CACHE_CONTROL }).end();
    });
    const notModified = await get('/', { 'if-none-match': '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect((await get('/')).headers['x-page-cache']).toBe('MISS');
    expect((await get('/')).headers['x-page-cache']).toBe('HIT');
    expect(render.renders).toHaveLength(1);
  });

  it('answers 304 to a client that holds the same version', async () => {
    const render = isrPage();
    const { get } = await serveThroughCache(render);
    await get('/');
    const notModified = await get('/', { 'if-none-match': 'W/"v0", "v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toMatchObject({ etag: '"v1"', 'cache-control': ISR_CACHE_CONTROL, 'x-page-cache': 'HIT' });
    // The client keeps the policy stored with its copy: a new nonce here would not match that copy's scripts.
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.body.length).toBe(0);
    expect((await get('/', { 'if-none-match': '"v0"' })).status).toBe(200);
    expect(render.renders).toHaveLength(1);
  });

  describe('guests’ /api/search answers', () => {
    /**
     * A stand-in for the search route: the public records whose name holds `q`, as JSON marked
     * `no-store` for browsers; every run is counted. It also takes the site's POST /api/revalidate.
     */
    function searchRoute(records: Set<string>): Render & { searches: string[] } {
      const searches: string[] = [];
      const route = (req: IncomingMessage, res: ServerResponse) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === '/api/revalidate') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":{"tags":[],"paths":[]}}');
        searches.push(`${req.url}${req.headers.cookie ? ' (signed in)' : ''}`);
        const q = url.searchParams.get('q') ?? '';
        const hits = [...records].filter((record) => record.includes(q));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ hits, run: searches.length }));
      };
      return Object.assign(route, { searches });
    }

    it('answers the same query again without a second search, whatever the parameters’ order, still no-store for browsers', async () => {
      const route = searchRoute(new Set(['ban-appeal-1', 'ban-appeal-2']));
      const { get } = await serveThroughCache(route);
      const first = await get('/api/search?q=appeal&kind=bans');
      const second = await get('/api/search?kind=bans&q=appeal');
      expect(route.searches).toEqual(['/api/search?q=appeal&kind=bans']);
      expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
      expect(second.body.toString()).toBe(first.body.toString());
      expect(second.headers['cache-control']).toBe('no-store');
      // Another query, or the same words in another order of repeated names, is another search.
      await get('/api/search?q=appeal-2&kind=bans');
      await get('/api/search?kind=bans&kind=profiles&q=appeal');
      await get('/api/search?kind=profiles&kind=bans&q=appeal');
      expect(route.searches).toHaveLength(4);
    });

    it('never shares an answer with a signed-in caller, either way', async () => {
      const route = searchRoute(new Set(['ban-appeal-1']));
      const { get } = await serveThroughCache(route);
      await get('/api/search?q=appeal', SIGNED_IN);
      await get('/api/search?q=appeal');
      const signedIn = await get('/api/search?q=appeal', SIGNED_IN);
      expect(route.searches).toEqual(['/api/search?q=appeal (signed in)', '/api/search?q=appeal', '/api/search?q=appeal (signed in)']);
      expect(signedIn.headers['x-page-cache']).toBeUndefined();
    });

    it('searches again on the very next request once a moderator’s hide has refreshed the site', async () => {
      const records = new Set(['ban-appeal-1', 'ban-appeal-2']);
      const route = searchRoute(records);
      const { get, cache, port } = await serveThroughCache(route);
      const origin = `http://127.0.0.1:${port}`;
      const log = { info: () => undefined, error: () => undefined };
      // The embedded database's setup: no notice channel, so the database is never read.
      const revalidation = await startCrossInstanceRevalidation({ db: {} as Queryable, pageCache: cache, secret: 'secret', loopbackOrigin: origin, publicUrl: origin, log });
      await get('/api/search?q=appeal');
      expect(JSON.parse((await get('/api/search?q=appeal')).body.toString()).hits).toEqual(['ban-appeal-1', 'ban-appeal-2']);
      expect(route.searches).toHaveLength(1);

      // What the hide mutation waits for before it answers the moderator (backend/main.ts).
      records.delete('ban-appeal-1');
      await revalidation.refreshEverywhere({ tags: ['bans'], paths: [] });
      const next = await get('/api/search?q=appeal');
      expect(next.headers['x-page-cache']).toBe('MISS');
      expect(JSON.parse(next.body.toString()).hits).toEqual(['ban-appeal-2']);
      expect(route.searches).toHaveLength(2);
      await revalidation.close();
    });

    it('keeps a small open data file the same way, and lets a download too big to keep stream on without holding up the next one', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const downloads: string[] = [];
      const { get } = await serveThroughCache(async (req, res) => {
        downloads.push(req.url ?? '');
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        if (req.url === '/data/bans.csv') return void res.end(`id\n${downloads.length}\n`);
        // The whole set: more than the cache takes, then the rest once the test lets it go.
        res.write('x'.repeat(300 * 1024));
        if (downloads.length === 1) await held;
        res.end('end\n');
      }, { maxBytes: 1024 * 1024 });
      const small = [await get('/data/bans.csv'), await get('/data/bans.csv')];
      expect(small.map((answer) => [answer.headers['x-page-cache'], answer.headers['cache-control'], answer.body.toString()])).toEqual([
        ['MISS', 'no-cache', 'id\n1\n'],
        ['HIT', 'no-cache', 'id\n1\n'],
      ]);

      downloads.length = 0;
      const whole = get('/data/bans.json?platform=youtube');
      await until(() => downloads.length === 1);
      // The first is still streaming: the second has Next answer it rather than wait for the first's end.
      const second = await get('/data/bans.json?platform=youtube');
      expect(second.body.length).toBe(300 * 1024 + 4);
      release();
      expect((await whole).body.length).toBe(300 * 1024 + 4);
      expect(downloads).toHaveLength(2);
    });

    it('holds at most MAX_SEARCH_ANSWERS answers, in a quarter of the pages’ bytes, beside the pages', async () => {
      const route = searchRoute(new Set(['x'.repeat(900)]));
      const render: Render = (req, res) => ((req.url ?? '').startsWith('/api/') ? route(req, res) : isrPage()(req, res));
      const { get } = await serveThroughCache(render, { maxBytes: 16 * 1024 });
      await get('/');
      // About 1 KB each: 4 KB holds three, and they push no page out.
      for (const word of ['x', 'xx', 'xxx', 'xxxx', 'xxxxx']) await get(`/api/search?q=${word}`);
      expect((await get('/api/search?q=xxxxx')).headers['x-page-cache']).toBe('HIT');
      expect((await get('/api/search?q=x')).headers['x-page-cache']).toBe('MISS');
      expect((await get('/')).headers['x-page-cache']).toBe('HIT');

      const small = searchRoute(new Set());
      await closeServer?.();
      const many = await serveThroughCache(small, { maxBytes: 64 * 1024 * 1024 });
      for (let index = 0; index <= MAX_SEARCH_ANSWERS; index += 1) await many.get(`/api/search?q=${index}`);
      expect((await many.get(`/api/search?q=${MAX_SEARCH_ANSWERS}`)).headers['x-page-cache']).toBe('HIT');
      expect((await many.get('/api/search?q=0')).headers['x-page-cache']).toBe('MISS');
    });
  });
});

/** Waits (a turn of the event loop at a time) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
