import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrate';
import { readMigrationFiles } from './read-migration-files';
import { SHIPPED_MIGRATIONS } from './shipped-migrations';
import { MIGRATION_REPAIRS_DIR, SUPERSEDED_MIGRATIONS } from './superseded-migrations';

describe('shipped migrations are frozen', () => {
  it('every shipped migration is still the file it shipped as', async () => {
    const files = new Map((await readMigrationFiles(MIGRATIONS_DIR)).map((file) => [file.name, file.checksum]));
    const edited = Object.entries(SHIPPED_MIGRATIONS)
      .filter(([name, checksum]) => files.get(name) !== checksum)
      .map(([name]) => (files.has(name) ? `${name} was edited after it shipped` : `${name} shipped but its file is gone`));
    // A store made by a release recorded the shipped checksum and would be refused: restore the
    // file and put the change in a new migration.
    expect(edited).toEqual([]);
  });

  it('every migration file has its line in shipped-migrations.ts', async () => {
    const missing = (await readMigrationFiles(MIGRATIONS_DIR))
      .filter((file) => !(file.name in SHIPPED_MIGRATIONS))
      .map((file) => `  '${file.name}': '${file.checksum}',`);
    // Add these lines in the commit that lands the migration; from then on it is frozen.
    expect(missing).toEqual([]);
  });

  it.each(SUPERSEDED_MIGRATIONS.map((version) => [version.name, version.shippedIn.first, version]))(
    'the superseded %s of %s names a shipped migration, another checksum and a repair file',
    (name, _first, version) => {
      expect(SHIPPED_MIGRATIONS[name]).toBeDefined();
      expect(version.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(version.checksum).not.toBe(SHIPPED_MIGRATIONS[name]);
      expect(existsSync(join(MIGRATION_REPAIRS_DIR, version.repair))).toBe(true);
    },
  );
});
