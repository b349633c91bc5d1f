import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillRecordFacts } from '../../data/store/record-facts';
import { createTestSchema, isTestDatabaseReachable, TEST_DATABASE_SERVER, type TestSchema } from '../../data/test-support/test-database';
import { silentLogger } from '../log';
import type { Database } from './database';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import { openPostgresDatabase } from './open-postgres-database';
import { readMigrationFiles } from './read-migration-files';
import { SUPERSEDED_MIGRATIONS, type SupersededMigration } from './superseded-migrations';
import { describeSchema, UPGRADE_FIXTURES_DIR } from './upgrade-fixtures.test-helper';

jest.setTimeout(120_000);

const isReachable = isTestDatabaseReachable();
if (!isReachable) console.warn(`SKIPPED: the migration repair tests need PostgreSQL at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL); none answered.`);

/** A ban as the data API stores it, to see that a repair keeps what the facts tables derive. */
const BAN = { id: 'ban-1', platformId: 'YOUTUBE', profileId: 'profile-1', dateOfBan: '2024-03-01', updatedAt: '2024-03-02T10:00:00.000Z', isActive: true };

(isReachable ? describe : describe.skip)('stores that ran a version of a migration edited since', () => {
  let newInstall: string[];

  beforeAll(async () => {
    newInstall = await withSchema(async (db) => {
      await runMigrations(db, { log: silentLogger });
      return describeSchema(db);
    });
  });

  it.each(SUPERSEDED_MIGRATIONS.map((version) => [version.name, version.shippedIn.first, version] as const))(
    '%s as %s shipped it is repaired to the schema of a new install, its rows kept',
    async (_name, _release, version) => {
      await withSchema(async (db) => {
        await migrateAsReleaseDid(db, version);
        const hasRecords = (await db.query("SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'data_records'")).rows.length > 0;
        if (hasRecords) await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('PlatformBan', $1, $2::jsonb)`, [BAN.id, JSON.stringify(BAN)]);

        await runMigrations(db, { log: silentLogger });

        const files = await readMigrationFiles(MIGRATIONS_DIR);
        const { rows } = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
        expect(rows).toEqual(files.map(({ name, checksum }) => ({ name, checksum })));
        expect(await describeSchema(db)).toEqual(newInstall);
        if (hasRecords) {
          // The record's own facts (migration 0030) are written by the backend's start, as for any store upgraded.
          await fillRecordFacts(db);
          const facts = await db.query('SELECT id, platform, date_of_ban, updated_at, profile_id FROM ban_facts');
          expect(facts.rows).toEqual([{ id: BAN.id, platform: 'youtube', date_of_ban: BAN.dateOfBan, updated_at: BAN.updatedAt, profile_id: BAN.profileId }]);
        }
      });
    },
  );
});

/** Today's files before it and the version that shipped (upgrade-fixtures/superseded/), as that release recorded them. */
async function migrateAsReleaseDid(db: Database, version: SupersededMigration): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'streamit-release-migrations-'));
  try {
    for (const file of await readMigrationFiles(MIGRATIONS_DIR)) {
      if (file.name < version.name) copyFileSync(join(MIGRATIONS_DIR, file.name), join(folder, file.name));
    }
    const shipped = readFileSync(join(UPGRADE_FIXTURES_DIR, 'superseded', version.name.replace(/\.sql$/, `.${version.shippedIn.first}.sql`)), 'utf8');
    writeFileSync(join(folder, version.name), shipped);
    await runMigrations(db, { directory: folder, log: silentLogger });
    const { rows } = await db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE name = $1', [version.name]);
    expect(rows[0]?.checksum).toBe(version.checksum);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withSchema<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const schema: TestSchema = await createTestSchema('migration_repair');
  const db = await openPostgresDatabase(schema.databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.close();
    await schema.drop();
  }
}
