import { join } from 'node:path';
import { consoleLogger, type Logger } from '../log';
import type { Database, Queryable } from './database';
import { MigrationError, readMigrationFiles, type MigrationFile } from './read-migration-files';
import { findSupersededMigration, readMigrationRepair, type SupersededMigration } from './superseded-migrations';

export const MIGRATIONS_DIR = join(__dirname, 'migrations');

// Any fixed number: instances starting together on one PostgreSQL take turns on it.
const MIGRATION_LOCK_KEY = 4_201_734_619;

type AppliedRow = { name: string; checksum: string };

/**
 * Brings the schema up to date: each pending file runs in its own transaction and is recorded
 * in schema_migrations with its checksum. Before anything runs, every applied migration is checked
 * against its file; an edited or missing one stops the start with nothing changed. An applied
 * migration recorded with the checksum of a version that shipped before it was edited
 * (superseded-migrations.ts) is first brought to today's version by its repair.
 * Returns the names applied by this call.
 */
export async function runMigrations(
  db: Database,
  { directory = MIGRATIONS_DIR, log = consoleLogger }: { directory?: string; log?: Logger } = {},
): Promise<string[]> {
  const files = await readMigrationFiles(directory);
  await db.transaction(async (tx) => {
    await takeMigrationLock(tx);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const { rows: applied } = await db.query<AppliedRow>('SELECT name, checksum FROM schema_migrations ORDER BY name');
  const filesByName = new Map(files.map((file) => [file.name, file]));
  const superseded: { file: MigrationFile; version: SupersededMigration }[] = [];
  for (const row of applied) {
    const file = filesByName.get(row.name);
    if (!file) {
      throw new MigrationError(
        `The database has migration "${row.name}" applied, but ${directory} has no such file: ` +
          'the data comes from a newer or different version of the backend. Nothing was changed.',
      );
    }
    const version = file.checksum === row.checksum ? undefined : findSupersededMigration(row.name, row.checksum);
    if (version) superseded.push({ file, version });
    else assertUnchanged(file, row.checksum);
  }

  // Before the pending files, which expect today's versions: the releases that shipped an earlier
  // version had none of the migrations that came after its edit.
  for (const { file, version } of superseded) {
    if (await repairMigration(db, file, version)) {
      log.info(`[database] migration ${file.name} of release ${version.shippedIn.first}…${version.shippedIn.last} brought up to date (${version.repair})`);
    }
  }

  const appliedNames = new Set(applied.map((row) => row.name));
  const ran: string[] = [];
  for (const file of files.filter((candidate) => !appliedNames.has(candidate.name))) {
    if (await applyMigration(db, file)) {
      ran.push(file.name);
      log.info(`[database] applied migration ${file.name}`);
    }
  }
  return ran;
}

/** False when another instance applied it meanwhile. */
async function applyMigration(db: Database, file: MigrationFile): Promise<boolean> {
  return db.transaction(async (tx) => {
    await takeMigrationLock(tx);
    const { rows } = await tx.query<AppliedRow>('SELECT name, checksum FROM schema_migrations WHERE name = $1', [file.name]);
    if (rows[0]) {
      assertUnchanged(file, rows[0].checksum);
      return false;
    }
    try {
      await tx.query(file.sql);
    } catch (error) {
      throw new MigrationError(`Migration ${file.name} failed and was rolled back: ${(error as Error).message}`);
    }
    await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
    return true;
  });
}

/** False when another instance repaired it meanwhile. */
async function repairMigration(db: Database, file: MigrationFile, version: SupersededMigration): Promise<boolean> {
  const sql = await readMigrationRepair(version);
  return db.transaction(async (tx) => {
    await takeMigrationLock(tx);
    const { rows } = await tx.query<AppliedRow>('SELECT name, checksum FROM schema_migrations WHERE name = $1', [file.name]);
    if (rows[0]?.checksum !== version.checksum) return false;
    try {
      await tx.query(sql);
    } catch (error) {
      throw new MigrationError(`Repair ${version.repair} of migration ${file.name} failed and was rolled back: ${(error as Error).message}`);
    }
    await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file.name, file.checksum]);
    return true;
  });
}

function assertUnchanged(file: MigrationFile, recordedChecksum: string): void {
  if (file.checksum === recordedChecksum) return;
  throw new MigrationError(
    `Migration ${file.name} was edited after it was applied (recorded checksum ${recordedChecksum.slice(0, 12)}…, ` +
      `file now ${file.checksum.slice(0, 12)}…). Restore the file and put the change in a new migration.`,
  );
}

async function takeMigrationLock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}
