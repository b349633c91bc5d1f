import { existsSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { BackendConfig } from '../core/config';
import { acquireDataDirLock, DataDirLockedError } from '../core/database/data-dir-lock';
import { announceFromOutside } from '../core/revalidation/announce-from-outside';
import { EVERYTHING_PUBLIC } from '../core/revalidation/everything-public';
import type { Database } from '../core/database/database';
import { openEmbeddedDatabase } from '../core/database/open-embedded-database';
import { openPostgresDatabase } from '../core/database/open-postgres-database';
import { OPERATOR_CREDENTIALS_FILE, type OperatorCredentialsFile } from '../identity/operator-credentials';
import type { ObjectStore } from '../storage/store/object-store';
import { createS3ObjectStore } from '../storage/store/s3/s3-object-store';
import type { BackupManifest } from './backup-format';
import { BACKUP_PREFIX, BACKUP_SIGNING_SERVICE } from './backup-service';
import { writeBackupFile } from './backup-file';
import { verifyBackup } from './read-backup';
import { restoreBackup, type RestoreReport, type RestoreStorage } from './restore-backup';
import { writeBackup, type BackupStorage } from './write-backup';

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  /** Read from the database directly, or streamed by the running server that holds it. */
  via: 'database' | 'server';
}

/**
 * Writes a backup to `file`: into a temporary sibling first (owner-only: it holds the secrets),
 * checked against its own manifest, synced, and only then renamed to `file`. A backup killed
 * at any point leaves at most a `.…partial` file, never a file by the name asked for that looks whole.
 */
export async function backupToFile(file: string, config: BackendConfig): Promise<BackupResult> {
  const path = resolve(file);
  let via: BackupResult['via'] = 'database';
  const manifest = await writeBackupFile(path, async (destination) => {
    via = await produceBackup(config, destination);
  });
  return { path, manifest, via };
}

async function produceBackup(config: BackendConfig, destination: Writable): Promise<'database' | 'server'> {
  if (config.databaseUrl) {
    // A PostgreSQL server takes any number of sessions: the backup reads beside the running instances.
    const db = await openPostgresDatabase(config.databaseUrl);
    const storage = backupStorageOf(config);
    try {
      await writeBackup({ db, database: 'postgres', storage }, destination);
    } finally {
      await closeStorage(storage);
      await db.close();
    }
    return 'database';
  }
  if (!existsSync(join(config.dataDir, 'pglite'))) throw new Error(`There is no database in ${config.dataDir} to back up (DATA_DIR).`);
  let db: Database;
  try {
    db = await openEmbeddedDatabase(config.dataDir, config.embeddedDatabase);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await streamFromServer(config.dataDir, destination);
    return 'server';
  }
  const storage = backupStorageOf(config);
  try {
    await writeBackup({ db, database: 'embedded', storage }, destination);
  } finally {
    await closeStorage(storage);
    await db.close();
  }
  return 'database';
}

function backupStorageOf(config: BackendConfig): BackupStorage {
  return config.storage.s3 ? { kind: 's3', store: createS3ObjectStore(config.storage.s3) } : { kind: 'disk', storageDir: join(config.dataDir, 'storage') };
}

async function closeStorage(storage: { kind: 'disk' } | { kind: 's3'; store: ObjectStore }): Promise<void> {
  if (storage.kind === 's3') await storage.store.close();
}

/** The running server's backup (backup-service.ts), signed with the operator credentials it wrote. */
async function streamFromServer(dataDir: string, destination: Writable): Promise<void> {
  const credentialsPath = join(dataDir, OPERATOR_CREDENTIALS_FILE);
  let credentials: OperatorCredentialsFile;
  try {
    credentials = JSON.parse(await readFile(credentialsPath, 'utf8')) as OperatorCredentialsFile;
  } catch (error) {
    throw new Error(`The server holds the database, and its operator credentials (${credentialsPath}) could not be read: ${String(error)}`);
  }
  const url = new URL(BACKUP_PREFIX, credentials.userPoolEndpoint);
  const signer = new SignatureV4({
    service: BACKUP_SIGNING_SERVICE,
    region: credentials.region,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
    sha256: Sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    headers: { host: url.host },
    body: '',
  });
  const response = await fetch(url, { method: 'POST', headers: signed.headers, body: '' });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = text.slice(0, 300);
    try {
      message = String((JSON.parse(text) as { message?: unknown }).message ?? message);
    } catch {
      // Not JSON: the text as it came.
    }
    throw new Error(`The running server (${url.origin}) did not make the backup: ${response.status} ${message}`);
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), destination);
  } catch (error) {
    throw new Error(`The running server's backup stopped before its end (${(error as Error).message}); see the server's log.`);
  }
}

export interface RestoreResult extends RestoreReport {
  /** Where --force moved the embedded database and objects that were replaced. */
  setAside?: string[];
}

/**
 * Restores `file` into the configured database and object store. The embedded database must be
 * free (no server running on DATA_DIR); with --force its previous folders are renamed aside, not deleted.
 */
export async function restoreFromFile(file: string, config: BackendConfig, options: { force: boolean }): Promise<RestoreResult> {
  const path = resolve(file);
  // Checked before the target is opened (or anything moved): a damaged file touches nothing.
  const verified = await verifyBackup(path);
  const setAside: string[] = [];
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgresDatabase(config.databaseUrl);
  } else {
    try {
      if (options.force) setAside.push(...setAsideDataFolder(config.dataDir));
      db = await openEmbeddedDatabase(config.dataDir, config.embeddedDatabase);
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new Error(`A server is running on ${config.dataDir}: stop it before restoring into its data folder.`);
      throw error;
    }
  }
  const storage: RestoreStorage = config.storage.s3
    ? { kind: 's3', store: createS3ObjectStore(config.storage.s3), stagingDir: join(config.dataDir, 'storage', 'staging') }
    : { kind: 'disk', storageDir: join(config.dataDir, 'storage') };
  try {
    const report = await restoreBackup(path, { db, database: config.databaseUrl ? 'postgres' : 'embedded', storage }, { force: options.force, verified });
    // Servers still running on the shared database keep pages for minutes: they refresh them now.
    if (config.databaseUrl) await announceFromOutside(db, EVERYTHING_PUBLIC);
    return setAside.length > 0 ? { ...report, setAside } : report;
  } finally {
    await closeStorage(storage);
    await db.close();
  }
}

/** The embedded database and disk objects, renamed aside under the lock so no server starts on them meanwhile. */
function setAsideDataFolder(dataDir: string): string[] {
  const lock = acquireDataDirLock(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const moved: string[] = [];
  try {
    for (const name of ['pglite', 'storage']) {
      const from = join(dataDir, name);
      if (!existsSync(from)) continue;
      const to = join(dataDir, `${name}.replaced-${stamp}`);
      renameSync(from, to);
      moved.push(to);
    }
  } finally {
    lock.release();
  }
  return moved;
}
