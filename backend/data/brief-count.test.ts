/**
 * How many briefs are published (contentCounts.briefs, the total of /briefs and of the sitemap's
 * brief files), read off brief_count (migration 0019) when it holds the count of the current
 * version of brief_facts: always what SQL counts, after publishing, unpublishing, deleting and a
 * rolled-back write, and after briefs loaded straight into data_records and a restart.
 */
import { removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';
import type { TestSchema } from './test-support/test-database';

jest.setTimeout(180_000);

const briefs = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return { id: `r${String(i).padStart(5, '0')}`, slug: `brief-${i}`, title: `Brief ${i}`, status: i % 4 === 0 ? 'DRAFT' : 'PUBLISHED', blogDate: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` };
  });

describe.each(TEST_STORES)('the published brief count on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string; schema?: TestSchema };
  let schema: TestSchema | undefined;
  let dataDir: string | undefined;
  const db = () => backend.backend.context.db;
  const load = async (list: object[]) => {
    await db().query(`INSERT INTO data_records (model, id, doc) SELECT 'Brief', brief->>'id', brief FROM jsonb_array_elements($1::jsonb) AS brief`, [JSON.stringify(list)]);
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(db());
  };
  const sqlCount = async () =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM data_records WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED'`)).rows[0].n;
  const stored = async () => (await db().query<{ count: string | null }>('SELECT count FROM brief_count')).rows[0].count;

  /** Both answers equal SQL's count, whether read off brief_count or counted. */
  async function expectExact(): Promise<number> {
    const expected = await sqlCount();
    for (let read = 0; read < 2; read++) {
      const answer = await backend.graphql(
        '{ contentCounts { briefs } listContentEntries(list: "BRIEFS", offset: 0, limit: 1) { total } }',
        {},
        { apiKey: backend.apiKey },
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({ contentCounts: { briefs: expected }, listContentEntries: { total: expected } });
      // The first read stored the count; the second reads it.
      expect(await stored()).toBe(String(expected));
    }
    return expected;
  }

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    schema = backend.schema;
    dataDir = backend.dataDir;
    await load(briefs(0, 400));
  });
  afterAll(async () => {
    await backend?.close();
    await schema?.drop();
    if (dataDir) removeTempDataDir(dataDir);
  });

  it('counts the published briefs loaded straight into the table', async () => {
    expect(await stored()).toBeNull();
    expect(await expectExact()).toBe(300);
  });

  it('stays exact after publishing, unpublishing, deleting and a rolled-back write', async () => {
    // SQL that changes a brief's status clears its facts (the status is one, migration 0033), written again as the start writes them.
    await db().query(`UPDATE data_records SET doc = doc || '{"status": "PUBLISHED"}', facts = NULL WHERE model = 'Brief' AND id = 'r00000'`);
    await fillRecordFacts(db());
    expect(await stored()).toBeNull();
    expect(await expectExact()).toBe(301);
    await db().query(`UPDATE data_records SET doc = doc || '{"status": "DRAFT"}', facts = NULL WHERE model = 'Brief' AND id IN ('r00001', 'r00002')`);
    await fillRecordFacts(db());
    await db().query(`DELETE FROM data_records WHERE model = 'Brief' AND id = 'r00003'`);
    expect(await expectExact()).toBe(298);
    await expect(
      db().transaction(async (tx) => {
        await tx.query(`DELETE FROM data_records WHERE model = 'Brief'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectExact()).toBe(298);
    // A write that leaves brief_facts alone (a view counted) keeps the stored count.
    await db().query(`UPDATE data_records SET doc = doc || '{"views": 9}' WHERE model = 'Brief' AND id = 'r00005'`);
    expect(await stored()).toBe('298');
  });

  it('counts briefs loaded straight into the table after a restart, with no extra step', async () => {
    await load(briefs(400, 200));
    await backend.close({ keepData: true });
    backend = await startDataBackend({ database, sampleContent: null, ...(schema ? { databaseUrl: schema.databaseUrl } : { dataDir }) });
    // The start counted and stored them.
    expect(await stored()).toBe('448');
    expect(await expectExact()).toBe(448);
  });
});
