import { createHash } from 'node:crypto';
import { copyFile, mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from '../../../core/database/database';
import type { Logger } from '../../../core/log';
import { BytesStream, slicePieces } from '../bytes-stream';
import { FileRangeStream } from '../file-range-stream';
import { writeOverFile, writeStagedFile } from '../../upload/write-staged-file';
import type { ByteRange, HeldBody, ListObjectsQuery, ObjectAttributes, ObjectInfo, ObjectStore, StagedFile } from '../object-store';
import { createBlobBytesCache, type BlobBytesCache } from './blob-bytes-cache';
import { createBlobRecycler, type BlobRecycler } from './blob-recycler';
import { createCatalogueBatches } from './catalogue-batches';
import { createCatalogueCache, UNCACHED_CATALOGUE } from './catalogue-cache';
import { deleteCatalogueEntry, findCatalogueEntry, upsertCatalogueEntry, type CatalogueEntry, type CatalogueUpsert } from './disk-catalogue';
import { createDiskLayout, newBlobId, type DiskLayout } from './disk-layout';
import { createDiskMultipart } from './disk-multipart';
import { createFolderSyncer } from './folder-sync';
import { listDiskObjects } from './list-disk-objects';

/**
 * Objects on the local disk under DATA_DIR/storage, described in the database. A write lands
 * as a new blob file (renamed in from staging, or a small body held in memory written straight
 * into it; its folder synced so the name survives a crash) and then one catalogue row points at it, so readers see the old object or the new one; the
 * replaced blob is removed afterwards, without holding up the write's answer (close() waits for
 * removals still running), or, on a catalogue this process alone writes, kept for a later small
 * body to be written over (blob-recycler.ts). The bytes of small blobs written or read lately stay
 * in memory (blob-bytes-cache.ts), so reading them back opens no file.
 */
export async function createDiskObjectStore(db: Database, storageDir: string, log: Logger, options: DiskObjectStoreOptions = {}): Promise<ObjectStore> {
  const layout = createDiskLayout(storageDir);
  const catalogue = options.isCatalogueExclusive ? createCatalogueCache() : UNCACHED_CATALOGUE;
  // One session's catalogue: writes asked for together are committed together (catalogue-batches.ts).
  const upsertEntry = options.isCatalogueExclusive ? createCatalogueBatches(db) : (upsert: CatalogueUpsert) => upsertCatalogueEntry(db, upsert);
  const findEntry = (key: string) => catalogue.find(key, () => findCatalogueEntry(db, key));
  const blobBytes = options.blobBytes ?? createBlobBytesCache();
  const recycler = createBlobRecycler(layout, {
    maxKept: options.isCatalogueExclusive ? (options.keptBlobFiles ?? KEPT_BLOB_FILES) : 0,
    isReadWhole: (bytes) => blobBytes.fits(bytes),
  });
  await mkdir(layout.staging, { recursive: true });
  // Concurrent writes into one folder share its syncs; the object folders (256) stay open for them.
  const folders = createFolderSyncer({ keepOpen: (folder) => dirname(folder) === layout.objects, syncFolder: options.syncFolder });
  const removals = new Set<Promise<void>>();
  const removeReplaced = (blobId: string) => {
    blobBytes.forget(blobId);
    // The new object is committed: it neither waits for the old bytes to go nor fails when they cannot.
    const removal = recycler
      .release(blobId)
      .catch((error: unknown) => log.error(`[storage] could not remove the replaced blob ${blobId}`, error))
      .finally(() => removals.delete(removal));
    removals.add(removal);
  };

  /**
   * Group commit of names: blobs placed while others are being placed go into the same object
   * folder, so the syncs of that folder they each wait for are shared (folder-sync.ts: all who ask
   * while a sync runs share the next one): one sync names a burst of concurrent PUTs where 256
   * random folders needed a sync each. The first of a burst takes a random folder, so a lone PUT
   * waits for nothing but its own bytes and one sync begun once its name exists (no window), and
   * the folders still fill evenly over time. `placing`: blobs being placed; `lastBlobId`: the latest.
   */
  const burst = { placing: 0, lastBlobId: '' };
  /** Makes a new blob file with `place` (on the disk, its name synced, when it resolves); its id. */
  const placeNew = async (place: (blobPath: string) => Promise<void>) => {
    const blobId = burst.placing > 0 ? newBlobId(burst.lastBlobId) : newBlobId();
    const blobPath = layout.objectPath(blobId);
    burst.placing += 1;
    burst.lastBlobId = blobId;
    try {
      await place(blobPath);
    } catch (error) {
      // Written but its name not known to be on the disk: never recorded, so not left behind either.
      await rm(blobPath, { force: true });
      throw error;
    } finally {
      burst.placing -= 1;
    }
    return blobId;
  };
  /** Writes a held body over a kept blob file when there is one (its name already on the disk), else into a new file; its id. */
  const placeHeld = async (body: HeldBody) => {
    const keptId = body.size > 0 ? recycler.take(body.size) : null;
    if (!keptId) return placeNew((blobPath) => folders.placeNew(blobPath, (path, created) => writeStagedFile(path, body.pieces, created)));
    try {
      await writeOverFile(layout.objectPath(keptId), body.pieces);
    } catch (error) {
      await recycler.discard(keptId);
      throw error;
    }
    return keptId;
  };
  /**
   * Records the blob `blobId`, on the disk, as the object at `key`. `bytes`: the blob's whole
   * content when the caller holds it, remembered now that it is on the disk.
   */
  const record = async (key: string, blobId: string, size: number, etag: string, attributes: ObjectAttributes, bytes?: readonly Buffer[]) => {
    if (bytes) blobBytes.remember(blobId, bytes);
    let written;
    try {
      // The blob the key names now, when this process knows it (an exclusive catalogue): the row is changed in place.
      const previousBlobId = catalogue.remembered(key)?.blobId;
      written = await catalogue.change(
        key,
        () => upsertEntry({ key, blobId, size, etag, attributes, previousBlobId }),
        (upserted) => upserted.entry,
      );
    } catch (error) {
      blobBytes.forget(blobId);
      await recycler.discard(blobId);
      throw error;
    }
    if (written.replacedBlobId) removeReplaced(written.replacedBlobId);
    return written.entry.info;
  };
  const commit = async (key: string, stagedPath: string, size: number, etag: string, attributes: ObjectAttributes) =>
    record(key, await placeNew((blobPath) => folders.moveInto(stagedPath, blobPath)), size, etag, attributes);
  const multipart = createDiskMultipart(layout, folders, commit);
  const getObject = async (key: string, range?: ByteRange) => {
    // A writer may replace the blob between the lookup and the open; the second lookup sees the new one.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const entry = await findEntry(key);
      if (!entry) return null;
      const body = await openBlob(layout, blobBytes, recycler, entry, range);
      if (body) return { info: entry.info, body };
      catalogue.forget(entry);
    }
    throw new Error(`The blob of ${key} kept disappearing while being opened.`);
  };

  return {
    kind: 'disk',
    putObject: (key, file: StagedFile, attributes) => commit(key, file.path, file.size, file.md5.toString('hex'), attributes),
    // Written where it stays: one flush for the bytes and one for the folder (synced while the
    // bytes are written), where a staged file moved in waits for a second flush of the folder after
    // its rename; over a kept file, one flush of the bytes alone (issue 50's 64 KB row).
    putObjectBody: async (key, body: HeldBody, attributes) => record(key, await placeHeld(body), body.size, body.md5.toString('hex'), attributes, body.pieces),
    async headObject(key) {
      return (await findEntry(key))?.info ?? null;
    },
    async findObject(key) {
      const entry = await findEntry(key);
      if (!entry) return null;
      const open = async (range?: ByteRange) => {
        const body = await openBlob(layout, blobBytes, recycler, entry, range);
        if (body) return { info: entry.info, body };
        // Replaced since the lookup: the new version, found afresh.
        catalogue.forget(entry);
        return getObject(key, range);
      };
      return { info: entry.info, open };
    },
    getObject,
    async deleteObject(key) {
      const blobId = await catalogue.change(key, () => deleteCatalogueEntry(db, key), () => null);
      if (!blobId) return;
      blobBytes.forget(blobId);
      await recycler.release(blobId);
    },
    listObjects: (query: ListObjectsQuery) => listDiskObjects(db, query),
    async copyObject(sourceKey, targetKey, attributes): Promise<ObjectInfo | null> {
      const source = await findEntry(sourceKey);
      if (!source) return null;
      const stagedPath = join(layout.staging, `copy-${newBlobId()}`);
      try {
        // Null: the source's file now holds a later blob (written over), so the source was replaced.
        const copied = await recycler.read(source.blobId, () => copyFile(layout.objectPath(source.blobId), stagedPath).then(() => true));
        if (!copied) throw Object.assign(new Error(`${sourceKey} was replaced while being copied.`), { code: 'ENOENT' });
        // On disk before the catalogue names it, as every upload is.
        await syncFile(stagedPath);
      } catch (error) {
        await rm(stagedPath, { force: true });
        // Replaced meanwhile: the copy answers as if it came first and found the key gone.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          catalogue.forget(source);
          return null;
        }
        throw error;
      }
      const copied = attributes ?? source.info;
      const keptAttributes = { contentType: copied.contentType, metadata: copied.metadata, headers: copied.headers, checksum: source.info.checksum };
      return commit(targetKey, stagedPath, source.info.size, source.info.etag.replaceAll('"', ''), keptAttributes);
    },
    ...multipart,
    async close() {
      // Replaced blobs still being removed are waited for; the object folders kept open for syncs are closed.
      await Promise.all(removals);
      await recycler.close();
      await folders.close();
    },
  };
}

export interface DiskObjectStoreOptions {
  /**
   * No other process writes this database's catalogue (the embedded database is this process's
   * alone), so entries this process wrote or read may be remembered (catalogue-cache.ts), and
   * writes asked for together go in one statement (catalogue-batches.ts).
   */
  isCatalogueExclusive?: boolean;
  /** Where small blobs' bytes are remembered (tests pass their own); by default a cache of its own. */
  blobBytes?: BlobBytesCache;
  /** The folder sync itself (tests watch it); by default fsync through kept handles (folder-sync.ts). */
  syncFolder?: (folder: string) => Promise<void>;
  /** With an exclusive catalogue: how many replaced blobs' files may wait to be written over (default KEPT_BLOB_FILES). */
  keptBlobFiles?: number;
}

/** Replaced small blobs' files kept to be written over: 32 of at most 256 KB (blob-bytes-cache.ts) is at most 8 MB of disk. */
const KEPT_BLOB_FILES = 32;

/**
 * The blob's bytes (or the range of them): from memory when remembered; else a small blob is read
 * whole and remembered, a larger one streamed from its file. Null when the file is gone (replaced).
 */
async function openBlob(layout: DiskLayout, blobBytes: BlobBytesCache, recycler: BlobRecycler, entry: CatalogueEntry, range?: ByteRange) {
  const { size } = entry.info;
  const start = range?.start ?? 0;
  // A range running past the end stops at the end, as a file read stream would.
  const end = Math.min(range?.end ?? Infinity, size - 1);
  const remembered = blobBytes.get(entry.blobId);
  if (remembered) return new BytesStream(slicePieces(remembered, start, end));
  try {
    // Held while read: a file kept to be written over is not handed out meanwhile (a large one never is).
    return await recycler.read(entry.blobId, async () => {
      // Opened before reading, so a concurrent replace (which unlinks the file) cannot cut the read short.
      const handle = await open(layout.objectPath(entry.blobId), 'r');
      if (!blobBytes.fits(size)) return new FileRangeStream(handle, start, end);
      const bytes = await readWhole(handle, size);
      checkBytes(entry, bytes);
      blobBytes.remember(entry.blobId, [bytes]);
      return new BytesStream([bytes.subarray(start, end + 1)]);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Refuses a small blob whose bytes are not those its ETag names (when it is their MD5, as for every
 * object not uploaded in parts): the catalogue and the files disagree only when the store was
 * damaged, e.g. the embedded database, which does not flush its writes (README), lost a row's
 * change to a power cut after the file it had replaced was written over (blob-recycler.ts). An
 * error rather than another object's bytes.
 */
function checkBytes(entry: CatalogueEntry, bytes: Buffer): void {
  const etag = entry.info.etag.slice(1, -1);
  if (!/^[0-9a-f]{32}$/.test(etag) || createHash('md5').update(bytes).digest('hex') === etag) return;
  throw new Error(`The bytes of ${entry.info.key} (blob ${entry.blobId}) are not those its ETag names: the store is damaged.`);
}

/** A small blob's `size` bytes from the start of its file (a file written over may hold more); closes it. */
async function readWhole(handle: FileHandle, size: number): Promise<Buffer> {
  try {
    const bytes = Buffer.allocUnsafeSlow(size);
    let position = 0;
    while (position < size) {
      const { bytesRead } = await handle.read(bytes, position, size - position, position);
      if (bytesRead === 0) throw new Error(`The blob file ended ${size - position} bytes early.`);
      position += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
