/**
 * Records loaded straight into data_records wait in the search indexes' pending lists, which every
 * search reads through; the start merges them, so after a bulk load and a restart nothing is left
 * pending and every loaded record is found (and counted) as before.
 */
import { removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { mergeSearchIndexPending } from './store/search-index-pending';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';
import type { TestSchema } from './test-support/test-database';

jest.setTimeout(180_000);

const SEARCH = `query ($q: String!) { searchContent(q: $q) { total counts { kind count } } }`;

/** Profiles and bans that hold the word `word`, every third ban also in its evidence. */
function recordsWith(word: string, from: number, count: number) {
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return i % 2
      ? ['Profile', { id: `p${i}`, username: `loaded${i}`, displayName: `Loaded ${i}`, bio: `A creator who writes about ${word} and more.` }]
      : ['PlatformBan', { id: `b${i}`, platformId: 'x', explanation: `Removed for ${word} reasons.`, ...(i % 3 ? {} : { evidence: `${word} log` }) }];
  });
}

describe.each(TEST_STORES)('search index pending lists on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string; schema?: TestSchema };
  let schema: TestSchema | undefined;
  let dataDir: string | undefined;
  const load = async (rows: unknown[]) => {
    await backend.backend.context.db.query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  };
  const search = async (q: string) => {
    const answer = await backend.graphql(SEARCH, { q }, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.searchContent as { total: number; counts: { kind: string; count: number }[] };
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    schema = backend.schema;
    dataDir = backend.dataDir;
  });
  afterAll(async () => {
    await backend?.close();
    await schema?.drop();
    if (dataDir) removeTempDataDir(dataDir);
  });

  it('merges what a bulk load left pending at the next start, and finds every loaded record', async () => {
    // A load goes to the pending lists: merging it now empties some pages.
    await load(recordsWith('quokkafen', 0, 600));
    expect(await mergeSearchIndexPending(backend.backend.context.db)).toBeGreaterThan(0);
    expect(await mergeSearchIndexPending(backend.backend.context.db)).toBe(0);
    await load(recordsWith('quokkafen', 600, 600));
    await backend.close({ keepData: true });
    backend = await startDataBackend({ database, sampleContent: null, ...(schema ? { databaseUrl: schema.databaseUrl } : { dataDir }) });
    // The start merged the second load: nothing left pending.
    expect(await mergeSearchIndexPending(backend.backend.context.db)).toBe(0);
    const results = await search('quokkafen');
    expect(results.total).toBe(1200);
    expect(results.counts.filter((count) => count.count > 0)).toEqual([
      { kind: 'CREATOR', count: 600 },
      { kind: 'BAN', count: 600 },
    ]);
  });
});
