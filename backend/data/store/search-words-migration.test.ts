/**
 * Migrations 0017 and 0020 on both stores: the search words of a record written before them stay as
 * they were (0020 moves them from data_records.search_vector to search_entries), a record written
 * after them gets exactly the words migration 0009's functions gave, for every searchable model, and
 * a model without words still gets none. The functions are PL/pgSQL, which PostgreSQL never inlines
 * into a write's plan (that is the point of 0017).
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { createTestSchema, type TestSchema } from '../test-support/test-database';
import { TEST_STORES } from '../test-support/stores';
import { insertRecord } from './record-store';
import { insertRecordBefore } from '../test-support/insert-record-before';

jest.setTimeout(120_000);

const MIGRATION = '0017_search_words_not_inlined.sql';
const FUNCTIONS = ['search_vector_profile', 'search_vector_brief', 'search_vector_platform_ban', 'search_vector_shadowban', 'search_vector_personality', 'search_vector_stream'];

/** One record of each searchable model, every field its words come from filled in (markup included). */
const RECORDS: { model: string; doc: Record<string, unknown> }[] = [
  { model: 'Profile', doc: { displayName: 'Ada Stone', username: 'adastone', bio: 'Writes about running platforms.' } },
  { model: 'Brief', doc: { status: 'PUBLISHED', title: 'Moderation queues', description: 'How appeals are decided', longDescription: '<p>Queues &amp; <em>reviewers</em> decide&nbsp;appeals.</p>' } },
  { model: 'PlatformBan', doc: { explanation: 'Banned for spam reports', evidence: 'Screenshots of the notices' } },
  { model: 'ShadowbanExperience', doc: { description: 'Replies were hidden', evidence: 'Logged-out checks', category: 'visibility', restrictionType: 'search ban' } },
  { model: 'Personality', doc: { name: 'Octavia Marsh', displayName: 'Octavia', bio: 'Streams nightly', description: 'Commentary on bans' } },
  { model: 'Stream', doc: { title: 'Weekly ban review', description: 'Cases read aloud' } },
  { model: 'ContactMessage', doc: { name: 'Visitor', email: 'visitor@example.test', message: 'A question about searching' } },
];

/** A record's document under `id` (usernames are unique, so each profile gets its own). */
const docOf = ({ model, doc }: (typeof RECORDS)[number], id: string) => ({ ...doc, id, ...(model === 'Profile' ? { username: `${String(doc.username)}-${id}` } : {}) });

/** Migration 0009's functions as they were, under other names: what the words must equal. */
const originalFunctions = () =>
  [...readFileSync(join(MIGRATIONS_DIR, '0009_search.sql'), 'utf8').matchAll(/CREATE FUNCTION search_vector_[\s\S]*?\$\$;/g)]
    .map(([definition]) => definition.replace('CREATE FUNCTION search_vector_', 'CREATE FUNCTION original_search_vector_'))
    .join('\n');

/** The words 0009's column expression gives a record of `model`, from the original functions. */
const ORIGINAL_WORDS = `CASE $1::text
  WHEN 'Profile' THEN original_search_vector_profile($2::jsonb) WHEN 'Brief' THEN original_search_vector_brief($2::jsonb)
  WHEN 'PlatformBan' THEN original_search_vector_platform_ban($2::jsonb) WHEN 'ShadowbanExperience' THEN original_search_vector_shadowban($2::jsonb)
  WHEN 'Personality' THEN original_search_vector_personality($2::jsonb) WHEN 'Stream' THEN original_search_vector_stream($2::jsonb) END`;

describe.each(TEST_STORES)('search words after migrations 0017 and 0020 on $store', ({ database }) => {
  let dataDir: string | undefined;
  let schema: TestSchema | undefined;
  let db: Database;
  let wordsBefore: Map<string, string | null>;

  /** Each record's words: in data_records before migration 0020, in search_entries after it. */
  const storedWords = async (source: 'column' | 'table') => {
    const { rows } = await db.query<{ model: string; id: string; words: string | null }>(
      source === 'column'
        ? 'SELECT model, id, search_vector::text AS words FROM data_records ORDER BY model, id'
        : `SELECT r.model, r.id, s.words::text AS words FROM data_records r
             LEFT JOIN search_entries s ON s.model = r.model AND s.id = r.id ORDER BY r.model, r.id`,
    );
    return new Map(rows.map((row) => [`${row.model}#${row.id}`, row.words]));
  };
  // Before the migrations, as the store of that time wrote records (insertRecordBefore); after them, with today's record store.
  const write = (id: string, insert: typeof insertRecord = insertRecord) =>
    Promise.all(RECORDS.map((record) => insert(db, record.model, docOf(record, id))));

  beforeAll(async () => {
    // The migrations up to 0016, records written, then the rest (0017 and any after it).
    const before = mkdtempSync(join(tmpdir(), 'search-words-migrations-'));
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && file < MIGRATION))
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    if (database === 'postgres') {
      schema = await createTestSchema('search_words');
      db = await openDatabase({ dataDir: '/nonexistent', databaseUrl: schema.databaseUrl });
    } else {
      dataDir = await createTempDataDir();
      db = await openDatabase({ dataDir, databaseUrl: undefined });
    }
    await runMigrations(db, { directory: before, log: silentLogger });
    rmSync(before, { recursive: true, force: true });
    await write('written-before', insertRecordBefore);
    wordsBefore = await storedWords('column');
    await runMigrations(db, { log: silentLogger });
    await db.query(originalFunctions());
    await write('written-after');
  });

  afterAll(async () => {
    await db.close();
    if (dataDir) removeTempDataDir(dataDir);
    await schema?.drop();
  });

  it('keeps the words of records written before it', async () => {
    const now = await storedWords('table');
    for (const [key, words] of wordsBefore) expect(now.get(key)).toBe(words);
  });

  it.each(RECORDS)('gives a new $model record the words migration 0009 gave', async (record) => {
    const { model } = record;
    const { rows } = await db.query<{ stored: string | null; original: string | null }>(
      `SELECT s.words::text AS stored, (${ORIGINAL_WORDS})::text AS original
         FROM data_records r LEFT JOIN search_entries s ON s.model = r.model AND s.id = r.id
        WHERE r.model = $1 AND r.id = 'written-after'`,
      [model, JSON.stringify(docOf(record, 'written-after'))],
    );
    expect(rows[0].stored).toBe(rows[0].original);
    if (model === 'ContactMessage') expect(rows[0].stored).toBeNull();
    else expect(rows[0].stored).not.toBe('');
  });

  it('computes the words with functions a write never inlines', async () => {
    const { rows } = await db.query<{ name: string; language: string; volatility: string }>(
      `SELECT p.proname AS name, l.lanname AS language, p.provolatile AS volatility
         FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
        WHERE p.pronamespace = current_schema()::regnamespace AND p.proname = ANY($1::text[]) ORDER BY 1`,
      [FUNCTIONS],
    );
    expect(rows.map((row) => row.name)).toEqual([...FUNCTIONS].sort());
    for (const row of rows) expect([row.language, row.volatility]).toEqual(['plpgsql', 'i']);
  });
});
