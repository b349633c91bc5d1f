/**
 * Cross-instance invalidation on one PostgreSQL database: an edit revalidated on one instance
 * empties every other instance's page cache and reaches its site within a second. Each instance
 * here is the one server's routing for pages and POST /api/revalidate (backend/main.ts) in front
 * of a stand-in site: ISR pages with a version counted up per render, and a revalidate route that
 * takes a signed-in editor (a test header) or the server's secret, as the real route does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestSchema, isTestDatabaseReachable, TEST_DATABASE_SERVER, type TestSchema } from '../../data/test-support/test-database';
import type { Database } from '../database/database';
import { openDatabase } from '../database/open-database';
import { createPageCache } from '../http/page-cache/page-cache';
import { freshNonce } from '../http/page-cache/nonce-token';
import { exchange } from '../http/page-cache/test-support/http-exchange';
import type { Logger } from '../log';
import { CACHE_TAGS } from '../../../amplify/data/public-refresh';
import { ACK_TIMEOUT_MS, RELAY_RETRY_DELAYS_MS, startCrossInstanceRevalidation, type CrossInstanceRevalidation } from './cross-instance-revalidation';
import { announceFromOutside } from './announce-from-outside';
import { EVERYTHING_PUBLIC } from './everything-public';
import { channelNameFor } from './revalidation-channel';
import { carriesServerSecret, newServerSecret } from './server-credential';

jest.setTimeout(60_000);

const EDITOR = { 'x-test-editor': '1' };

interface Instance {
  port: number;
  /** Every revalidation the stand-in site carried out, and whether the server relayed it. */
  refreshed: { tags: string[]; paths: string[]; relayed: boolean }[];
  logs: string[];
  get(path: string): ReturnType<typeof exchange>;
  revalidate(tags: string[], paths?: string[]): Promise<number>;
  /** What a mutation's answer waits for (backend/main.ts hands it the data API's changes). */
  refreshEverywhere(tags: string[], paths?: string[]): Promise<void>;
  /** The stand-in site takes this long to answer a relayed refresh. */
  relayDelay: { ms: number };
  /** The stand-in site answers this many relayed refreshes with 503 (as if it were failing) before it takes them again. */
  refusedRelays: { count: number };
  stop(): Promise<void>;
}

const openedDatabases: Database[] = [];

async function startInstance(databaseUrl?: string): Promise<Instance> {
  const renderNonce = freshNonce();
  const pageCache = createPageCache({ ttlMs: 5000, maxBytes: 1024 * 1024, renderNonce });
  const refreshed: Instance['refreshed'] = [];
  const logs: string[] = [];
  const log: Logger = { info: (message) => logs.push(message), error: (message) => logs.push(`ERROR ${message}`) };
  const secret = newServerSecret();
  let renders = 0;
  const relayDelay = { ms: 0 };
  const refusedRelays = { count: 0 };
  /** Started once the server's port is known. */
  const mounted: { revalidation?: CrossInstanceRevalidation } = {};

  const site = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const relayed = carriesServerSecret(req.headers, secret);
        if (!relayed && req.headers['x-test-editor'] !== '1') return void res.writeHead(401).end('{"message":"Sign in first."}');
        if (relayed && refusedRelays.count > 0) {
          refusedRelays.count -= 1;
          return void res.writeHead(503).end('{"message":"Busy."}');
        }
        const { tags, paths = [] } = JSON.parse(Buffer.concat(chunks).toString()) as { tags: string[]; paths?: string[] };
        setTimeout(
          () => {
            refreshed.push({ tags, paths, relayed });
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ revalidated: { tags, paths } }));
          },
          relayed ? relayDelay.ms : 0,
        );
      });
      return;
    }
    renders += 1;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=5, stale-while-revalidate=31535995' });
    res.end(`<html>${req.url} v${renders}</html>`);
  };
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/revalidate') mounted.revalidation?.watch(req, res);
    void pageCache.serve(req, res, async (innerReq, innerRes) => site(innerReq, innerRes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const db = databaseUrl ? await openDatabase({ dataDir: '/nonexistent', databaseUrl }) : undefined;
  if (db) openedDatabases.push(db);
  mounted.revalidation = await startCrossInstanceRevalidation({
    databaseUrl,
    db: db ?? { query: () => Promise.reject(new Error('no database')) },
    pageCache,
    secret,
    loopbackOrigin: `http://127.0.0.1:${port}`,
    publicUrl: `http://localhost:${port}`,
    log,
  });
  const stop = async () => {
    await mounted.revalidation?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    port,
    refreshed,
    logs,
    get: (path) => exchange(port, path),
    async revalidate(tags, paths = []) {
      const body = JSON.stringify({ tags, paths });
      const answer = await fetch(`http://127.0.0.1:${port}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', ...EDITOR }, body });
      await answer.arrayBuffer();
      return answer.status;
    },
    refreshEverywhere: (tags, paths = []) => mounted.revalidation!.refreshEverywhere({ tags, paths }),
    relayDelay,
    refusedRelays,
    stop,
  };
}

/** Polls until `condition` holds; resolves with the milliseconds it took, or fails past the deadline. */
async function within(ms: number, condition: () => boolean): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** The page's version, and whether the page cache answered it. */
const versionOf = async (instance: Instance, path: string) => {
  const answer = await instance.get(path);
  return `${/v(\d+)/.exec(answer.body.toString())?.[0]} ${String(answer.headers['x-page-cache'] ?? 'LIVE')}`;
};

afterAll(async () => {
  await Promise.all(openedDatabases.map((db) => db.close()));
});

describe('without PostgreSQL (the embedded database)', () => {
  it('empties its own page cache after a revalidation, as before, and tells nobody', async () => {
    const alone = await startInstance();
    try {
      expect(await versionOf(alone, '/briefs')).toBe('v1 MISS');
      expect(await versionOf(alone, '/briefs')).toBe('v1 HIT');
      expect(await alone.revalidate(['briefs'])).toBe(200);
      expect(await versionOf(alone, '/briefs')).toBe('v2 MISS');
      expect(alone.refreshed).toEqual([{ tags: ['briefs'], paths: [], relayed: false }]);
      expect(alone.logs).toEqual([]);
    } finally {
      await alone.stop();
    }
  });

  it('a change the server makes itself is refreshed by its own site before the call resolves', async () => {
    const alone = await startInstance();
    try {
      expect(await versionOf(alone, '/bans/b1')).toBe('v1 MISS');
      expect(await versionOf(alone, '/bans/b1')).toBe('v1 HIT');
      await alone.refreshEverywhere(['platform-bans'], ['/bans/b1']);
      expect(alone.refreshed).toEqual([{ tags: ['platform-bans'], paths: ['/bans/b1'], relayed: true }]);
      expect(await versionOf(alone, '/bans/b1')).toBe('v2 MISS');
    } finally {
      await alone.stop();
    }
  });

  it('a refresh the site refused is asked again until it is taken, since pages are kept for minutes', async () => {
    const alone = await startInstance();
    try {
      alone.refusedRelays.count = 1;
      await alone.refreshEverywhere(['briefs'], ['/briefs']);
      expect(alone.refreshed).toEqual([]);
      expect(alone.logs).toEqual(['ERROR [revalidation] the site answered 503 to a change']);
      await within(RELAY_RETRY_DELAYS_MS[0] + 5000, () => alone.refreshed.length === 1);
      expect(alone.refreshed).toEqual([{ tags: ['briefs'], paths: ['/briefs'], relayed: true }]);
    } finally {
      await alone.stop();
    }
  });
});

const isReachable = isTestDatabaseReachable();
if (!isReachable) console.warn(`SKIPPED on PostgreSQL: no server answered at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL).`);

(isReachable ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let schema: TestSchema;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    schema = await createTestSchema('revalidation_test');
    [first, second] = await Promise.all([startInstance(schema.databaseUrl), startInstance(schema.databaseUrl)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await schema?.drop();
  });

  it('an edit on one empties the other’s page cache and refreshes its site within a second', async () => {
    expect(await versionOf(second, '/briefs/on-discipline')).toBe('v1 MISS');
    expect(await versionOf(second, '/briefs/on-discipline')).toBe('v1 HIT');

    expect(await first.revalidate(['briefs'], ['/briefs/on-discipline'])).toBe(200);
    const took = await within(1000, () => second.refreshed.length === 1);
    expect(took).toBeLessThan(1000);
    expect(second.refreshed).toEqual([{ tags: ['briefs'], paths: ['/briefs/on-discipline'], relayed: true }]);
    expect(await versionOf(second, '/briefs/on-discipline')).toBe('v2 MISS');

    // The sender skips its own notice, and a relayed refresh is not announced again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.refreshed).toEqual([{ tags: ['briefs'], paths: ['/briefs/on-discipline'], relayed: false }]);
    expect(second.refreshed).toHaveLength(1);
    expect([...first.logs, ...second.logs].filter((line) => line.startsWith('ERROR'))).toEqual([]);
  });

  it('a change the server makes is refreshed on every instance before the call resolves', async () => {
    const kept = (await versionOf(second, '/bans/b1')).replace(' MISS', '');
    expect(await versionOf(second, '/bans/b1')).toBe(`${kept} HIT`);
    const [firstBefore, secondBefore] = [first.refreshed.length, second.refreshed.length];
    // The other instance's site is slow: the call waits for it, not only for the notice to leave.
    second.relayDelay.ms = 300;
    const started = Date.now();
    try {
      await first.refreshEverywhere(['platform-bans', 'profiles'], ['/bans/b1']);
    } finally {
      second.relayDelay.ms = 0;
    }
    const took = Date.now() - started;
    expect(first.refreshed.slice(firstBefore)).toEqual([{ tags: ['platform-bans', 'profiles'], paths: ['/bans/b1'], relayed: true }]);
    expect(second.refreshed.slice(secondBefore)).toEqual([{ tags: ['platform-bans', 'profiles'], paths: ['/bans/b1'], relayed: true }]);
    expect(await versionOf(second, '/bans/b1')).toMatch(/ MISS$/);
    expect(await versionOf(second, '/bans/b1')).not.toBe(`${kept} HIT`);
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(1500);
    expect([...first.logs, ...second.logs].filter((line) => line.startsWith('ERROR'))).toEqual([]);
  });

  it('an instance that never answers holds a change back no longer than the bound', async () => {
    // A listener on the deployment's channel, as an instance whose site hangs would show.
    const silent = new pg.Client({ connectionString: schema.databaseUrl, application_name: 'streamit-revalidation' });
    await silent.connect();
    try {
      const channel = channelNameFor(schema.databaseUrl.match(/search_path%3D([a-z0-9_]+)/)?.[1] ?? '');
      await silent.query(`LISTEN ${channel}`);
      const started = Date.now();
      await first.refreshEverywhere(['streams'], []);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(ACK_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(ACK_TIMEOUT_MS + 1000);
      expect(first.logs.filter((line) => line.startsWith('ERROR'))).toEqual([`ERROR [revalidation] 2 of 3 instances confirmed a change within ${ACK_TIMEOUT_MS} ms`]);
      first.logs.length = 0;
    } finally {
      await silent.end();
    }
  });

  it('a refused revalidation (a visitor without a session) tells nobody', async () => {
    const before = second.refreshed.length;
    const answer = await fetch(`http://127.0.0.1:${first.port}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-revalidate-secret': 'guessed' },
      body: JSON.stringify({ tags: ['briefs'] }),
    });
    expect(answer.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.refreshed).toHaveLength(before);
  });

  it('listens again after the connection is lost, emptying the page cache and refreshing every page and read for what it may have missed', async () => {
    expect(await versionOf(second, '/profiles')).toMatch(/ MISS$/);
    expect(await versionOf(second, '/profiles')).toMatch(/ HIT$/);
    const admin = new pg.Client(TEST_DATABASE_SERVER);
    await admin.connect();
    try {
      const channel = channelNameFor(schema.databaseUrl.match(/search_path%3D([a-z0-9_]+)/)?.[1] ?? '');
      const { rowCount } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'streamit-revalidation' AND query = $1",
        [`LISTEN ${channel}`],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await within(5000, () => second.logs.includes('[revalidation] listening again') && first.logs.includes('[revalidation] listening again'));
    expect(await versionOf(second, '/profiles')).toMatch(/ MISS$/);
    // Next's pages and reads, kept for minutes, are refreshed whole on both: every model's tag and every listing.
    const everything = { tags: EVERYTHING_PUBLIC.tags, paths: EVERYTHING_PUBLIC.paths, relayed: true };
    await within(5000, () => [first, second].every((instance) => instance.refreshed.some((entry) => JSON.stringify(entry) === JSON.stringify(everything))));
    expect([...EVERYTHING_PUBLIC.tags].sort()).toEqual(Object.values(CACHE_TAGS).sort());
    expect(EVERYTHING_PUBLIC.paths).toEqual(expect.arrayContaining(['/', '/briefs', '/profiles', '/platforms', '/streams', '/personalities']));

    const before = second.refreshed.length;
    expect(await first.revalidate(['profiles'])).toBe(200);
    await within(1000, () => second.refreshed.length === before + 1);
    expect(second.refreshed.at(-1)).toEqual({ tags: ['profiles'], paths: [], relayed: true });
  });

  it('a command writing to the database (the sample reset, a restore) has every running instance refresh', async () => {
    const command = await openDatabase({ dataDir: '/nonexistent', databaseUrl: schema.databaseUrl });
    openedDatabases.push(command);
    const change = { tags: ['streams'], paths: ['/streams/reset-from-outside'] };
    const heard = (instance: Instance) => instance.refreshed.some((entry) => JSON.stringify(entry) === JSON.stringify({ ...change, relayed: true }));
    expect([first, second].some(heard)).toBe(false);
    await announceFromOutside(command, change);
    await within(2000, () => heard(first) && heard(second));
  });

  it('another deployment in another schema of the same server hears nothing', async () => {
    const otherSchema = await createTestSchema('revalidation_other');
    const other = await startInstance(otherSchema.databaseUrl);
    try {
      expect(await first.revalidate(['streams'])).toBe(200);
      await within(1000, () => second.refreshed.some((entry) => entry.tags.includes('streams')));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(other.refreshed).toEqual([]);
    } finally {
      await other.stop();
      await otherSchema.drop();
    }
  });
});
