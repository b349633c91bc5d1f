/**
 * Writing a catalogue entry names the blob it replaced, so the disk store can remove it: every
 * blob ever written is either live or reported replaced exactly once, also when writers of the
 * same keys run at once on a PostgreSQL server.
 */
import type { Database } from '../../../core/database/database';
import { runMigrations } from '../../../core/database/migrate';
import { openDatabase } from '../../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../../core/log';
import { createTestSchema, isTestDatabaseReachable, type TestSchema } from '../../../data/test-support/test-database';
import { upsertCatalogueEntry } from './disk-catalogue';

jest.setTimeout(120_000);

const attributes = { contentType: 'text/plain', metadata: {}, headers: {} };
const write = (db: Database, key: string, blobId: string) => upsertCatalogueEntry(db, { key, blobId, size: 1, etag: blobId, attributes });

/** Writes `writers` blobs to `keys` keys, all at once; checks each blob is live or replaced, once. */
async function expectEveryBlobAccountedFor(db: Database, writers: number, keys: number) {
  const written = Array.from({ length: writers }, (_, index) => `blob-${index}`);
  const results = await Promise.all(written.map((blobId, index) => write(db, `public/concurrent-${index % keys}`, blobId)));
  const replaced = results.flatMap((result) => (result.replacedBlobId ? [result.replacedBlobId] : []));
  const { rows } = await db.query<{ blob_id: string }>("SELECT blob_id FROM storage_objects WHERE key LIKE 'public/concurrent-%'");
  expect(rows).toHaveLength(keys);
  expect([...replaced, ...rows.map((row) => row.blob_id)].sort()).toEqual([...written].sort());
}

describe('upsertCatalogueEntry on the embedded database', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = await createTempDataDir();
    db = await openDatabase({ dataDir });
    await runMigrations(db, { log: silentLogger });
  });
  afterAll(async () => {
    await db.close();
    removeTempDataDir(dataDir);
  });

  it('names no blob for a new key, then the one each write replaced', async () => {
    expect((await write(db, 'public/a.txt', 'first')).replacedBlobId).toBeNull();
    const second = await write(db, 'public/a.txt', 'second');
    expect(second.replacedBlobId).toBe('first');
    expect(second.entry).toMatchObject({ blobId: 'second', info: { key: 'public/a.txt', etag: '"second"', size: 1, contentType: 'text/plain' } });
    expect((await write(db, 'public/a.txt', 'third')).replacedBlobId).toBe('second');
  });

  it('accounts for every blob when writes of the same keys are queued together', async () => {
    await expectEveryBlobAccountedFor(db, 30, 3);
  });
});

(isTestDatabaseReachable() ? describe : describe.skip)('upsertCatalogueEntry on a PostgreSQL server', () => {
  let schema: TestSchema;
  let db: Database;
  beforeAll(async () => {
    schema = await createTestSchema('storage_catalogue');
    db = await openDatabase({ dataDir: '', databaseUrl: schema.databaseUrl });
    await runMigrations(db, { log: silentLogger });
  });
  afterAll(async () => {
    await db.close();
    await schema.drop();
  });

  it('accounts for every blob when writers of the same keys run at once', async () => {
    await expectEveryBlobAccountedFor(db, 60, 3);
  });
});
