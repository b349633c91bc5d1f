import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../log';
import type { Database } from './database';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';

jest.setTimeout(120_000);

describe('runMigrations', () => {
  let dataDir: string;
  let migrations: string;
  let db: Database;
  let schemaCount = 0;
  let schema: string;
  const migrate = () => runMigrations(db, { directory: migrations, log: silentLogger });
  const write = (name: string, sql: string) => writeFileSync(join(migrations, name), sql);
  const tables = async () =>
    (await db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1')).rows.map(
      (row) => row.name,
    );
  // Opening a database takes seconds, so the cases share one and each gets a schema of its own.
  const useSchema = () => db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    db = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await db.close();
    removeTempDataDir(dataDir);
  });

  beforeEach(async () => {
    schema = `case_${++schemaCount}`;
    await useSchema();
    migrations = mkdtempSync(join(tmpdir(), 'streamit-migrations-'));
    write('0001_first.sql', 'CREATE TABLE first (id int);\nINSERT INTO first VALUES (1);');
  });

  afterEach(() => rmSync(migrations, { recursive: true, force: true }));

  it('applies pending files in name order and records them with checksums', async () => {
    write('0002_second.sql', 'CREATE TABLE second (first_id int);');
    expect(await migrate()).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(await tables()).toEqual(['first', 'schema_migrations', 'second']);
    const { rows } = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does nothing when run again', async () => {
    await migrate();
    expect(await migrate()).toEqual([]);
    expect((await db.query('SELECT * FROM first')).rowCount).toBe(1);
  });

  it('upgrades an existing data folder in place with a new file, keeping its data', async () => {
    await migrate();
    await db.query('INSERT INTO first VALUES (2)');
    await db.close();
    write('0002_more.sql', 'ALTER TABLE first ADD COLUMN label text;');
    db = await openDatabase({ dataDir });
    await useSchema();
    expect(await migrate()).toEqual(['0002_more.sql']);
    expect((await db.query('SELECT id, label FROM first ORDER BY id')).rows).toEqual([
      { id: 1, label: null },
      { id: 2, label: null },
    ]);
  });

  it('refuses an applied migration that was edited, changing nothing', async () => {
    await migrate();
    write('0001_first.sql', 'DROP TABLE first;');
    write('0002_next.sql', 'CREATE TABLE next (id int);');
    await expect(migrate()).rejects.toThrow(/0001_first\.sql was edited after it was applied/);
    expect(await tables()).toEqual(['first', 'schema_migrations']);
  });

  it('accepts a file whose only change is Windows line endings', async () => {
    await migrate();
    write('0001_first.sql', 'CREATE TABLE first (id int);\r\nINSERT INTO first VALUES (1);');
    expect(await migrate()).toEqual([]);
  });

  it('refuses a database that has a migration this code lacks', async () => {
    write('0002_later.sql', 'SELECT 1;');
    await migrate();
    rmSync(join(migrations, '0002_later.sql'));
    await expect(migrate()).rejects.toThrow(/"0002_later\.sql" applied, but .* has no such file/);
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    write('0002_broken.sql', 'CREATE TABLE half (id int);\nSELECT * FROM no_such_table;');
    await expect(migrate()).rejects.toThrow(/0002_broken\.sql failed and was rolled back: .*no_such_table/);
    expect(await tables()).toEqual(['first', 'schema_migrations']);
    write('0002_broken.sql', 'CREATE TABLE half (id int);');
    expect(await migrate()).toEqual(['0002_broken.sql']);
  });

  it.each([
    ['a misnamed file', ['0002-dash.sql'], /must be named NNNN_lowercase_name\.sql/],
    ['two files with one number', ['0002_a.sql', '0002_b.sql'], /share the number 0002/],
  ])('refuses %s before running anything', async (_case, names, message) => {
    for (const name of names) write(name, 'SELECT 1;');
    await expect(migrate()).rejects.toThrow(message);
    expect(await tables()).toEqual([]);
  });

  it("applies the backend's own migrations to a fresh database", async () => {
    const shipped = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
    expect(await runMigrations(db, { log: silentLogger })).toEqual(shipped);
    expect(await tables()).toContain('backend_secrets');
  });
});
