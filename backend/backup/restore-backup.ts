import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database, Queryable } from '../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../core/database/migrate';
import { readMigrationFiles } from '../core/database/read-migration-files';
import { silentLogger, type Logger } from '../core/log';
import { createDiskLayout, isBlobId } from '../storage/store/disk/disk-layout';
import type { ObjectAttributes, ObjectStore } from '../storage/store/object-store';
import { isChecksumAlgorithm } from '../storage/upload/checksums';
import { BackupFileError, quoteIdent, RestoreRefusedError, SKIPPED_TABLES, type BackupHeader, type ObjectLine, type DatabaseKind } from './backup-format';
import { readBackupLines, verifyBackup, type VerifiedBackup } from './read-backup';

/** Rows inserted per statement (and bytes of row text, whichever comes first). */
const ROWS_PER_INSERT = 500;
const ROW_BYTES_PER_INSERT = 4 * 1024 * 1024;

export type RestoreStorage = { kind: 'disk'; storageDir: string } | { kind: 's3'; store: ObjectStore; stagingDir: string };

export interface RestoreTarget {
  db: Database;
  database: DatabaseKind;
  storage: RestoreStorage;
}

export interface RestoreOptions {
  /** Replace what a non-empty target holds. */
  force?: boolean;
  log?: Logger;
  /** The code's migrations (a test may point elsewhere). */
  migrationsDir?: string;
  /** The file as verifyBackup found it, when the caller checked it before opening the target. */
  verified?: VerifiedBackup;
}

export interface RestoreReport {
  schemaVersion: string;
  /** Migrations of this code run after the rows were loaded (the backup came from an older schema). */
  migratedSince: string[];
  tables: Record<string, number>;
  objects: { count: number; bytes: number };
}

/**
 * Restores a verified backup file into an empty database and object store (or, with `force`,
 * over what they hold). The whole file is checked before anything is written. Objects go in
 * first (unreferenced until the rows name them), then every row in one transaction: a restore
 * that stops half-way leaves no rows, so the target is still empty and the restore can run again.
 * A backup from an older schema is loaded into that schema and then migrated like any store.
 */
export async function restoreBackup(path: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreReport> {
  const { header, manifest } = options.verified ?? (await verifyBackup(path));
  if (header.storage !== target.storage.kind) {
    throw new RestoreRefusedError(
      `The backup holds objects of ${describeStorage(header.storage)}, and this configuration keeps them in ${describeStorage(target.storage.kind)}; restore it with the same kind of storage.`,
    );
  }
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  await checkMigrations(header, migrationsDir);
  await checkTarget(target, header, options.force ?? false);

  await migrateUpTo(target.db, header, migrationsDir);
  const objects = await restoreObjects(path, target.storage, options.force ?? false);
  const tables = await target.db.transaction((tx) => restoreRows(path, tx, manifest.tables));
  const migratedSince = await runMigrations(target.db, { directory: migrationsDir, log: options.log ?? silentLogger });
  return { schemaVersion: header.schemaVersion, migratedSince, tables, objects };
}

function describeStorage(kind: 'disk' | 's3'): string {
  return kind === 'disk' ? 'the data folder (DATA_DIR/storage)' : 'an S3-compatible bucket';
}

/** The backup's migrations must be this code's first ones, unchanged. */
async function checkMigrations(header: BackupHeader, migrationsDir: string): Promise<void> {
  const files = await readMigrationFiles(migrationsDir);
  header.migrations.forEach((migration, index) => {
    const file = files[index];
    if (!file || file.name !== migration.name) {
      throw new RestoreRefusedError(
        `The backup's schema has migration ${migration.name}, which this version of the code does not have: it comes from a newer or different version. Restore it with that version.`,
      );
    }
    if (file.checksum !== migration.checksum) {
      throw new RestoreRefusedError(`Migration ${migration.name} differs between the backup's schema and this code; the backup cannot be loaded into this schema.`);
    }
  });
}

/** Empty: no migration applied (no server ever started on it) and, for S3, an empty bucket. */
async function checkTarget(target: RestoreTarget, header: BackupHeader, force: boolean): Promise<void> {
  const applied = await appliedMigrations(target.db);
  const hasObjects = target.storage.kind === 's3' && (await target.storage.store.listObjects({ prefix: '', maxKeys: 1 })).objects.length > 0;
  if (applied.length === 0 && !hasObjects) return;
  const what = applied.length > 0 ? `its database is at migration ${applied.at(-1)}` : 'its bucket holds objects';
  if (!force) {
    throw new RestoreRefusedError(
      `The target is not empty (${what}). Restore into an empty data folder or database, or add --force to replace what it holds.`,
    );
  }
  const backupNames = new Set(header.migrations.map((migration) => migration.name));
  const newer = applied.filter((name) => !backupNames.has(name));
  if (newer.length > 0) {
    throw new RestoreRefusedError(
      `The target's schema is newer than the backup's (it has ${newer.at(-1)}; the backup stops at ${header.schemaVersion}), and a schema cannot be taken back. Restore into an empty database.`,
    );
  }
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const exists = await db.query(`SELECT 1 FROM pg_class WHERE relname = 'schema_migrations' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace`);
  if (exists.rows.length === 0) return [];
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}

/** Runs the code's migrations up to the backup's schema version, from a folder holding only those. */
async function migrateUpTo(db: Database, header: BackupHeader, migrationsDir: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'streamit-restore-migrations-'));
  try {
    for (const { name } of header.migrations) await copyFile(join(migrationsDir, name), join(folder, name));
    await runMigrations(db, { directory: folder, log: silentLogger });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every row in file order (parents before children), user triggers off: the derived tables come from the backup too. */
async function restoreRows(path: string, tx: Queryable, expected: Record<string, number>): Promise<Record<string, number>> {
  const { rows: present } = await tx.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace`);
  const presentNames = new Set(present.map((row) => row.name));
  const emptied = [...presentNames].filter((name) => name !== 'schema_migrations');
  // Rows the migrations themselves inserted (settings, version rows) give way to the backup's.
  if (emptied.length > 0) await tx.query(`TRUNCATE ${emptied.map(quoteIdent).join(', ')}`);

  let table: { name: string; insert: string; batch: string[]; bytes: number } | undefined;
  const flush = async () => {
    if (!table || table.batch.length === 0) return;
    await tx.query(table.insert, [`[${table.batch.join(',')}]`]);
    table.batch = [];
    table.bytes = 0;
  };
  for await (const { line } of readBackupLines(path)) {
    if (line.t === 'object' || line.t === 'manifest') break;
    if (line.t === 'table') {
      if (!presentNames.has(line.name) || SKIPPED_TABLES.has(line.name)) throw new BackupFileError(`The backup has table ${line.name}, which the migrated schema does not.`);
      const columns = line.columns.map(quoteIdent).join(', ');
      await tx.query(`ALTER TABLE ${quoteIdent(line.name)} DISABLE TRIGGER USER`);
      table = {
        name: line.name,
        insert: `INSERT INTO ${quoteIdent(line.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(line.name)}, $1::json)`,
        batch: [],
        bytes: 0,
      };
    } else if (line.t === 'row' && table) {
      table.batch.push(line.r);
      table.bytes += line.r.length;
      if (table.batch.length >= ROWS_PER_INSERT || table.bytes >= ROW_BYTES_PER_INSERT) await flush();
    } else if (line.t === 'table-end' && table) {
      await flush();
      await tx.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
      table = undefined;
    } else if (line.t === 'sequence') {
      await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(line.name), line.value, line.isCalled]);
    }
  }

  const counts: Record<string, number> = {};
  for (const [name, rows] of Object.entries(expected)) {
    const { rows: counted } = await tx.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${quoteIdent(name)}`);
    const count = Number(counted[0]?.count ?? 0);
    if (count !== rows) throw new Error(`Table ${name} holds ${count} rows after the restore where the backup has ${rows}; nothing was restored.`);
    counts[name] = count;
  }
  return counts;
}

/** Each object's bytes into the store, checked against its checksum again as they are written. */
async function restoreObjects(path: string, storage: RestoreStorage, force: boolean): Promise<{ count: number; bytes: number }> {
  const stagingDir = storage.kind === 'disk' ? createDiskLayout(storage.storageDir).staging : storage.stagingDir;
  await mkdir(stagingDir, { recursive: true });
  const restored = new Set<string>();
  let bytes = 0;
  let current: { header: ObjectLine; file: FileHandle; path: string; hash: ReturnType<typeof createHash>; md5: ReturnType<typeof createHash> } | undefined;
  try {
    for await (const { line } of readBackupLines(path)) {
      if (line.t === 'object') {
        const stagedPath = join(stagingDir, `restore-${randomBytes(8).toString('hex')}`);
        current = { header: line, file: await open(stagedPath, 'wx', 0o600), path: stagedPath, hash: createHash('sha256'), md5: createHash('md5') };
      } else if (line.t === 'chunk' && current) {
        const chunk = Buffer.from(line.b, 'base64');
        current.hash.update(chunk);
        current.md5.update(chunk);
        await current.file.write(chunk);
      } else if (line.t === 'object-end' && current) {
        const { header, file, path: stagedPath, hash, md5 } = current;
        current = undefined;
        await file.sync();
        await file.close();
        if (hash.digest('hex') !== line.sha256) {
          await rm(stagedPath, { force: true });
          throw new BackupFileError(`The bytes of object ${header.key} changed while the backup was being restored.`);
        }
        await placeObject(storage, header, stagedPath, md5.digest());
        restored.add(header.key);
        bytes += header.size;
      }
    }
  } finally {
    if (current) {
      await current.file.close().catch(() => undefined);
      await rm(current.path, { force: true });
    }
  }
  if (force && storage.kind === 's3') await removeOthers(storage.store, restored);
  return { count: restored.size, bytes };
}

async function placeObject(storage: RestoreStorage, header: ObjectLine, stagedPath: string, md5: Buffer): Promise<void> {
  if (storage.kind === 'disk') {
    if (!header.blobId || !isBlobId(header.blobId)) throw new BackupFileError(`Object ${header.key} has no valid blob id in the backup.`);
    const blobPath = createDiskLayout(storage.storageDir).objectPath(header.blobId);
    await mkdir(dirname(blobPath), { recursive: true });
    await rename(stagedPath, blobPath);
    return;
  }
  const attributes = header.attributes;
  if (!attributes) throw new BackupFileError(`Object ${header.key} has no attributes in the backup.`);
  const checksum = attributes.checksum && isChecksumAlgorithm(attributes.checksum.algorithm) ? { algorithm: attributes.checksum.algorithm, value: attributes.checksum.value } : undefined;
  const kept: ObjectAttributes = { contentType: attributes.contentType, metadata: attributes.metadata, headers: attributes.headers, checksum };
  // putObject takes the staged file over (and removes it).
  await storage.store.putObject(header.key, { path: stagedPath, size: header.size, md5 }, kept);
}

/** With --force on a bucket: what the backup does not hold goes. */
async function removeOthers(store: ObjectStore, kept: Set<string>): Promise<void> {
  let cursor: string | undefined;
  const extra: string[] = [];
  for (;;) {
    const page = await store.listObjects({ prefix: '', maxKeys: 1000, cursor });
    extra.push(...page.objects.map((object) => object.key).filter((key) => !kept.has(key)));
    if (!page.isTruncated || !page.nextCursor) break;
    cursor = page.nextCursor;
  }
  for (const key of extra) await store.deleteObject(key);
}
