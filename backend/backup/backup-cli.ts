import { loadBackendConfig, type BackendEnv } from '../core/config';
import { BackupFileError, RestoreRefusedError } from './backup-format';
import { backupToFile, restoreFromFile } from './backup-commands';

export const BACKUP_USAGE = `       npm run admin -- backup <file>
       npm run admin -- restore <file> [--force]

  backup        a consistent snapshot of the database and every stored object into <file>
                (gzipped JSON lines with a manifest, docs/backup.md), while the server keeps serving.
  restore       fills an empty data folder or database from <file>; --force replaces what the
                target holds (the embedded database and disk objects are renamed aside, not deleted).`;

interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** `backup <file>` and `restore <file> [--force]`; resolves to the exit code. */
export async function runBackupCommand(command: 'backup' | 'restore', file: string, options: { force: boolean }, env: BackendEnv, output: Output): Promise<number> {
  const config = loadBackendConfig(env);
  try {
    if (command === 'backup') {
      const { path, manifest, via } = await backupToFile(file, config);
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      output.log(
        `Backup written to ${path}${via === 'server' ? ' (through the running server)' : ''}: schema ${manifest.schemaVersion}, ` +
          `${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.objects.count} objects (${manifest.objects.bytes} bytes).`,
      );
      for (const [model, count] of Object.entries(manifest.models)) output.log(`  ${model}: ${count}`);
      if (manifest.objects.vanished.length > 0) output.log(`  ${manifest.objects.vanished.length} objects were deleted while the backup ran and are not in it.`);
      return 0;
    }
    const report = await restoreFromFile(file, config, options);
    const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
    output.log(`Restored ${rows} rows and ${report.objects.count} objects (${report.objects.bytes} bytes) at schema ${report.schemaVersion}.`);
    if (report.migratedSince.length > 0) output.log(`Then migrated to this version: ${report.migratedSince.join(', ')}.`);
    for (const path of report.setAside ?? []) output.log(`What the data folder held before is kept in ${path}.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreRefusedError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}
