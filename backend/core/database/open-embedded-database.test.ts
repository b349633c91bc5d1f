import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './open-database';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';

jest.setTimeout(120_000);

describe('the embedded database', () => {
  let dataDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    db = await openDatabase({ dataDir });
    await db.query('CREATE TABLE items (id int PRIMARY KEY, label text)');
  });

  afterAll(async () => {
    await db.close();
    removeTempDataDir(dataDir);
  });

  it('answers with the values node-postgres would give', async () => {
    const { rows } = await db.query<{ big: unknown; at: unknown; doc: unknown; bytes: unknown }>(
      "SELECT 9007199254740993::int8 AS big, now() AS at, '{\"a\":[1]}'::jsonb AS doc, $1::bytea AS bytes",
      [Buffer.from('hi')],
    );
    expect(rows[0].big).toBe('9007199254740993');
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].doc).toEqual({ a: [1] });
    expect(Buffer.isBuffer(rows[0].bytes) && rows[0].bytes.toString()).toBe('hi');
  });

  it('runs several statements in one parameterless query and reports the last', async () => {
    const result = await db.query("INSERT INTO items VALUES (100, 'x'); SELECT label FROM items WHERE id = 100");
    expect(result).toEqual({ rows: [{ label: 'x' }], rowCount: 1 });
    await db.query('DELETE FROM items WHERE id = 100');
  });

  it('commits a transaction that resolves', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO items VALUES (1, 'kept')");
      return 'done';
    });
    expect(value).toBe('done');
    expect((await db.query('SELECT label FROM items WHERE id = 1')).rows).toEqual([{ label: 'kept' }]);
  });

  it('rolls back a transaction that throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items VALUES (2, 'gone')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT * FROM items WHERE id = 2')).rowCount).toBe(0);
  });

  it('does not report success when a failed statement was caught inside the transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO items VALUES (3, 'first')");
        await tx.query("INSERT INTO items VALUES (3, 'duplicate')").catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect((await db.query('SELECT * FROM items WHERE id = 3')).rowCount).toBe(0);
  });

  it('keeps other queries out of an open transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO items VALUES (4, 'pending')");
      await gate;
      throw new Error('abort');
    });
    const outside = db.query('SELECT count(*) AS n FROM items WHERE id = 4');
    release();
    await expect(transaction).rejects.toThrow('abort');
    expect((await outside).rows).toEqual([{ n: '0' }]);
  });

  it('reports PostgreSQL errors with their SQLSTATE and the caller in the stack', async () => {
    await db.query("INSERT INTO items VALUES (5, 'once')");
    const error = await db.query("INSERT INTO items VALUES (5, 'twice')").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DatabaseError', code: '23505', constraint: 'items_pkey' });
    expect((error as Error).stack).toContain('open-embedded-database.test.ts');
  });

  it('holds 32 MB of shared buffers unless told otherwise, and one session’s worth of connections', async () => {
    expect((await db.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    expect((await db.query('SHOW max_connections')).rows).toEqual([{ max_connections: '8' }]);
  });

  it('refuses a second open of the same data folder with a clear error', async () => {
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another backend process \(pid \d+/);
  });
});

describe('the embedded database’s settings', () => {
  it('sizes the shared buffers as configured', async () => {
    const dataDir = await createTempDataDir();
    const sized = await openDatabase({ dataDir, embeddedDatabase: { sharedBuffersMb: 16 } });
    try {
      expect((await sized.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await sized.close();
      removeTempDataDir(dataDir);
    }
  });
});

describe('reopening a data folder', () => {
  it('keeps the data and takes over a lock left by a dead process', async () => {
    const dataDir = await createTempDataDir();
    try {
      const first = await openDatabase({ dataDir });
      await first.query("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('persisted')");
      await first.close();

      const deadPid = 2 ** 22 + 12345; // above Linux's pid_max default, so no such process
      writeFileSync(
        join(dataDir, 'pglite.lock'),
        JSON.stringify({ pid: deadPid, hostname: hostname(), startedAt: 'earlier', token: 'old' }),
      );
      const second = await openDatabase({ dataDir });
      expect((await second.query('SELECT body FROM notes')).rows).toEqual([{ body: 'persisted' }]);
      await second.close();
    } finally {
      removeTempDataDir(dataDir);
    }
  });
});
