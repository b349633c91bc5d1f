/**
 * Migration 0012 on a store written before personalities had a stored slug: every personality
 * gets the address the site gave it before (the rule below, as lib/content/personalities applied
 * it over the whole set), a record that already has a slug keeps it, re-running changes nothing,
 * and the catalogue's order of /personalities can walk the migration's index.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slugOf } from '../../../amplify/data/slug';
import type { Database } from '../../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { PERSONALITY_ORDER } from '../custom-operations/personality-list';
import { findRecord } from './record-store';
import { fillRecordFacts } from './record-facts';
import { insertRecordBefore } from '../test-support/insert-record-before';

jest.setTimeout(60_000);

const MIGRATION = '0012_personality_slugs.sql';

/**
 * The addresses before issue 16 (lib/content/personalities/personality-paths.ts then): the slug of
 * the name unless it is empty, another personality's id, or taken by a smaller id; else the id.
 */
function addressesBefore(records: readonly { id: string; name: string }[]): Map<string, string> {
  const byId = [...records].sort((a, b) => a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const record of byId) {
    const slug = slugOf(record.name);
    const isFree = slug !== '' && !taken.has(slug) && !byId.some((other) => other.id === slug && other.id !== record.id);
    paths.set(record.id, isFree ? slug : record.id);
    if (isFree) taken.add(slug);
  }
  return paths;
}

// Ids sort the same by bytes (the store) and by localeCompare (the old rule): lower case, same shape.
const BEFORE: { id: string; name: string }[] = [
  { id: 'p-02', name: 'Ada Stone' },
  { id: 'p-01', name: 'Ada  Stone!' },
  { id: 'p-03', name: '★' },
  { id: 'p-04', name: 'Çà & Zoë' },
  { id: 'p-05', name: 'Fifth' },
  { id: 'p-06', name: 'P 05' },
  { id: 'octavia-marsh', name: 'Octavia Marsh' },
  { id: 'a-first', name: 'Octavia  Marsh' },
  { id: 'p-09', name: 'Ǆemal ﬁne Ｆｕｌｌ İstanbul straße' },
  { id: 'p-10', name: 'Σωκράτης' },
  { id: 'p-11', name: '' },
  { id: 'p-12', name: '--Rock & Roll--' },
];

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openEmbeddedDatabase(dataDir);
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < MIGRATION)) copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
  await runMigrations(db, { directory: before, log: silentLogger });
  rmSync(before, { recursive: true, force: true });

  for (const record of BEFORE) await insertRecordBefore(db, 'Personality', { ...record, displayName: record.name || record.id });
  // One that already has a slug keeps it, and another personality's name cannot take it.
  await insertRecordBefore(db, 'Personality', { id: 'p-07', name: 'Whatever', displayName: 'Whatever', slug: 'kept-slug' });
  await insertRecordBefore(db, 'Personality', { id: 'p-08', name: 'Kept Slug', displayName: 'Kept Slug' });
  await insertRecordBefore(db, 'Stream', { id: 's-1', title: 'Ada Stone', name: 'Ada Stone' });
  await runMigrations(db, { log: silentLogger });
  await fillRecordFacts(db);
});
afterAll(async () => {
  await db?.close();
  removeTempDataDir(dataDir);
});

const slugOfRecord = async (id: string) => (await findRecord(db, 'Personality', id))?.slug;

it('gives every personality the address the site gave it before', async () => {
  const expected = addressesBefore(BEFORE);
  expect(Object.fromEntries(expected)).toMatchObject({ 'p-01': 'ada-stone', 'p-02': 'p-02', 'p-03': 'p-03', 'p-05': 'fifth', 'p-06': 'p-06', 'octavia-marsh': 'octavia-marsh', 'a-first': 'a-first' });
  for (const { id } of BEFORE) expect([id, await slugOfRecord(id)]).toEqual([id, expected.get(id)]);
});

it('makes slugs from any script as the site does (accents dropped, & as “and”)', async () => {
  expect(await slugOfRecord('p-04')).toBe('ca-and-zoe');
  expect(await slugOfRecord('p-09')).toBe(slugOf('Ǆemal ﬁne Ｆｕｌｌ İstanbul straße'));
  expect(await slugOfRecord('p-10')).toBe('p-10');
  expect(await slugOfRecord('p-12')).toBe('rock-and-roll');
});

it('leaves a slug already stored alone, and gives no one else that address', async () => {
  expect(await slugOfRecord('p-07')).toBe('kept-slug');
  expect(await slugOfRecord('p-08')).toBe('p-08');
  expect(await findRecord(db, 'Stream', 's-1')).not.toHaveProperty('slug');
});

it('changes nothing when run again', async () => {
  const snapshot = async () => (await db.query<{ id: string; doc: unknown }>(`SELECT id, doc FROM data_records WHERE model = 'Personality' ORDER BY id`)).rows;
  const first = await snapshot();
  await db.transaction((tx) => tx.query(readFileSync(join(MIGRATIONS_DIR, MIGRATION), 'utf8')));
  expect(await snapshot()).toEqual(first);
});

it('lets the catalogue’s order walk its index instead of sorting every personality', async () => {
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_sort = off');
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM data_records WHERE model = 'Personality' ORDER BY ${PERSONALITY_ORDER} OFFSET 24 LIMIT 24`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('content_stats_personality_order');
  expect(plan).not.toMatch(/\bSort\b/);
});
