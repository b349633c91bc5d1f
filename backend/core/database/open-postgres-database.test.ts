import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { silentLogger } from '../log';
import { getOrCreateSecret } from '../secrets';
import type { Database } from './database';
import { runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { withoutJit } from './open-postgres-database';

jest.setTimeout(60_000);

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `core_test_${randomBytes(5).toString('hex')}`;
// Every connection of these tests lands in a schema of its own, dropped afterwards.
const databaseUrl = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

/** Jest cannot skip after an await, so reachability is probed synchronously in a child process. */
function isServerReachable(url: string): boolean {
  const probe = `new (require('pg').Client)(${JSON.stringify(url)}).connect().then(() => process.exit(0), () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 10_000 }).status === 0;
}

const isReachable = isServerReachable(serverUrl);
if (!isReachable) {
  console.warn(`SKIPPED: the PostgreSQL tests need a server at ${serverUrl} (set TEST_DATABASE_URL); none answered.`);
}

describe('withoutJit', () => {
  it('adds the setting to an address, after any options it has, and leaves other forms alone', () => {
    expect(withoutJit('postgres://app:p%40ss@db:5432/site')).toBe('postgres://app:p%40ss@db:5432/site?options=-c+jit%3Doff');
    expect(new URL(withoutJit('postgresql://db/site?sslmode=require&options=-c%20search_path%3Dx')).searchParams.get('options')).toBe('-c search_path=x -c jit=off');
    expect(withoutJit('socket:/var/run/postgresql?db=site')).toBe('socket:/var/run/postgresql?db=site');
    expect(withoutJit('not an address')).toBe('not an address');
  });
});

(isReachable ? describe : describe.skip)('the PostgreSQL database (DATABASE_URL)', () => {
  const opened: Database[] = [];
  const open = async () => {
    const db = await openDatabase({ dataDir: '/nonexistent', databaseUrl });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  });

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('lets several instances migrate at once, each file applied exactly once', async () => {
    const instances = await Promise.all([open(), open(), open()]);
    const ran = await Promise.all(instances.map((db) => runMigrations(db, { log: silentLogger })));
    const { rows } = await instances[0].query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(ran.flat().sort()).toEqual(rows.map((row) => row.name));
    expect(rows.map((row) => row.name)).toContain('0001_core.sql');
  });

  it('gives every instance the same secret when they race to create it', async () => {
    const instances = await Promise.all([open(), open(), open(), open()]);
    const values = await Promise.all(
      instances.map((db, index) => getOrCreateSecret(db, 'raced-secret', async () => `instance-${index}`)),
    );
    expect(new Set(values).size).toBe(1);
  });

  it('commits, rolls back, and runs several statements in one query like the embedded database', async () => {
    const db = await open();
    await db.query('CREATE TABLE items (id int PRIMARY KEY); INSERT INTO items VALUES (1)');
    await db.transaction((tx) => tx.query('INSERT INTO items VALUES (2)'));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES (3)');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES (4)');
        await tx.query('INSERT INTO items VALUES (1)').catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    const { rows } = await db.query('SELECT count(*) AS n, max(id) AS top FROM items');
    expect(rows).toEqual([{ n: '2', top: 2 }]);
    await expect(db.query('INSERT INTO items VALUES (1)')).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps an idle connection for the next statement, however long the quiet spell', async () => {
    // Only the pool's timers are faked: the connection's I/O and promises run for real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const db = await open();
      const backendPid = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const first = await backendPid();
      jest.advanceTimersByTime(10 * 60_000);
      expect(await backendPid()).toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a script that never closes its database exit once its connections are idle', () => {
    const script = `
      const { openDatabase } = require('./backend/core/database/open-database');
      openDatabase({ dataDir: '/nonexistent', databaseUrl: ${JSON.stringify(databaseUrl)} })
        .then((db) => db.query('SELECT 1'))
        .then(() => console.log('queried'));`;
    // A pool that kept its idle connections referenced would hold the process until the timeout.
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 45_000 });
    expect({ status: child.status, stdout: child.stdout.trim() }).toEqual({ status: 0, stdout: 'queried' });
  });

  it('never JIT-compiles a statement, on any of its connections, and keeps the address options', async () => {
    const db = await open();
    // Ten transactions at once take ten connections: each must have the setting.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          const [jit] = (await tx.query<{ jit: string }>('SHOW jit')).rows;
          const [path] = (await tx.query<{ search_path: string }>('SHOW search_path')).rows;
          // Held until all ten are open, so no two share a connection.
          await new Promise((resolve) => setTimeout(resolve, 200));
          return `${jit.jit} ${path.search_path}`;
        }),
      ),
    );
    expect(new Set(settings)).toEqual(new Set([`off ${schema}`]));
  });

  it('fails fast with the server named and no password when it cannot connect', async () => {
    const unreachable = 'postgres://someone:hunter2@127.0.0.1:1/nowhere';
    const attempt = openDatabase({ dataDir: '/nonexistent', databaseUrl: unreachable });
    await expect(attempt).rejects.toThrow(/Could not connect to the PostgreSQL server of DATABASE_URL \(127\.0\.0\.1:1\/nowhere\)/);
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });
});
