import { exchange, startServer } from '../http/page-cache/test-support/http-exchange';
import { createHealthProbes, type HealthProbeOptions } from './health-probes';

type Served = { port: number; close(): Promise<void> };
let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** The probes in front of a stand-in site that answers 404 with "site". */
async function serveProbes(options: HealthProbeOptions): Promise<number> {
  const probes = createHealthProbes(options);
  served = await startServer((req, res) => {
    void probes.answer(req, res).then((answered) => {
      if (!answered) res.writeHead(404).end('site');
    });
  });
  return served.port;
}

const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;
const never = () => new Promise<void>(() => undefined);

describe('health probes', () => {
  it('answers liveness at once, whatever the dependencies do', async () => {
    const port = await serveProbes({ checks: { database: never } });
    const live = await exchange(port, '/healthz');
    expect(live.status).toBe(200);
    expect(json(live.body)).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with every check passing, and HEAD with the same status and no body', async () => {
    const port = await serveProbes({ checks: { database: async () => undefined, storage: async () => undefined } });
    const ready = await exchange(port, '/readyz?from=lb');
    expect(ready.status).toBe(200);
    expect(json(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    const head = await exchange(port, '/readyz', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('reports the details it is given beside the checks, which do not decide readiness', async () => {
    const backup = { lastBackupAt: '2026-11-25T10:00:00.000Z', ageSeconds: 3600, lastRun: 'failed' };
    const port = await serveProbes({ checks: { database: async () => undefined }, details: () => ({ backup }) });
    const ready = await exchange(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(json(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok' }, backup });
  });

  it('answers 503 naming the failed and the timed-out check, without the error’s words', async () => {
    const failures: string[] = [];
    const port = await serveProbes({
      timeoutMs: 100,
      checks: {
        database: never,
        storage: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:9000 secret-key');
        },
      },
      onCheckFailed: (name) => failures.push(name),
    });
    const started = Date.now();
    const answer = await exchange(port, '/readyz');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(503);
    expect(json(answer.body)).toEqual({ status: 'unavailable', checks: { database: 'timeout', storage: 'failed' } });
    expect(answer.body.toString()).not.toMatch(/10\.0\.0\.7|secret|ECONN/);
    expect(failures.sort()).toEqual(['database', 'storage']);
    expect((await exchange(port, '/readyz', {}, 'HEAD')).status).toBe(503);
  });

  it('shares one round of checks between probes that arrive together', async () => {
    let runs = 0;
    let release!: () => void;
    const port = await serveProbes({
      checks: {
        database: () => {
          runs += 1;
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const probes = Promise.all([exchange(port, '/readyz'), exchange(port, '/readyz'), exchange(port, '/readyz')]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect((await probes).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(runs).toBe(1);
    await exchange(port, '/readyz');
    expect(runs).toBe(2);
  });

  it('fails readiness while draining, liveness still answering', async () => {
    let isDraining = false;
    const port = await serveProbes({ checks: { database: async () => undefined }, isDraining: () => isDraining });
    expect((await exchange(port, '/readyz')).status).toBe(200);
    isDraining = true;
    const draining = await exchange(port, '/readyz');
    expect(draining.status).toBe(503);
    expect(json(draining.body)).toEqual({ status: 'draining' });
    expect((await exchange(port, '/healthz')).status).toBe(200);
  });

  it('refuses other methods and leaves every other path to the site', async () => {
    const port = await serveProbes({ checks: {} });
    const post = await exchange(port, '/healthz', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    for (const path of ['/healthz/', '/readyz.json', '/health', '/']) {
      const other = await exchange(port, path);
      expect([other.status, other.body.toString()]).toEqual([404, 'site']);
    }
  });
});
