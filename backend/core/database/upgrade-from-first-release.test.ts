import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDataBackend, type DataTestBackend } from '../../data/test-support/start-data-backend';
import { TEST_STORES } from '../../data/test-support/stores';
import { createTestSchema, TEST_DATABASE_SERVER } from '../../data/test-support/test-database';
import { getPoolContext, type PoolContext } from '../../identity/pool-context';
import { ADMIN_OPERATIONS, PUBLIC_OPERATIONS } from '../../identity/user-pool/protocol/operations';
import { silentLogger } from '../log';
import type { Database } from './database';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { openPostgresDatabase } from './open-postgres-database';
import { readMigrationFiles } from './read-migration-files';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';
import { describeSchema, restoreDump, unpackDataFolder, UPGRADE_FIXTURES_DIR, type RestoredDump } from './upgrade-fixtures.test-helper';

jest.setTimeout(180_000);

interface FixtureStore {
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string;
  users: { email: string; sub: string; groups: string[] }[];
}

/** What the first release with migrations wrote, and read back from its stores when they were made (upgrade-fixtures/README.md). */
const release = JSON.parse(readFileSync(join(UPGRADE_FIXTURES_DIR, 'first-release.json'), 'utf8')) as {
  commit: string;
  migrations: Record<string, string>;
  passwords: Record<string, string>;
  stores: { embedded: FixtureStore; postgres: FixtureStore };
};

describe.each(TEST_STORES)(`a $store store made by release ${release.commit}, started by today's code`, ({ database }) => {
  const expected = database === 'pglite' ? release.stores.embedded : release.stores.postgres;
  let dataDir: string | undefined;
  let dump: RestoredDump | undefined;
  let server: DataTestBackend;
  let pool: PoolContext;
  let db: Database;

  beforeAll(async () => {
    if (database === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'streamit-upgrade-'));
      unpackDataFolder(join(UPGRADE_FIXTURES_DIR, 'first-release-data-folder.tar.br'), dataDir);
    } else {
      dump = await restoreDump(TEST_DATABASE_SERVER, join(UPGRADE_FIXTURES_DIR, 'first-release-postgres.sql'));
    }
    server = await startDataBackend({ dataDir, databaseUrl: dump?.databaseUrl });
    pool = await getPoolContext(server.backend.context);
    db = server.backend.context.db;
  });

  afterAll(async () => {
    await server?.close();
    if (dataDir) removeTempDataDir(dataDir);
    await dump?.drop();
  });

  it('keeps the release’s migrations, brings 0002 to today’s version and applies every later one', async () => {
    const files = await readMigrationFiles(MIGRATIONS_DIR);
    const { rows } = await db.query<{ name: string; checksum: string; applied_at: Date }>(
      'SELECT name, checksum, applied_at FROM schema_migrations ORDER BY name',
    );
    expect(rows.map(({ name, checksum }) => ({ name, checksum }))).toEqual(files.map(({ name, checksum }) => ({ name, checksum })));
    // The release's two were applied when the fixture was made, not now.
    const releaseApplied = rows.filter((row) => row.name in release.migrations).map((row) => row.applied_at.getTime());
    expect(Math.max(...releaseApplied)).toBeLessThan(rows[2].applied_at.getTime());
    // Added by the repair (last), not by today's 0002 (after email_verified): the old path ran.
    const { rows: columns } = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'user_pool_users' ORDER BY ordinal_position`,
    );
    expect(columns.at(-1)?.name).toBe('pending_email');
  });

  it('serves the same user pool: its ids, users and groups', async () => {
    expect(pool.ids).toMatchObject({
      userPoolId: expected.userPoolId,
      userPoolClientId: expected.userPoolClientId,
      identityPoolId: expected.identityPoolId,
    });
    const listed = (await ADMIN_OPERATIONS.ListUsers(pool, { UserPoolId: pool.ids.userPoolId })) as {
      Users: { Username: string; Attributes: { Name: string; Value: string }[]; UserStatus: string }[];
    };
    const users = await Promise.all(
      listed.Users.map(async (user) => {
        const { Groups } = (await ADMIN_OPERATIONS.AdminListGroupsForUser(pool, { UserPoolId: pool.ids.userPoolId, Username: user.Username })) as {
          Groups: { GroupName: string }[];
        };
        const email = user.Attributes.find((attribute) => attribute.Name === 'email')?.Value;
        return { email, sub: user.Username, groups: Groups.map((group) => group.GroupName), status: user.UserStatus };
      }),
    );
    expect(users.sort((a, b) => String(a.email).localeCompare(String(b.email)))).toEqual(
      expected.users.map((user) => ({ ...user, status: 'CONFIRMED' })),
    );
  });

  it('signs its users in with the passwords they chose under that release', async () => {
    for (const user of expected.users) {
      const answer = (await PUBLIC_OPERATIONS.InitiateAuth(pool, {
        ClientId: pool.ids.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: release.passwords[user.email] },
      })) as { AuthenticationResult?: { AccessToken: string }; ChallengeName?: string };
      // Staff without a second factor are asked to set one up; the password was still accepted.
      if (user.groups.includes('ADMINS')) {
        expect(answer.AuthenticationResult ?? answer.ChallengeName).toBeDefined();
        continue;
      }
      const token = answer.AuthenticationResult?.AccessToken ?? '';
      expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))).toMatchObject({ sub: user.sub });
      const me = await server.graphql('query { listProfiles(limit: 1) { items { id } } }', {}, { token });
      expect(me).toMatchObject({ status: 200, body: { data: { listProfiles: { items: [] } } } });
    }
  });

  it('ends with the schema of a new install, column order aside', async () => {
    expect(await describeSchema(db)).toEqual(await describeNewInstall(database));
  });
});

/** A new install runs every migration file, in order, and no repair. */
async function describeNewInstall(database: 'pglite' | 'postgres'): Promise<string[]> {
  const schema = database === 'postgres' ? await createTestSchema('upgrade_new') : undefined;
  const dataDir = schema ? undefined : await createTempDataDir();
  const db = schema ? await openPostgresDatabase(schema.databaseUrl) : await openDatabase({ dataDir: dataDir ?? '' });
  try {
    const files = await readMigrationFiles(MIGRATIONS_DIR);
    expect(await runMigrations(db, { log: silentLogger })).toEqual(files.map((file) => file.name));
    return await describeSchema(db);
  } finally {
    await db.close();
    await schema?.drop();
    if (dataDir) removeTempDataDir(dataDir);
  }
}
