import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPgliteDataDir } from './create-pglite-data-dir';
import { openDatabase } from './open-database';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';

jest.setTimeout(180_000);

describe('creating the embedded database’s folder', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) removeTempDataDir(dataDir);
    dataDir = undefined;
  });

  it('creates a missing database with its settings recorded, and leaves nothing of a stopped start beside it', async () => {
    dataDir = await createTempDataDir({ withDatabase: false });
    const pgliteDir = join(dataDir, 'pglite');
    mkdirSync(pgliteDir);
    mkdirSync(join(dataDir, 'pglite.creating-0123456789ab'));
    writeFileSync(join(dataDir, 'pglite.creating-0123456789ab', 'PG_VERSION'), '17\n');

    await createPgliteDataDir(pgliteDir, { sharedBuffersMb: 16 });

    expect(readFileSync(join(pgliteDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const conf = readFileSync(join(pgliteDir, 'postgresql.conf'), 'utf8');
    expect(conf).toMatch(/^shared_buffers = 16MB/m);
    expect(conf).toMatch(/^max_connections = 8\b/m);
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('leaves an existing database as it is', async () => {
    dataDir = await createTempDataDir();
    const pgliteDir = join(dataDir, 'pglite');
    const before = statSync(join(pgliteDir, 'PG_VERSION')).mtimeMs;

    await createPgliteDataDir(pgliteDir);

    expect(statSync(join(pgliteDir, 'PG_VERSION')).mtimeMs).toBe(before);
  });

  it('says why when initdb fails, creates nothing, and lets a later start create the database', async () => {
    dataDir = await createTempDataDir({ withDatabase: false });
    const failed = openDatabase({ dataDir, embeddedDatabase: { sharedBuffersMb: 0 } });
    await expect(failed).rejects.toMatchObject({ name: 'DatabaseError' });
    await expect(failed).rejects.toThrow(
      /Could not create the embedded database in .*pglite: initdb exited with code 1\. INITDB failed/,
    );
    expect(readdirSync(dataDir)).toEqual([]);

    const db = await openDatabase({ dataDir });
    try {
      expect((await db.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await db.close();
    }
  });
});
