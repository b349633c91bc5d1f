/**
 * The start's fill of records loaded without facts: past BULK_FILL_ROWS it writes them with the
 * triggers held and rebuilds the content tables once; the tables must come out exactly as the
 * record-by-record fill leaves them (each update rewriting its rows through the triggers).
 */
import type { Database, Queryable } from '../../core/database/database';
import { runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { fillRecordFacts, fillRecordFactsAtStart } from './record-facts';

jest.setTimeout(60_000);

let dataDir: string;
let db: Database;

const RECORDS: [string, Record<string, unknown>][] = [
  ['Profile', { id: 'p1', username: 'ada', displayName: 'Ada', totalBans: 2 }],
  ['PlatformBan', { id: 'b1', profileId: 'p1', platformId: 'YouTube', dateOfBan: '2021-03-04', appealStatus: 'PENDING', isActive: true, explanation: 'Throttled' }],
  ['PlatformBan', { id: 'b2', profileId: 'p1', platformId: 'İnstagram', dateOfBan: 2020, dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', verification: 'CONFIRMED' }],
  ['ShadowbanExperience', { id: 's1', profileId: 'p1', platform: 'TikTok', date: '2022-05-06', description: 'Hidden replies' }],
  ['AppealEvent', { id: 'e1', recordKey: 'PlatformBan#b1', kind: 'FILED', date: '2021-03-05' }],
  ['AppealEvent', { id: 'e2', recordKey: 'PlatformBan#b1', kind: 'RESTORED', date: '2021-03-09' }],
  ['Brief', { id: 'r1', slug: 'one', title: 'One', status: 'PUBLISHED', blogDate: '2023-01-02', categories: 'Power, Media', tags: ['Rare', ' rare '], longDescription: '<p>Body</p>' }],
  ['Brief', { id: 'r2', slug: 'two', title: 'Two', status: 'DRAFT', blogDate: '2023-02-03', categories: 'Power' }],
  ['Stream', { id: 't1', slug: 'stream', title: 'Stream', status: 'ACTIVE', genre: ['Drama'], language: 'English', ranking: '3' }],
  ['Personality', { id: 'n1', slug: 'nia', displayName: 'Nia', name: 'Nia', category: 'ACTOR', ranking: 1 }],
];

/** Every content table's rows, in one order. */
async function contentTables() {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    banFacts: await rows('SELECT * FROM ban_facts ORDER BY id'),
    briefFacts: await rows('SELECT * FROM brief_facts ORDER BY id'),
    briefChoices: await rows('SELECT * FROM brief_choices ORDER BY brief_id, facet, ordinal'),
    recordFacts: await rows('SELECT * FROM record_facts ORDER BY model, id'),
    searchEntries: await rows(
      `SELECT model, id, sort_date, platform, year, appeal, restriction, verification, body, words::text AS words, rank_words::text AS rank_words
         FROM search_entries ORDER BY model, id`,
    ),
  };
}

/** The statements a fill sends, beside sending them. */
function recording(tx: Queryable, sent: string[]): Queryable {
  return { query: ((sql: string, params?: unknown[]) => (sent.push(sql), tx.query(sql, params))) as Queryable['query'] };
}

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openEmbeddedDatabase(dataDir);
  await runMigrations(db, { log: silentLogger });
  await db.query(
    `INSERT INTO data_records (model, id, doc) SELECT r->>0, r->1->>'id', r->1 FROM jsonb_array_elements($1::jsonb) AS r`,
    [JSON.stringify(RECORDS)],
  );
});
afterAll(async () => {
  await db?.close();
  removeTempDataDir(dataDir);
});

it('fills many records with the triggers held and leaves the content tables as the record-by-record fill does', async () => {
  const sent: string[] = [];
  // Every record, the appeal events among them (migration 0036): their days come from their facts.
  expect(await db.transaction((tx) => fillRecordFactsAtStart(recording(tx, sent), 3))).toBe(10);
  expect(sent.some((sql) => sql.includes('rebuild_search_entries'))).toBe(true);
  const bulk = await contentTables();
  expect(bulk.banFacts).toEqual([
    expect.objectContaining({ id: 'b1', platform: 'youtube', appeal: 'PENDING', active: true }),
    expect.objectContaining({ id: 'b2', platform: 'instagram', year: '2020', date_of_ban: '2020' }),
  ]);
  expect(bulk.recordFacts.find((row) => row.id === 'b1')).toMatchObject({ decision_days: 4 });

  // The same records again, filled one by one through the triggers.
  await db.query(`UPDATE data_records SET facts = NULL`);
  const sentAfter: string[] = [];
  expect(await db.transaction((tx) => fillRecordFactsAtStart(recording(tx, sentAfter), 100))).toBe(10);
  expect(sentAfter.some((sql) => sql.includes('rebuild_'))).toBe(false);
  expect(await contentTables()).toEqual(bulk);
  expect(await fillRecordFacts(db)).toBe(0);
});
