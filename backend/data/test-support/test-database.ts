import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_SERVER =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Jest cannot skip after an await, so what decides a skip is probed synchronously in a child process. */
const probe = (code: string) => spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 10_000 });

export function isTestDatabaseReachable(url = TEST_DATABASE_SERVER): boolean {
  return probe(`new (require('pg').Client)(${JSON.stringify(url)}).connect().then(() => process.exit(0), () => process.exit(1))`).status === 0;
}

/** A setting of the test server as SHOW gives it (`name` a plain setting name), or null when none answers. */
export function testDatabaseSetting(name: string, url = TEST_DATABASE_SERVER): string | null {
  const read = probe(
    `const c = new (require('pg').Client)(${JSON.stringify(url)}); c.connect().then(() => c.query(${JSON.stringify(`SHOW ${name}`)}))` +
      `.then((r) => { process.stdout.write(String(Object.values(r.rows[0])[0])); return c.end(); }).catch(() => process.exit(1))`,
  );
  return read.status === 0 ? read.stdout : null;
}

export interface TestSchema {
  /** A DATABASE_URL whose connections all land in the fresh schema. */
  databaseUrl: string;
  drop(): Promise<void>;
}

/** A schema of its own on the test server, so parallel runs never see each other's tables. */
export async function createTestSchema(prefix = 'data_test'): Promise<TestSchema> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client(TEST_DATABASE_SERVER);
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = TEST_DATABASE_SERVER.includes('?') ? '&' : '?';
  return {
    databaseUrl: `${TEST_DATABASE_SERVER}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = new pg.Client(TEST_DATABASE_SERVER);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
