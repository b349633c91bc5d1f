/**
 * Catalogue writes asked for together on the embedded database go in one statement, and each
 * still answers what its own write did: the blob it replaced, in the order writes were asked for.
 */
import type { Database } from '../../../core/database/database';
import { runMigrations } from '../../../core/database/migrate';
import { openDatabase } from '../../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../../core/log';
import { createCatalogueBatches, MAX_BATCH_ROWS } from './catalogue-batches';
import { findCatalogueEntry } from './disk-catalogue';

jest.setTimeout(120_000);

const attributes = { contentType: 'text/plain', metadata: { owner: 'me' }, headers: { 'cache-control': 'no-cache' } };
let dataDir: string;
let db: Database;
/** Statements sent, in order. */
let statements: string[] = [];
let counting: Database;

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  await runMigrations(db, { log: silentLogger });
  counting = {
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
});
afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});
beforeEach(() => {
  statements = [];
});

const upsertOf = (key: string, blobId: string, extra: Partial<typeof attributes> & { checksum?: { algorithm: 'CRC32'; value: string } } = {}) => ({
  key,
  blobId,
  size: 3,
  etag: `etag-${blobId}`,
  attributes: { ...attributes, ...extra },
});

describe('createCatalogueBatches', () => {
  it('runs a lone write at once, as the single-row statement', async () => {
    const write = createCatalogueBatches(counting);
    const written = await write(upsertOf('public/lone', 'lone-1'));
    expect(written.replacedBlobId).toBeNull();
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toContain('jsonb_to_recordset');
  });

  it('writes what is asked for in one turn in one statement, each answering its own blob replaced', async () => {
    const write = createCatalogueBatches(counting);
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => write(upsertOf(`public/batch-${name}`, `old-${name}`))));
    statements = [];
    const checksum = { algorithm: 'CRC32' as const, value: 'AAAAAA==' };
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'new'].map((name) => write(upsertOf(`public/batch-${name}`, `new-${name}`, name === 'c' ? { checksum } : {}))),
    );
    // PUTs a folder sync releases together ask in one turn, a few promise jobs apart: one statement for all five.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('jsonb_to_recordset');
    expect(results.map((result) => result.replacedBlobId)).toEqual(['old-a', 'old-b', 'old-c', 'old-d', null]);
    expect(results[2].entry).toMatchObject({ blobId: 'new-c', info: { key: 'public/batch-c', etag: '"etag-new-c"', size: 3, checksum } });
    expect(results[4].entry.info.lastModified).toBeInstanceOf(Date);
    const stored = await findCatalogueEntry(db, 'public/batch-c');
    expect(stored).toMatchObject({ blobId: 'new-c', info: { contentType: 'text/plain', metadata: { owner: 'me' }, headers: { 'cache-control': 'no-cache' }, checksum } });
    expect((await findCatalogueEntry(db, 'public/batch-new'))?.info.checksum).toBeUndefined();
  });

  it('writes what arrives while a statement runs together once it is done', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gated: Database = {
      ...counting,
      query: async (sql, params) => {
        const isFirst = statements.length === 0;
        statements.push(sql);
        if (isFirst) await held;
        return db.query(sql, params);
      },
    };
    const write = createCatalogueBatches(gated);
    const first = write(upsertOf('public/meanwhile-first', 'first'));
    while (statements.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const later = ['a', 'b', 'c'].map((name) => write(upsertOf(`public/meanwhile-${name}`, `later-${name}`)));
    release();
    await Promise.all([first, ...later]);
    // The first alone (no other write had been asked for); the three that waited for it together.
    expect(statements).toHaveLength(2);
    expect(statements[0]).not.toContain('jsonb_to_recordset');
    expect(statements[1]).toContain('jsonb_to_recordset');
    expect((await findCatalogueEntry(db, 'public/meanwhile-c'))?.blobId).toBe('later-c');
  });

  it('never puts one key twice in a statement: later writes of a key replace the earlier ones, in order', async () => {
    const write = createCatalogueBatches(counting);
    const blobs = Array.from({ length: 6 }, (_, index) => `same-${index}`);
    const results = await Promise.all(blobs.map((blobId, index) => write(upsertOf(index % 2 ? 'public/same' : `public/other-${index}`, blobId))));
    expect(results.map((result) => result.replacedBlobId)).toEqual([null, null, null, 'same-1', null, 'same-3']);
    expect((await findCatalogueEntry(db, 'public/same'))?.blobId).toBe('same-5');
  });

  it('holds at most MAX_BATCH_ROWS rows a statement', async () => {
    const write = createCatalogueBatches(counting);
    const count = 2 * MAX_BATCH_ROWS + 2;
    await Promise.all(Array.from({ length: count }, (_, index) => write(upsertOf(`public/many-${index}`, `many-${index}`))));
    // Two full batches, then the last two.
    expect(statements).toHaveLength(3);
    const { rows } = await db.query("SELECT count(*)::int AS count FROM storage_objects WHERE key LIKE 'public/many-%'");
    expect(rows[0].count).toBe(count);
  });

  it('changes a row in place when the write says which blob it still names, and upserts when it names another', async () => {
    const write = createCatalogueBatches(counting);
    await write(upsertOf('public/in-place', 'place-0'));
    statements = [];
    const kept = await write({ ...upsertOf('public/in-place', 'place-1'), previousBlobId: 'place-0' });
    expect(kept.replacedBlobId).toBe('place-0');
    expect(kept.entry).toMatchObject({ blobId: 'place-1', info: { key: 'public/in-place', etag: '"etag-place-1"', metadata: { owner: 'me' } } });
    expect(kept.entry.info.lastModified).toBeInstanceOf(Date);
    // One plain UPDATE.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*UPDATE storage_objects/);
    statements = [];
    // Stale: the row names place-1 now, so the UPDATE changes nothing and the upsert says what it replaced.
    const stale = await write({ ...upsertOf('public/in-place', 'place-2'), previousBlobId: 'place-0' });
    expect(stale.replacedBlobId).toBe('place-1');
    expect(statements).toHaveLength(2);
    expect((await findCatalogueEntry(db, 'public/in-place'))?.blobId).toBe('place-2');
    // Gone: nothing to update, the upsert inserts it again.
    await db.query("DELETE FROM storage_objects WHERE key = 'public/in-place'");
    expect((await write({ ...upsertOf('public/in-place', 'place-3'), previousBlobId: 'place-2' })).replacedBlobId).toBeNull();
    expect((await findCatalogueEntry(db, 'public/in-place'))?.blobId).toBe('place-3');
  });

  it('changes a batch in place in one statement when each write says its blob, upserting only the rows that name another', async () => {
    const write = createCatalogueBatches(counting);
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => write(upsertOf(`public/known-${name}`, `was-${name}`))));
    statements = [];
    // A writer with no statement running: the four asked for in one turn go together.
    const again = createCatalogueBatches(counting);
    const results = await Promise.all([
      again({ ...upsertOf('public/known-a', 'now-a'), previousBlobId: 'was-a' }),
      again({ ...upsertOf('public/known-b', 'now-b'), previousBlobId: 'was-b' }),
      again({ ...upsertOf('public/known-c', 'now-c'), previousBlobId: 'stale-c' }),
      again({ ...upsertOf('public/known-d', 'now-d'), previousBlobId: 'was-d' }),
    ]);
    expect(results.map((result) => result.replacedBlobId)).toEqual(['was-a', 'was-b', 'was-c', 'was-d']);
    // All four in one UPDATE, which left c; c upserted alone.
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^\s*UPDATE storage_objects AS target/);
    expect(statements[1]).not.toContain('jsonb_to_recordset');
    for (const name of ['a', 'b', 'c', 'd']) expect((await findCatalogueEntry(db, `public/known-${name}`))?.blobId).toBe(`now-${name}`);
  });

  it('fails only the write the database refuses when a batch fails', async () => {
    const write = createCatalogueBatches(counting);
    const results = await Promise.allSettled([
      write(upsertOf('public/first', 'fine-0')),
      write(upsertOf('public/good', 'fine-1')),
      write(upsertOf('public/bad', 'refused', { contentType: 'nul \u0000 byte' })),
      write(upsertOf('public/also-good', 'fine-2')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // The four together (refused), then each of the four alone.
    expect(statements.map((sql) => sql.includes('jsonb_to_recordset'))).toEqual([true, false, false, false, false]);
    expect(await findCatalogueEntry(db, 'public/bad')).toBeNull();
    expect((await findCatalogueEntry(db, 'public/also-good'))?.blobId).toBe('fine-2');
  });
});
