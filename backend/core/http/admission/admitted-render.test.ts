import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmissionGate } from './admission-gate';
import { admittedRender } from './admitted-render';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from './busy-answer';

/** A server whose renders stay open until the test lets them finish. */
async function startServer(options: { maxQueued: number; maxWaitMs: number }) {
  const held: ServerResponse[] = [];
  const gate = createAdmissionGate({
    maxActive: 2,
    maxWaitMs: options.maxWaitMs,
    lanes: { page: { maxActive: 1, maxQueued: options.maxQueued }, search: { maxActive: 1, maxQueued: options.maxQueued }, export: { maxActive: 1, maxQueued: options.maxQueued } },
  });
  const render = admittedRender(gate, async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/_next/static/')) return void res.end('static');
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.write('<p>streaming');
    held.push(res);
  });
  const server: Server = createServer((req, res) => void render(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const heldCount = (count: number) => until(() => held.length >= count);
  return { origin, held, heldCount, until, gate, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('renders behind the admission gate', () => {
  let site: Awaited<ReturnType<typeof startServer>> | undefined;
  afterEach(async () => {
    site?.held.forEach((res) => res.end());
    await site?.close();
  });

  it('holds the place until a streamed answer has ended, then lets the next one in', async () => {
    site = await startServer({ maxQueued: 5, maxWaitMs: 60_000 });
    const first = await fetch(`${site.origin}/`);
    const second = fetch(`${site.origin}/briefs`);
    await site.heldCount(1);
    // Next's handler has returned, but the page is still streaming: the second waits.
    await site.until(() => site?.gate.figures().page.queued === 1);
    expect(site.gate.figures().page).toEqual({ active: 1, queued: 1, refused: 0 });
    expect(site.held).toHaveLength(1);
    site.held[0].end('</p>');
    expect(await first.text()).toBe('<p>streaming</p>');
    await site.heldCount(2);
    site.held[1].end();
    expect((await second).status).toBe(200);
  });

  it('answers 503 with Retry-After, never cached, as a page or as JSON for the API, and lets ungated files through', async () => {
    site = await startServer({ maxQueued: 0, maxWaitMs: 60_000 });
    await fetch(`${site.origin}/`);
    await site.heldCount(1);
    const page = await fetch(`${site.origin}/platforms`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(BUSY_MESSAGE);
    const search = await fetch(`${site.origin}/api/search?q=appeal`);
    expect(search.status).toBe(200); // its own lane had a place
    await site.heldCount(2);
    const refusedSearch = await fetch(`${site.origin}/api/search?q=appeal`);
    expect(refusedSearch.status).toBe(503);
    expect(await refusedSearch.json()).toEqual({ message: BUSY_MESSAGE });
    expect(await (await fetch(`${site.origin}/_next/static/chunk.js`)).text()).toBe('static');
  });

  it('answers 503 to a request that waited its longest', async () => {
    site = await startServer({ maxQueued: 5, maxWaitMs: 50 });
    await fetch(`${site.origin}/`);
    await site.heldCount(1);
    expect((await fetch(`${site.origin}/bans`)).status).toBe(503);
    expect(site.gate.figures().page).toEqual({ active: 1, queued: 0, refused: 1 });
  });
});
