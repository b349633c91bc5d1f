/**
 * A GET on the disk store looks its key up once: findObject answers what the object is, and its
 * bytes come from the blob it found, unless a writer replaced it meanwhile. An overwrite leaves
 * one blob on disk, not two.
 */
import { createHash } from 'node:crypto';
import fsPromises, { mkdtemp, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../../../core/database/database';
import { runMigrations } from '../../../core/database/migrate';
import { openDatabase } from '../../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../../core/log';
import type { ObjectStore } from '../object-store';
import { createBlobBytesCache } from './blob-bytes-cache';
import { createDiskObjectStore } from './disk-object-store';

jest.setTimeout(120_000);

let dataDir: string;
let storageDir: string;
let db: Database;
let store: ObjectStore;
/** Every statement the store sends, in order. */
let statements: string[] = [];

beforeAll(async () => {
  dataDir = await createTempDataDir();
  storageDir = await mkdtemp(join(tmpdir(), 'disk-object-store-'));
  db = await openDatabase({ dataDir });
  await runMigrations(db, { log: silentLogger });
  const counting: Database = {
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
  store = await createDiskObjectStore(counting, storageDir, silentLogger);
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
  await rm(storageDir, { recursive: true, force: true });
});

beforeEach(() => {
  statements = [];
});

async function put(key: string, text: string) {
  const body = Buffer.from(text);
  const path = join(storageDir, 'staging', `test-${createHash('md5').update(key + text).digest('hex')}`);
  await writeFile(path, body);
  return store.putObject(key, { path, size: body.length, md5: createHash('md5').update(body).digest() }, { contentType: 'text/plain', metadata: {}, headers: {} });
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('the disk store’s findObject', () => {
  it('finds an object with one statement and reads its bytes without another', async () => {
    const stored = await put('public/once.txt', 'looked up once');
    statements = [];
    const found = await store.findObject('public/once.txt');
    const opened = await found?.open();
    expect(found?.info).toEqual(stored);
    expect(opened && (await readAll(opened.body))).toBe('looked up once');
    expect(statements).toHaveLength(1);
  });

  it('reads a range of the blob it found', async () => {
    await put('public/range.txt', '0123456789');
    const opened = await (await store.findObject('public/range.txt'))?.open({ start: 2, end: 5 });
    expect(opened && (await readAll(opened.body))).toBe('2345');
  });

  it('reads the new version when the object was replaced after it was found, saying so by its ETag', async () => {
    await put('public/replaced.txt', 'old bytes');
    const found = await store.findObject('public/replaced.txt');
    const replacement = await put('public/replaced.txt', 'new bytes');
    // The old blob is removed after the write answered; close() waits for that.
    await store.close();
    const opened = await found?.open();
    expect(opened?.info.etag).toBe(replacement.etag);
    expect(opened?.info.etag).not.toBe(found?.info.etag);
    expect(opened && (await readAll(opened.body))).toBe('new bytes');
  });

  it('finds nothing under a key never stored, and opens nothing once the object is deleted', async () => {
    expect(await store.findObject('public/never.txt')).toBeNull();
    await put('public/deleted.txt', 'soon gone');
    const found = await store.findObject('public/deleted.txt');
    await store.deleteObject('public/deleted.txt');
    expect(await found?.open()).toBeNull();
  });

  it('stores a body held in memory straight into its blob, one statement, and reads it back', async () => {
    const pieces = [Buffer.from('held '), Buffer.from('in memory')];
    const md5 = createHash('md5').update(Buffer.concat(pieces)).digest();
    const staged = await readdir(join(storageDir, 'staging'));
    const info = await store.putObjectBody?.('public/held.txt', { pieces, size: 14, md5 }, { contentType: 'text/plain', metadata: {}, headers: {} });
    expect(info).toMatchObject({ key: 'public/held.txt', size: 14, etag: `"${md5.toString('hex')}"` });
    expect(statements).toHaveLength(1);
    // Nothing went through staging.
    expect(await readdir(join(storageDir, 'staging'))).toEqual(staged);
    const found = await store.getObject('public/held.txt');
    expect(await readAll(found!.body)).toBe('held in memory');
  });

  it('removes the blob an overwrite replaced', async () => {
    const blobs = async () => (await readdir(join(storageDir, 'objects'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    const before = await blobs();
    await put('public/overwritten.txt', 'first');
    await put('public/overwritten.txt', 'second');
    await put('public/overwritten.txt', 'third');
    // Removals run after the writes answered; close() waits for them.
    await store.close();
    expect(await blobs()).toBe(before + 1);
  });
});

describe('the disk store with a catalogue no other process writes (the embedded database)', () => {
  let ownStore: ObjectStore;
  let ownDir: string;
  beforeAll(async () => {
    ownDir = await mkdtemp(join(tmpdir(), 'disk-object-store-own-'));
    ownStore = await createDiskObjectStore(counting(), ownDir, silentLogger, { isCatalogueExclusive: true });
  });
  afterAll(async () => {
    await ownStore.close();
    await rm(ownDir, { recursive: true, force: true });
  });

  const counting = (): Database => ({
    ...db,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  });

  async function putOwn(key: string, text: string) {
    const body = Buffer.from(text);
    const path = join(ownDir, 'staging', `test-${createHash('md5').update(key + text).digest('hex')}`);
    await writeFile(path, body);
    return ownStore.putObject(key, { path, size: body.length, md5: createHash('md5').update(body).digest() }, { contentType: 'text/plain', metadata: { a: 'b' }, headers: {} });
  }

  it('reads an object it wrote with no statement, and says the same of it as the database does', async () => {
    const stored = await putOwn('public/own/written.txt', 'remembered');
    statements = [];
    const found = await ownStore.findObject('public/own/written.txt');
    const opened = await found?.open();
    expect(opened && (await readAll(opened.body))).toBe('remembered');
    expect(await ownStore.headObject('public/own/written.txt')).toEqual(stored);
    expect(statements).toEqual([]);
    // What the database holds, read by a store that remembers nothing.
    expect(await store.headObject('public/own/written.txt')).toEqual(stored);
  });

  it('reads what replaced or deleted an object, never what was there before', async () => {
    await putOwn('public/own/replaced.txt', 'first');
    await putOwn('public/own/replaced.txt', 'second');
    const opened = await (await ownStore.findObject('public/own/replaced.txt'))?.open();
    expect(opened && (await readAll(opened.body))).toBe('second');
    await ownStore.deleteObject('public/own/replaced.txt');
    expect(await ownStore.findObject('public/own/replaced.txt')).toBeNull();
    expect(await ownStore.headObject('public/own/replaced.txt')).toBeNull();
  });

  it('asks the database for an object it has not seen (after a restart), once', async () => {
    await putOwn('public/own/before-restart.txt', 'from the database');
    const restarted = await createDiskObjectStore(counting(), ownDir, silentLogger, { isCatalogueExclusive: true });
    statements = [];
    await restarted.headObject('public/own/before-restart.txt');
    const opened = await (await restarted.findObject('public/own/before-restart.txt'))?.open();
    expect(opened && (await readAll(opened.body))).toBe('from the database');
    expect(statements).toHaveLength(1);
    await restarted.close();
  });

  it('reads the new version when the object was replaced after it was found', async () => {
    await putOwn('public/own/found-then-replaced.txt', 'old bytes');
    const found = await ownStore.findObject('public/own/found-then-replaced.txt');
    const replacement = await putOwn('public/own/found-then-replaced.txt', 'new bytes');
    // The old blob is removed after the write answered; close() waits for that.
    await ownStore.close();
    const opened = await found?.open();
    expect(opened?.info.etag).toBe(replacement.etag);
    expect(opened && (await readAll(opened.body))).toBe('new bytes');
  });
});

describe('the disk store’s small blobs in memory', () => {
  let ownStore: ObjectStore;
  let ownDir: string;
  const blobBytes = createBlobBytesCache({ maxBytes: 1024 * 1024, maxObjectBytes: 64 * 1024 });
  beforeAll(async () => {
    ownDir = await mkdtemp(join(tmpdir(), 'disk-object-store-bytes-'));
    ownStore = await createDiskObjectStore(db, ownDir, silentLogger, { blobBytes });
  });
  afterAll(async () => {
    await ownStore.close();
    await rm(ownDir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const attributes = { contentType: 'text/plain', metadata: {}, headers: {} };
  const putHeld = (key: string, pieces: Buffer[]) => {
    const whole = Buffer.concat(pieces);
    return ownStore.putObjectBody!(key, { pieces, size: whole.length, md5: createHash('md5').update(whole).digest() }, attributes);
  };
  const putStaged = async (key: string, body: Buffer) => {
    const path = join(ownDir, 'staging', `test-${createHash('md5').update(key).update(body).digest('hex')}`);
    await writeFile(path, body);
    return ownStore.putObject(key, { path, size: body.length, md5: createHash('md5').update(body).digest() }, attributes);
  };
  const blobFiles = async () =>
    (await readdir(join(ownDir, 'objects'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));

  it('reads back a small body it wrote, whole or a range, without opening its file', async () => {
    await putHeld('public/bytes/held.txt', [Buffer.from('kept '), Buffer.from('in memory')]);
    const opens = jest.spyOn(fsPromises, 'open');
    const whole = await ownStore.getObject('public/bytes/held.txt');
    expect(await readAll(whole!.body)).toBe('kept in memory');
    const range = await (await ownStore.findObject('public/bytes/held.txt'))!.open({ start: 5, end: 100 });
    expect(await readAll(range!.body)).toBe('in memory');
    expect(opens).not.toHaveBeenCalled();
  });

  it('remembers a small object once it has read its file, and streams a large one from the file every time', async () => {
    await putStaged('public/bytes/staged.txt', Buffer.from('read once'));
    const large = Buffer.alloc(64 * 1024 + 1, 7);
    await putStaged('public/bytes/large.bin', large);
    const opens = jest.spyOn(fsPromises, 'open');
    for (let read = 0; read < 2; read += 1) {
      expect(await readAll((await ownStore.getObject('public/bytes/staged.txt'))!.body)).toBe('read once');
      const chunks: Buffer[] = [];
      for await (const chunk of (await ownStore.getObject('public/bytes/large.bin'))!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(large)).toBe(true);
    }
    // The small file once, the large one each time.
    expect(opens).toHaveBeenCalledTimes(3);
  });

  it('forgets the bytes of a blob replaced or deleted, and reads what replaced it', async () => {
    await putHeld('public/bytes/replaced.txt', [Buffer.from('first')]);
    const before = blobBytes.bytes;
    await putHeld('public/bytes/replaced.txt', [Buffer.from('second')]);
    expect(blobBytes.bytes).toBe(before - 'first'.length + 'second'.length);
    expect(await readAll((await ownStore.getObject('public/bytes/replaced.txt'))!.body)).toBe('second');
    await ownStore.deleteObject('public/bytes/replaced.txt');
    expect(blobBytes.bytes).toBe(before - 'first'.length);
    expect(await ownStore.getObject('public/bytes/replaced.txt')).toBeNull();
  });

  it('holds in memory exactly what the blob file holds', async () => {
    const body = createHash('sha512').update('bytes').digest();
    await putHeld('public/bytes/same.bin', [body.subarray(0, 10), body.subarray(10)]);
    const files = await blobFiles();
    const contents = await Promise.all(files.map((file) => fsPromises.readFile(file)));
    expect(contents.some((content) => content.equals(body))).toBe(true);
    expect(Buffer.concat(await collectChunks((await ownStore.getObject('public/bytes/same.bin'))!.body)).equals(body)).toBe(true);
  });

  it('reads the file again once its bytes are forgotten (a restart), and finds a blob gone as the file store does', async () => {
    await putHeld('public/bytes/restart.txt', [Buffer.from('from the file')]);
    const restarted = await createDiskObjectStore(db, ownDir, silentLogger, { blobBytes: createBlobBytesCache() });
    expect(await readAll((await restarted.getObject('public/bytes/restart.txt'))!.body)).toBe('from the file');
    const found = await restarted.findObject('public/bytes/restart.txt');
    await restarted.close();
    // Not in memory, and its file removed behind the store's back: the store says so as it always did.
    const other = await createDiskObjectStore(db, ownDir, silentLogger, { blobBytes: createBlobBytesCache() });
    for (const file of await blobFiles()) await unlink(file);
    await expect(other.getObject('public/bytes/restart.txt')).rejects.toThrow('kept disappearing');
    expect(found).not.toBeNull();
    await other.close();
  });
});

describe('the disk store writing over replaced blobs’ files (a catalogue no other process writes)', () => {
  let ownStore: ObjectStore;
  let ownDir: string;
  beforeAll(async () => {
    ownDir = await mkdtemp(join(tmpdir(), 'disk-object-store-over-'));
    ownStore = await createDiskObjectStore(db, ownDir, silentLogger, { isCatalogueExclusive: true, keptBlobFiles: 1 });
  });
  afterAll(async () => {
    await ownStore.close();
    await rm(ownDir, { recursive: true, force: true });
  });

  const attributes = { contentType: 'text/plain', metadata: {}, headers: {} };
  const putHeld = (store: ObjectStore, key: string, text: string) => {
    const body = Buffer.from(text);
    return store.putObjectBody!(key, { pieces: [body], size: body.length, md5: createHash('md5').update(body).digest() }, attributes);
  };
  const blobIdOf = async (key: string) => String((await db.query('SELECT blob_id FROM storage_objects WHERE key = $1', [key])).rows[0]?.blob_id);
  const blobFiles = async () => (await readdir(join(ownDir, 'objects'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  /** Puts `text` until it goes over a kept file (the replaced blob is released after the write answers); its blob id. */
  const putOverKept = async (key: string, text: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await putHeld(ownStore, key, text);
      const blobId = await blobIdOf(key);
      if (blobId.includes('.')) return blobId;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('No write went over a kept file.');
  };

  it('writes a body over the file of the blob it replaced, and reads back exactly its bytes, also after a restart', async () => {
    await putHeld(ownStore, 'public/over/key.txt', 'the first and longest version');
    const first = await blobIdOf('public/over/key.txt');
    const over = await putOverKept('public/over/key.txt', 'short');
    expect(over).toBe(`${first}.1`);
    expect(await readAll((await ownStore.getObject('public/over/key.txt'))!.body)).toBe('short');
    // Its file still holds the longer version's tail; a store that has not seen it reads `size` bytes.
    const restarted = await createDiskObjectStore(db, ownDir, silentLogger, { blobBytes: createBlobBytesCache() });
    const found = await restarted.getObject('public/over/key.txt');
    expect(found?.info.size).toBe(5);
    expect(await readAll(found!.body)).toBe('short');
    expect(await readAll((await restarted.getObject('public/over/key.txt', { start: 1, end: 100 }))!.body)).toBe('hort');
    await restarted.close();
  });

  it('never reads the bytes written over a blob for a lookup made before: it reads the object anew', async () => {
    await putHeld(ownStore, 'public/over/stale.txt', 'version one');
    const first = await blobIdOf('public/over/stale.txt');
    const found = await ownStore.findObject('public/over/stale.txt');
    // Its file now holds the second version (the same length, so only the generation tells them apart).
    expect(await putOverKept('public/over/stale.txt', 'version two')).toBe(`${first}.1`);
    const replacement = await ownStore.headObject('public/over/stale.txt');
    const opened = await found!.open();
    expect(opened?.info.etag).toBe(replacement?.etag);
    expect(await readAll(opened!.body)).toBe('version two');
  });

  it('copies an object whose file was written over from the bytes it holds now', async () => {
    await putHeld(ownStore, 'public/over/source.txt', 'copied source, first');
    await putOverKept('public/over/source.txt', 'copied source');
    const copy = await ownStore.copyObject('public/over/source.txt', 'public/over/copy.txt');
    expect(copy?.size).toBe('copied source'.length);
    expect(await readAll((await ownStore.getObject('public/over/copy.txt'))!.body)).toBe('copied source');
  });

  it('refuses a small blob whose file no longer holds the bytes its ETag names, rather than serving them', async () => {
    await putHeld(ownStore, 'public/over/damaged.txt', 'the bytes as written');
    const fileId = (await blobIdOf('public/over/damaged.txt')).split('.')[0];
    const path = join(ownDir, 'objects', fileId.slice(0, 2), fileId);
    await writeFile(path, 'THE BYTES AS WRITTEN');
    const restarted = await createDiskObjectStore(db, ownDir, silentLogger, { blobBytes: createBlobBytesCache() });
    await expect(restarted.getObject('public/over/damaged.txt')).rejects.toThrow('are not those its ETag names');
    await restarted.close();
  });

  it('keeps no more files than it may, and none once closed', async () => {
    for (let version = 0; version < 10; version += 1) await putHeld(ownStore, 'public/over/many.txt', `version ${version}`);
    await putOverKept('public/over/many.txt', 'last version');
    const keys = Number((await db.query(`SELECT count(*)::int AS n FROM storage_objects WHERE key LIKE 'public/over/%'`)).rows[0].n);
    const store = await createDiskObjectStore(db, ownDir, silentLogger, { isCatalogueExclusive: true, keptBlobFiles: 1 });
    await putHeld(store, 'public/over/closing.txt', 'one');
    await putHeld(store, 'public/over/closing.txt', 'two');
    await store.close();
    await ownStore.close();
    // One file per object: the kept ones were removed on close.
    expect(await blobFiles()).toBe(keys + 1);
    ownStore = await createDiskObjectStore(db, ownDir, silentLogger, { isCatalogueExclusive: true, keptBlobFiles: 1 });
  });
});

async function collectChunks(body: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return chunks;
}

describe('the disk store’s group commit of names', () => {
  /**
   * A store whose folder syncs the test finishes by hand, each recording the names its folder held
   * when it began, and which counts the catalogue writes it sends.
   */
  async function storeWithManualSyncs() {
    const syncs: { folder: string; names: string[]; finished: boolean; finish(): void }[] = [];
    const dir = await mkdtemp(join(tmpdir(), 'disk-object-store-syncs-'));
    const syncFolder = async (folder: string) => {
      const names = await readdir(folder);
      await new Promise<void>((resolve) => {
        const sync = { folder, names, finished: false, finish: () => ((sync.finished = true), resolve()) };
        syncs.push(sync);
      });
    };
    const catalogueWrites = { count: 0 };
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('INSERT INTO storage_objects')) catalogueWrites.count += 1;
        return db.query(sql, params);
      },
    };
    const manual = await createDiskObjectStore(counting, dir, silentLogger, { syncFolder });
    return { dir, objects: join(dir, 'objects'), manual, syncs, catalogueWrites };
  }
  const held = (text: string) => {
    const body = Buffer.from(text);
    return { pieces: [body], size: body.length, md5: createHash('md5').update(body).digest() };
  };
  const attributes = { contentType: 'text/plain', metadata: {}, headers: {} };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  /** Resolves once `condition` holds, looking again after each turn of the event loop (no timer). */
  async function untilTrue(condition: () => boolean) {
    while (!condition()) await nextTurn();
  }
  /** Every blob file's name and text (none before the objects folder exists). */
  async function blobTexts(objects: string): Promise<Map<string, string>> {
    const texts = new Map<string, string>();
    const entries = await readdir(objects, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) texts.set(entry.name, await fsPromises.readFile(join(entry.parentPath, entry.name), 'utf8'));
    return texts;
  }

  it('has PUTs made at once share one folder and its syncs, each recorded and answered only after its bytes and a sync begun once its name was there', async () => {
    const { objects, dir, manual, syncs, catalogueWrites } = await storeWithManualSyncs();
    const isBlobFolder = (folder: string) => dirname(folder) === objects;
    try {
      const texts = Array.from({ length: 8 }, (_, index) => `burst ${index}`);
      /** Per PUT, when it was answered: the names every finished sync had seen, and what the blobs held. */
      const answered: { seen: Set<string>; blobs: Map<string, string> }[] = [];
      let done = 0;
      const puts = texts.map((text, index) =>
        manual.putObjectBody!(`public/burst-${index}.txt`, held(text), attributes).then(async () => {
          const seen = new Set(syncs.filter((sync) => sync.finished).flatMap((sync) => sync.names));
          answered[index] = { seen, blobs: await blobTexts(objects) };
          done += 1;
        }),
      );
      // The object folder's syncs are held until every blob is written; the parents a new folder
      // needs synced before its first file is made go at once.
      const whole = [...texts].sort().join();
      while ([...(await blobTexts(objects)).values()].sort().join() !== whole) {
        for (const sync of syncs) if (!sync.finished && !isBlobFolder(sync.folder)) sync.finish();
        await nextTurn();
      }
      // A store that went on without the folder's sync would by now have recorded and answered.
      for (let turn = 0; turn < 3; turn++) await Promise.all([db.query('SELECT 1'), nextTurn()]);
      expect(catalogueWrites.count).toBe(0);
      expect(done).toBe(0);

      // Then syncs are finished one at a time, as they begin, until every PUT has its answer.
      while (done < texts.length) {
        await untilTrue(() => done === texts.length || syncs.some((sync) => !sync.finished));
        syncs.find((sync) => !sync.finished)?.finish();
      }
      await Promise.all(puts);

      const blobs = await blobTexts(objects);
      const folders = new Set((await readdir(objects, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.parentPath));
      expect(folders.size).toBe(1);
      const [folder] = folders;
      // One sync of the folder for the first PUT's name and one shared by the seven that came while it ran.
      expect(syncs.filter((sync) => sync.folder === folder).length).toBeLessThanOrEqual(2);
      texts.forEach((text, index) => {
        const name = [...blobs].find(([, bytes]) => bytes === text)?.[0];
        expect(name).toBeDefined();
        expect(answered[index].seen.has(name!)).toBe(true);
        expect(answered[index].blobs.get(name!)).toBe(text);
      });
    } finally {
      for (const sync of syncs) sync.finish();
      await manual.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does not hold a lone PUT back for company: no timer runs before its folder is synced and it is answered', async () => {
    const { dir, manual, syncs } = await storeWithManualSyncs();
    // Timers never fire here, so a PUT held back by a coalescing window would never be answered.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
    try {
      let isAnswered = false;
      const put = manual.putObjectBody!('public/lone.txt', held('alone'), attributes).then(() => (isAnswered = true));
      // The folder made on the first PUT has its parents synced first; each sync is let go as it
      // begins. A timer set meanwhile (a window waiting for company) fails the test at once.
      while (!isAnswered) {
        await untilTrue(() => isAnswered || syncs.some((sync) => !sync.finished) || jest.getTimerCount() > 0);
        expect(jest.getTimerCount()).toBe(0);
        syncs.find((sync) => !sync.finished)?.finish();
      }
      await put;
      expect(syncs.at(-1)?.names).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      for (const sync of syncs) sync.finish();
      await manual.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
