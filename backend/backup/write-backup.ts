import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { constants as fsConstants } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import type { ObjectStore } from '../storage/store/object-store';
import { createDiskLayout } from '../storage/store/disk/disk-layout';
import type { Database, Queryable, Row } from '../core/database/database';
import { startPgliteWorker, type PgliteSettings, type PgliteWorkerClient } from '../core/database/pglite-worker-client';
import { runTransaction } from '../core/database/statement-runner';
import { findSupersededMigration } from '../core/database/superseded-migrations';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CHUNK_BYTES,
  SKIPPED_TABLES,
  quoteIdent,
  type BackupHeader,
  type BackupManifest,
  type DatabaseKind,
  type ObjectChecksumEntry,
  type ObjectLine,
  type StoredObjectAttributes,
} from './backup-format';

/** Rows fetched from the snapshot's cursor at a time: bounded memory, few round trips. */
const ROWS_PER_FETCH = 1000;
/** Blob files hard-linked at once while the snapshot is held. */
const LINKS_AT_ONCE = 32;

export type BackupStorage = { kind: 'disk'; storageDir: string } | { kind: 's3'; store: ObjectStore };

export interface BackupSource {
  db: Database;
  database: DatabaseKind;
  storage: BackupStorage;
  /**
   * The embedded database of a running server: its files are copied aside while its one session
   * is held for a moment, and the backup reads the copy (below). Absent: read `db` itself.
   */
  embeddedCopy?: { pgliteDir: string; settings?: PgliteSettings };
  now?: () => Date;
}

/** Disk objects whose blobs are already linked aside, as the snapshot's catalogue names them. */
interface LinkedObjects {
  linkDir: string;
  objects: DiskObject[];
}

interface DiskObject {
  key: string;
  blobId: string;
  size: number;
}

/**
 * Gzipped JSON lines into `destination`, hashing every byte before the manifest. Writes wait for
 * the destination (a slow reader slows the backup down instead of filling memory).
 */
class LineSink {
  private readonly gzip: Gzip = createGzip();
  private readonly hash = createHash('sha256');
  private readonly done: Promise<void>;

  constructor(destination: Writable) {
    this.done = pipeline(this.gzip, destination);
    // A failure is reported through `done`; the gzip's own error event must not go unheard meanwhile.
    this.done.catch(() => undefined);
  }

  async line(value: object): Promise<void> {
    const text = `${JSON.stringify(value)}\n`;
    this.hash.update(text);
    if (!this.gzip.write(text)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async finish(manifest: Omit<BackupManifest, 'contentSha256'>): Promise<BackupManifest> {
    const whole: BackupManifest = { ...manifest, contentSha256: this.hash.digest('hex') };
    this.gzip.end(`${JSON.stringify(whole)}\n`);
    await this.done;
    return whole;
  }

  abort(error: Error): void {
    this.gzip.destroy(error);
  }
}

/**
 * Writes a consistent backup of the database and every stored object into `destination`.
 *
 * The rows come from one REPEATABLE READ transaction: every table as of one moment while other
 * sessions keep writing (PostgreSQL). The embedded database is one session, so there the
 * transaction is the snapshot and other statements wait for its end (the rows part only).
 * Disk objects: the blobs the snapshot's catalogue names are hard-linked aside inside the same
 * transaction, so an object replaced or deleted afterwards still has its bytes read; on
 * PostgreSQL the catalogue is locked against writers (SHARE) from before the snapshot until the
 * links exist. S3 objects: listed at the snapshot, read afterwards (one deleted meanwhile is named
 * in the manifest's `vanished`).
 */
export async function writeBackup(source: BackupSource, destination: Writable): Promise<BackupManifest> {
  if (source.embeddedCopy) return writeFromCopy(source, source.embeddedCopy, destination);
  if (source.database === 'postgres' && source.storage.kind === 'disk') return writeWithLinkedBlobs(source, source.storage.storageDir, destination);
  return writeFromSnapshot(source, destination);
}

/**
 * PostgreSQL with objects on this machine's disk: a first transaction locks the catalogue against
 * writers (SHARE, before its snapshot), exports its snapshot and links the blobs it names; the
 * reading transaction imports that snapshot, and the first one then ends, so uploads wait only
 * for the links, not for the whole backup.
 */
async function writeWithLinkedBlobs(source: BackupSource, storageDir: string, destination: Writable): Promise<BackupManifest> {
  let snapshot: { id: string; linked: LinkedObjects } | undefined;
  let onExported!: () => void;
  const exported = new Promise<void>((resolve) => (onExported = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = source.db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await tx.query('LOCK TABLE storage_objects IN SHARE MODE');
    const { rows } = await tx.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    snapshot = { id: rows[0].id, linked: await linkDiskObjects(tx, storageDir) };
    onExported();
    await released;
  });
  // A failure before the export ends the wait as well.
  holder.catch(() => onExported());
  await exported;
  if (!snapshot) {
    destination.destroy();
    await holder;
    throw new Error('The backup snapshot could not be taken.');
  }
  const { linked } = snapshot;
  try {
    return await writeFromSnapshot(source, destination, linked, { id: snapshot.id, onImported: release });
  } finally {
    release();
    await holder.catch(() => undefined);
    await rm(linked.linkDir, { recursive: true, force: true });
  }
}

/**
 * The embedded database is one session: a transaction held for the whole read would hold up every
 * other statement (about 12 s for 100,000 records on a loaded machine). Instead the session is held
 * only for a CHECKPOINT (every change in the data files), a copy of the files (cloned where the
 * filesystem can) and the blob links (under a second for 100,000 records, docs/backup.md); the
 * copy is then opened by a second PGlite worker and read at leisure while the server serves.
 */
async function writeFromCopy(source: BackupSource, copy: { pgliteDir: string; settings?: PgliteSettings }, destination: Writable): Promise<BackupManifest> {
  const workDir = await mkdtemp(join(dirname(copy.pgliteDir), 'backup-snapshot-'));
  let reader: PgliteWorkerClient | undefined;
  let linked: LinkedObjects | undefined;
  try {
    await source.db.transaction(async (tx) => {
      await tx.query('CHECKPOINT');
      await copyTree(copy.pgliteDir, join(workDir, 'pglite'));
      if (source.storage.kind === 'disk') linked = await linkDiskObjects(tx, source.storage.storageDir);
    });
    reader = await startPgliteWorker(join(workDir, 'pglite'), copy.settings);
    const run = reader.run;
    const snapshotDb: Database = {
      query: async <T extends Row>(sql: string, params?: unknown[]) => {
        const { rows, rowCount } = await run(sql, params);
        return { rows: rows as T[], rowCount };
      },
      transaction: (work) => runTransaction(run, work),
      stopsLongStatements: false,
      runsAsWebAssembly: true,
      close: () => Promise.resolve(),
    };
    return await writeFromSnapshot({ ...source, db: snapshotDb, embeddedCopy: undefined }, destination, linked);
  } catch (error) {
    destination.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    await reader?.close();
    await rm(workDir, { recursive: true, force: true });
    if (linked) await rm(linked.linkDir, { recursive: true, force: true });
  }
}

/** A folder's files copied (cloned where the filesystem supports it), folders made as met. */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) await copyFile(source, target, fsConstants.COPYFILE_FICLONE);
  }
}

async function linkDiskObjects(tx: Queryable, storageDir: string): Promise<LinkedObjects> {
  const objects = await listDiskObjects(tx);
  // Beside the blobs (a hard link cannot cross filesystems); a store that never held an object has no folder yet.
  await mkdir(storageDir, { recursive: true });
  const linkDir = await mkdtemp(join(storageDir, 'backup-links-'));
  try {
    await linkBlobs(storageDir, linkDir, objects);
  } catch (error) {
    await rm(linkDir, { recursive: true, force: true });
    throw error;
  }
  return { linkDir, objects };
}

async function writeFromSnapshot(
  source: BackupSource,
  destination: Writable,
  preLinked?: LinkedObjects,
  importedSnapshot?: { id: string; onImported: () => void },
): Promise<BackupManifest> {
  const sink = new LineSink(destination);
  const now = source.now ?? (() => new Date());
  const createdAt = now().toISOString();
  let linkDir = preLinked?.linkDir;
  try {
    const snapshot = await source.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      if (importedSnapshot) {
        // The id comes from pg_export_snapshot (hex and dashes); SET takes no parameters.
        if (!/^[0-9A-F-]+$/i.test(importedSnapshot.id)) throw new Error(`Unexpected snapshot id ${importedSnapshot.id}.`);
        await tx.query(`SET TRANSACTION SNAPSHOT '${importedSnapshot.id}'`);
        importedSnapshot.onImported();
      }
      const header = await readHeader(tx, source, createdAt);
      await sink.line(header);
      const tables = await copyTables(tx, sink);
      await copySequences(tx, sink);
      const models = tables.has('data_records') ? await countModels(tx) : new Map<string, number>();
      let objects: { disk: DiskObject[] } | { s3: string[] };
      if (source.storage.kind === 'disk') {
        const linked = preLinked ?? (await linkDiskObjects(tx, source.storage.storageDir));
        linkDir = linked.linkDir;
        objects = { disk: linked.objects };
      } else {
        objects = { s3: await listS3Keys(source.storage.store) };
      }
      return { header, tables, models, objects };
    });

    const checksums: ObjectChecksumEntry[] = [];
    const vanished: string[] = [];
    if ('disk' in snapshot.objects) {
      const folder = linkDir ?? '';
      for (const object of snapshot.objects.disk) {
        // A blob's bytes are its first `size`: a file written over by a smaller blob is longer (blob-recycler.ts).
        const body = object.size > 0 ? createReadStream(join(folder, object.blobId), { highWaterMark: CHUNK_BYTES, end: object.size - 1 }) : Readable.from([]);
        checksums.push(await copyObject(sink, { t: 'object', key: object.key, size: object.size, blobId: object.blobId }, body));
      }
    } else if (source.storage.kind === 's3') {
      for (const key of snapshot.objects.s3) {
        const found = await source.storage.store.getObject(key);
        if (!found) {
          vanished.push(key);
          continue;
        }
        const { info } = found;
        const attributes: StoredObjectAttributes = { contentType: info.contentType, metadata: info.metadata, headers: info.headers as Record<string, string> };
        if (info.checksum) attributes.checksum = { algorithm: info.checksum.algorithm, value: info.checksum.value };
        checksums.push(await copyObject(sink, { t: 'object', key, size: info.size, attributes }, found.body));
      }
    }

    const manifest: Omit<BackupManifest, 'contentSha256'> = {
      t: 'manifest',
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt,
      completedAt: now().toISOString(),
      database: source.database,
      storage: source.storage.kind,
      schemaVersion: snapshot.header.schemaVersion,
      tables: Object.fromEntries(snapshot.tables),
      models: Object.fromEntries(snapshot.models),
      objects: { count: checksums.length, bytes: checksums.reduce((sum, entry) => sum + entry.size, 0), vanished, checksums },
    };
    return await sink.finish(manifest);
  } catch (error) {
    sink.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    if (linkDir) await rm(linkDir, { recursive: true, force: true });
  }
}

async function readHeader(tx: Queryable, source: BackupSource, createdAt: string): Promise<BackupHeader> {
  const hasMigrations = await tx.query(`SELECT 1 FROM pg_class WHERE relname = 'schema_migrations' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace`);
  if (hasMigrations.rows.length === 0) throw new Error('The database has no schema yet (no server has started on it): there is nothing to back up.');
  const { rows } = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
  // A restore loads rows into today's version of each migration; an earlier one's rows may not fit.
  const earlier = rows.find(({ name, checksum }) => findSupersededMigration(name, checksum));
  if (earlier) {
    throw new Error(
      `The database was made by an earlier release (its ${earlier.name} is a version edited since) and has not been upgraded: ` +
        'start this version of the server on it once, which brings it up to date, then back it up.',
    );
  }
  return {
    t: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt,
    database: source.database,
    storage: source.storage.kind,
    schemaVersion: rows.at(-1)?.name ?? '',
    migrations: rows.map(({ name, checksum }) => ({ name, checksum })),
  };
}

/** Every ordinary table of the schema in name order, each read through a cursor. */
async function copyTables(tx: Queryable, sink: LineSink): Promise<Map<string, number>> {
  const { rows: tables } = await tx.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname`,
  );
  const { rows: references } = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint AS c
     JOIN pg_class AS child ON child.oid = c.conrelid JOIN pg_class AS parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  const counts = new Map<string, number>();
  const names = tables.map((table) => table.name).filter((name) => !SKIPPED_TABLES.has(name));
  for (const name of parentsFirst(names, references)) {
    const { rows: columnRows } = await tx.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [quoteIdent(name)],
    );
    const columns = columnRows.map((row) => row.name);
    await sink.line({ t: 'table', name, columns });
    await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(picked)::text AS r FROM (SELECT ${columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(name)}) AS picked`);
    let count = 0;
    for (;;) {
      const { rows } = await tx.query<{ r: string }>(`FETCH ${ROWS_PER_FETCH} FROM backup_rows`);
      for (const row of rows) await sink.line({ t: 'row', r: row.r });
      count += rows.length;
      if (rows.length < ROWS_PER_FETCH) break;
    }
    await tx.query('CLOSE backup_rows');
    await sink.line({ t: 'table-end', name, rows: count });
    counts.set(name, count);
  }
  return counts;
}

/**
 * Tables ordered so each comes after those its foreign keys name (name order otherwise): a
 * restore inserts in file order and every reference finds its row.
 */
export function parentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const waitingOn = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && waitingOn.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name).sort();
    // A cycle of references (none today) cannot be ordered; its tables go in name order.
    const next = ready.length > 0 ? ready : [[...waitingOn.keys()].sort()[0]];
    for (const name of next) {
      ordered.push(name);
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return ordered;
}

async function copySequences(tx: Queryable, sink: LineSink): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace ORDER BY relname`);
  for (const { name } of rows) {
    const { rows: state } = await tx.query<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${quoteIdent(name)}`);
    if (state[0]) await sink.line({ t: 'sequence', name, value: state[0].value, isCalled: state[0].is_called });
  }
}

async function countModels(tx: Queryable): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ model: string; count: string }>('SELECT model, count(*)::text AS count FROM data_records GROUP BY model ORDER BY model');
  return new Map(rows.map((row) => [row.model, Number(row.count)]));
}

async function listDiskObjects(tx: Queryable): Promise<DiskObject[]> {
  const { rows } = await tx.query<{ key: string; blob_id: string; size: number }>('SELECT key, blob_id, size::float8 AS size FROM storage_objects ORDER BY key');
  return rows.map((row) => ({ key: row.key, blobId: row.blob_id, size: Number(row.size) }));
}

/** Hard links (same filesystem, no bytes copied): the blob outlives a later replace or delete. */
async function linkBlobs(storageDir: string, linkDir: string, objects: DiskObject[]): Promise<void> {
  const layout = createDiskLayout(storageDir);
  for (let start = 0; start < objects.length; start += LINKS_AT_ONCE) {
    await Promise.all(
      objects.slice(start, start + LINKS_AT_ONCE).map(async ({ key, blobId }) => {
        try {
          await link(layout.objectPath(blobId), join(linkDir, blobId));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          throw new Error(`The bytes of object ${key} (blob ${blobId}) are missing from ${layout.objects}: the store is damaged, so no whole backup can be made.`);
        }
      }),
    );
  }
}

async function listS3Keys(store: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await store.listObjects({ prefix: '', maxKeys: 1000, cursor });
    keys.push(...page.objects.map((object) => object.key));
    if (!page.isTruncated || !page.nextCursor) return keys;
    cursor = page.nextCursor;
  }
}

async function copyObject(sink: LineSink, header: ObjectLine, body: Readable): Promise<ObjectChecksumEntry> {
  await sink.line(header);
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of body as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < piece.length; offset += CHUNK_BYTES) {
      const chunk = piece.subarray(offset, offset + CHUNK_BYTES);
      hash.update(chunk);
      size += chunk.length;
      await sink.line({ t: 'chunk', b: chunk.toString('base64') });
    }
  }
  if (size !== header.size) throw new Error(`Object ${header.key} has ${size} bytes where ${header.size} were listed; no whole backup can be made.`);
  const sha256 = hash.digest('hex');
  await sink.line({ t: 'object-end', sha256 });
  return { key: header.key, size, sha256 };
}
