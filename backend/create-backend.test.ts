import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import pg from 'pg';
import type { BackendService } from './core/backend-service';
import { loadBackendConfig } from './core/config';
import { createTempDataDir, removeTempDataDir } from './core/database/temp-data-dir.test-helper';
import { HttpError } from './core/http/http-error';
import { readBody } from './core/http/read-body';
import { sendJson } from './core/http/send';
import { silentLogger, type Logger } from './core/log';
import { createBackend, type Backend } from './create-backend';
import { createTestSchema, testDatabaseSetting } from './data/test-support/test-database';

jest.setTimeout(120_000);

const echo: BackendService = {
  name: 'echo',
  prefix: '/_aws/echo/',
  rootPaths: ['/echo-out'],
  async handle(req, res, ctx) {
    if (ctx.url.pathname.endsWith('/fail')) throw new Error('secret internals at /srv/app.ts:12');
    if (ctx.url.pathname.endsWith('/teapot')) throw new HttpError(418, 'I am a teapot', 'TeapotException');
    const body = await readBody(req);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM backend_secrets');
    sendJson(res, 200, { path: ctx.url.pathname, body: body.toString(), requestId: ctx.requestId, secrets: rows[0].n });
  },
  outputs: (ctx) => ({
    sections: { auth: { aws_region: ctx.config.region } },
    custom: { echo_endpoint: `${ctx.config.publicUrl}/_aws/echo` },
  }),
};

describe('createBackend', () => {
  let dataDir: string;
  let backend: Backend;
  let server: Server;
  let baseUrl: string;
  const logged: string[] = [];
  const log: Logger = { info: () => undefined, error: (message, error) => logged.push(`${message} ${String(error)}`) };

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir, PORT: '3999' }), { services: [echo], log });
    server = createServer((req, res) => {
      void backend.handle(req, res).then((isBackendRoute) => {
        if (!isBackendRoute) sendJson(res, 200, { site: true });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
    removeTempDataDir(dataDir);
  });

  it.each(['http://[bad/', 'http://host:99999/_aws/echo/x', 'http://a b/'])('answers the unparseable target %s with 400, not 500', async (target) => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers GET /_aws/health with {"status":"ok"} and a request id', async () => {
    const response = await fetch(`${baseUrl}/_aws/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves every other path to the site', async () => {
    expect(await (await fetch(`${baseUrl}/briefs/some-brief`)).json()).toEqual({ site: true });
    expect(await (await fetch(`${baseUrl}/_awsome`)).json()).toEqual({ site: true });
  });

  it('routes a service prefix to its handler with the database and request context', async () => {
    const response = await fetch(`${baseUrl}/_aws/echo/anything?x=1`, { method: 'POST', body: 'ping' });
    const body = await response.json();
    expect(body).toMatchObject({ path: '/_aws/echo/anything', body: 'ping', secrets: 0 });
    expect(body.requestId).toBe(response.headers.get('x-amzn-requestid'));
    expect((await fetch(`${baseUrl}/_aws/echo`, { method: 'POST' })).status).toBe(200);
  });

  it("routes a service's root paths to it, and only those exact paths", async () => {
    expect(await (await fetch(`${baseUrl}/echo-out?next=%2F`)).json()).toMatchObject({ path: '/echo-out' });
    expect(await (await fetch(`${baseUrl}/echo-out/more`)).json()).toEqual({ site: true });
    expect(await (await fetch(`${baseUrl}/echo-outside`)).json()).toEqual({ site: true });
  });

  it('answers 404 JSON for an unknown backend path', async () => {
    const response = await fetch(`${baseUrl}/_aws/nothing-here/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotFoundException');
  });

  it('turns a thrown error into a 500 without details, logged server-side', async () => {
    const response = await fetch(`${baseUrl}/_aws/echo/fail`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ __type: 'InternalErrorException', message: 'Internal server error', requestId: expect.any(String) });
    expect(text).not.toContain('secret internals');
    expect(logged.some((line) => line.includes('GET /_aws/echo/fail (echo) failed') && line.includes('secret internals'))).toBe(true);
  });

  it('answers an HttpError with its own status and type', async () => {
    const response = await fetch(`${baseUrl}/_aws/echo/teapot`);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ __type: 'TeapotException', message: 'I am a teapot' });
  });

  it('answers CORS preflights and exposes the AWS headers', async () => {
    const preflight = await fetch(`${baseUrl}/_aws/echo/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://site.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-amz-target,x-amz-user-agent');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const actual = await fetch(`${baseUrl}/_aws/health`, { headers: { Origin: 'http://site.test' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(actual.headers.get('access-control-expose-headers')).toBe('x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date, ETag');
  });

  it("composes amplify_outputs from the services' contributions", async () => {
    expect(await backend.outputs()).toEqual({
      version: '1.3',
      auth: { aws_region: 'us-west-2' },
      custom: { echo_endpoint: 'http://localhost:3999/_aws/echo' },
    });
  });

  it('refuses services whose prefixes are malformed or shared', async () => {
    const config = loadBackendConfig({ DATA_DIR: dataDir });
    await expect(createBackend(config, { services: [{ ...echo, prefix: '/_aws/echo' }], log: silentLogger })).rejects.toThrow(
      /must start and end with "\/"/,
    );
    await expect(createBackend(config, { services: [echo, { ...echo, name: 'other' }], log: silentLogger })).rejects.toThrow(
      /share the prefix/,
    );
    const other = { ...echo, name: 'other', prefix: '/_aws/other/' };
    await expect(createBackend(config, { services: [echo, other], log: silentLogger })).rejects.toThrow(/share the root path/);
    await expect(createBackend(config, { services: [{ ...other, rootPaths: ['logout'] }], log: silentLogger })).rejects.toThrow(
      /must be one path such as \/logout/,
    );
  });
});

describe('createBackend warm-ups', () => {
  it('warms every service up once all have started, and starts even when a warm-up fails', async () => {
    const dataDir = await createTempDataDir();
    const events: string[] = [];
    const logged: string[] = [];
    const log: Logger = { info: () => undefined, error: (message, error) => logged.push(`${message}: ${String(error)}`) };
    const service = (name: string, warmUp: () => Promise<void>): BackendService => ({
      name,
      prefix: `/_aws/${name}/`,
      handle: echo.handle,
      start: async () => void events.push(`start ${name}`),
      warmUp: async () => {
        events.push(`warm ${name}`);
        await warmUp();
      },
    });
    let backend: Backend | undefined;
    try {
      const failing = service('one', () => Promise.reject(new Error('still cold')));
      backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir }), { services: [failing, service('two', async () => undefined)], log });
      expect(events).toEqual(['start one', 'start two', 'warm one', 'warm two']);
      expect(logged).toEqual(['[backend] one did not warm up: Error: still cold']);
    } finally {
      await backend?.close();
      removeTempDataDir(dataDir);
    }
  });
});

// This machine's and CI's server run with autovacuum off, the case the start's vacuum is for.
const canTestOwnUpkeep = testDatabaseSetting('autovacuum') === 'off';

(canTestOwnUpkeep ? describe : describe.skip)('createBackend on a PostgreSQL server whose autovacuum is off', () => {
  it('vacuums at start a table loaded since its last vacuum, so an index can answer its counts', async () => {
    const schema = await createTestSchema('upkeep_test');
    const dataDir = await createTempDataDir();
    let backend: Backend | undefined;
    try {
      const admin = new pg.Client(schema.databaseUrl);
      await admin.connect();
      // A bulk load as a restore leaves it: a few MB, never vacuumed, no page all-visible.
      await admin.query(`CREATE TABLE loaded (id int PRIMARY KEY, body text); INSERT INTO loaded SELECT n, repeat('x', 200) FROM generate_series(1, 20000) AS n`);
      await admin.end();
      backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir, DATABASE_URL: schema.databaseUrl }), { services: [], log: silentLogger });
      const { rows } = await backend.context.db.query<{ vacuumed: string | null; visible: number; pages: number }>(
        `SELECT s.last_vacuum AS vacuumed, c.relallvisible AS visible, c.relpages AS pages
           FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'loaded' AND s.schemaname = current_schema()`,
      );
      expect(rows[0].vacuumed).not.toBeNull();
      expect(Number(rows[0].visible)).toBe(Number(rows[0].pages));
    } finally {
      await backend?.close();
      removeTempDataDir(dataDir);
      await schema.drop();
    }
  });
});
