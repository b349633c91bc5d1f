import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MigrationFile {
  /** The file name, e.g. `0001_core.sql`; it is what schema_migrations records. */
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** The folder's NNNN_name.sql files in name order; a misnamed or duplicate-numbered file is an error, not skipped. */
export async function readMigrationFiles(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const versions = new Map<string, string>();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const version = MIGRATION_NAME.exec(name)?.[1];
    if (!version) {
      throw new MigrationError(`Migration file "${name}" in ${directory} must be named NNNN_lowercase_name.sql (e.g. 0002_user_pool.sql).`);
    }
    const clash = versions.get(version);
    if (clash) throw new MigrationError(`Migrations "${clash}" and "${name}" share the number ${version}; renumber the newer one.`);
    versions.set(version, name);
    const sql = await readFile(join(directory, name), 'utf8');
    files.push({ name, sql, checksum: checksumMigration(sql) });
  }
  return files;
}

/** Line endings are normalised so a Windows checkout does not look like an edited migration. */
export function checksumMigration(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}
