// npx tsx scripts/check-release-upgrades.ts [commit...]
// For every landed commit that changed backend/core/database/migrations/ (or those named), makes a
// store on PostgreSQL with that commit's migration files as its runner would have (name order, each
// recorded with its checksum), migrates it with today's code and compares the schema with a new
// install's (docs/upgrades.md). Needs git history and a PostgreSQL server that may create databases
// (CHECK_DATABASE_SERVER, default postgres://postgres@127.0.0.1:5432); its databases are dropped after.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, runMigrations } from '../backend/core/database/migrate';
import { openPostgresDatabase } from '../backend/core/database/open-postgres-database';
import { checksumMigration } from '../backend/core/database/read-migration-files';
import { describeSchema } from '../backend/core/database/upgrade-fixtures.test-helper';
import type { Logger } from '../backend/core/log';

const SERVER = process.env.CHECK_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const FOLDER = 'backend/core/database/migrations';
const root = join(MIGRATIONS_DIR, '..', '..', '..', '..');
const gitOutput = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const git = (...args: string[]) => gitOutput(...args).trim();

async function onServer(database: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client(`${SERVER}/${database}`);
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own, migrated by `prepare` and then by today's code; returns its schema and the runner's log. */
async function migratedSchema(name: string, prepare: (client: pg.Client) => Promise<void>): Promise<{ schema: string[]; log: string[] }> {
  await onServer('postgres', async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  try {
    await onServer(name, prepare);
    const db = await openPostgresDatabase(`${SERVER}/${name}`);
    const log: string[] = [];
    const logger: Logger = { info: (line) => log.push(line), error: () => undefined };
    try {
      await runMigrations(db, { log: logger });
      return { schema: await describeSchema(db), log };
    } finally {
      await db.close();
    }
  } finally {
    await onServer('postgres', (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined));
  }
}

async function madeBy(commit: string, client: pg.Client): Promise<void> {
  await client.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const names = git('ls-tree', '--name-only', commit, `${FOLDER}/`).split('\n').map((path) => path.split('/').pop() ?? '');
  for (const name of names.filter((file) => file.endsWith('.sql')).sort()) {
    const sql = gitOutput('show', `${commit}:${FOLDER}/${name}`);
    await client.query('BEGIN');
    await client.query(sql);
    await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [name, checksumMigration(sql)]);
    await client.query('COMMIT');
  }
}

async function main(): Promise<void> {
  const commits = process.argv.slice(2).length > 0 ? process.argv.slice(2) : git('log', '--reverse', '--format=%h', '--', FOLDER).split('\n');
  const { schema: newInstall } = await migratedSchema('release_upgrade_new', async () => undefined);
  let failures = 0;
  for (const commit of commits) {
    const { schema, log } = await migratedSchema(`release_upgrade_${commit}`, (client) => madeBy(commit, client));
    const missing = newInstall.filter((line) => !schema.includes(line));
    const extra = schema.filter((line) => !newInstall.includes(line));
    const repaired = log.filter((line) => line.includes('brought up to date')).map((line) => line.replace('[database] ', ''));
    const isSame = missing.length === 0 && extra.length === 0;
    if (!isSame) failures += 1;
    console.log(`${commit}: ${isSame ? 'schema of a new install' : 'DIFFERS'}; ran ${log.length - repaired.length}${repaired.length ? `; ${repaired.join('; ')}` : ''}`);
    for (const line of missing) console.log(`  missing: ${line}`);
    for (const line of extra) console.log(`  extra:   ${line}`);
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

void main();
