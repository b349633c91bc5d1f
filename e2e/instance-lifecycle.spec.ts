import { request as requestContexts, type APIRequestContext } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * One instance as a load balancer sees it: it renders through its own backend even when the
 * balancer's address (PUBLIC_URL) is out of its reach, and on SIGTERM it keeps serving while it
 * tells the balancer it is draining. Each test starts a server of its own (the suite's build).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: OwnServer | undefined;
let http: APIRequestContext | undefined;
test.afterEach(async () => {
  await http?.dispose();
  await server?.stop();
  server = undefined;
  http = undefined;
});

test('an instance renders its pages through its own backend when the load balancer is out of its reach', async () => {
  test.setTimeout(180_000);
  // `.invalid` never resolves: a render that went out through PUBLIC_URL could read nothing.
  server = await startOwnServer({ PUBLIC_URL: 'http://balancer.example.invalid:8080' });
  http = await requestContexts.newContext({ baseURL: `http://127.0.0.1:${server.port}` });

  // A search is rendered for every request (pages that Next keeps on disk could come from the
  // suite's other servers, which share the build folder).
  const search = await http.get('/search?q=shadowban');
  expect(search.status()).toBe(200);
  expect(await search.text()).toMatch(/href="\/briefs\/[a-z0-9-]+"/);
  expect(server.output()).not.toMatch(/ENOTFOUND|balancer\.example\.invalid.*fail/);
});

test('a stopping instance drains: it keeps answering, /readyz says draining and connections close, then it exits', async () => {
  test.setTimeout(180_000);
  const drainMs = 8000;
  server = await startOwnServer({ SHUTDOWN_DRAIN_MS: String(drainMs) });
  http = await requestContexts.newContext({ baseURL: `http://127.0.0.1:${server.port}` });
  expect((await http.get('/readyz')).status()).toBe(200);

  server.signal('SIGTERM');
  await expect.poll(async () => (await http!.get('/readyz')).status(), { timeout: drainMs / 2 }).toBe(503);
  const readiness = await http.get('/readyz');
  expect(await readiness.json()).toMatchObject({ status: 'draining' });
  expect(readiness.headers().connection).toBe('close');
  expect((await http.get('/healthz')).status()).toBe(200);
  expect((await http.get('/briefs')).status()).toBe(200);

  await expect.poll(() => server!.isRunning(), { timeout: drainMs + 15_000 }).toBe(false);
  expect(server.output()).toContain(`SIGTERM: shutting down after draining for ${drainMs} ms`);
});
