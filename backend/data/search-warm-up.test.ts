/**
 * The start's search warm-up (custom-operations/search-warm-up.ts): one search, as a visitor's, for
 * a word the statistics list as common; it changes nothing, finds what a visitor's search finds,
 * runs nothing without statistics, and the data service runs it only on the embedded database.
 */
import type { Logger } from '../core/log';
import { removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { chooseWarmUpWord, MAX_WARM_UP_MATCHES, warmUpSearch, WARM_UP_MATCHES } from './custom-operations/search-warm-up';
import { createDataService } from './index';
import { loadSearchStore } from './test-support/search-store';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';
import type { TestSchema } from './test-support/test-database';

jest.setTimeout(180_000);

describe('chooseWarmUpWord', () => {
  it('takes the most common word within the warm-up size', () => {
    const words = [
      { word: 'rare', matches: 50 },
      { word: 'common', matches: WARM_UP_MATCHES },
      { word: 'everywhere', matches: WARM_UP_MATCHES * 3 },
    ];
    expect(chooseWarmUpWord(words)).toBe('common');
  });

  it('takes the rarest word when every word matches more, but none past the bound, and none from an empty list', () => {
    expect(chooseWarmUpWord([{ word: 'most', matches: WARM_UP_MATCHES * 3 }, { word: 'more', matches: WARM_UP_MATCHES + 1 }])).toBe('more');
    expect(chooseWarmUpWord([{ word: 'huge', matches: MAX_WARM_UP_MATCHES + 1 }])).toBeUndefined();
    expect(chooseWarmUpWord([{ word: 'big', matches: MAX_WARM_UP_MATCHES }])).toBe('big');
    expect(chooseWarmUpWord([])).toBeUndefined();
  });

  it('breaks equal estimates bytewise, whatever the order given', () => {
    expect(chooseWarmUpWord([{ word: 'b', matches: 10 }, { word: 'a', matches: 10 }])).toBe('a');
    expect(chooseWarmUpWord([{ word: 'a', matches: 10 }, { word: 'b', matches: 10 }])).toBe('a');
  });
});

describe.each(TEST_STORES)('the search warm-up on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string; schema?: TestSchema };
  const db = () => backend.backend.context.db;
  const checksum = async () =>
    (
      await db().query<{ sum: string }>(
        `SELECT (SELECT md5(string_agg(model || id || doc::text, '' ORDER BY model, id)) FROM data_records)
             || (SELECT md5(string_agg(model || id || words::text, '' ORDER BY model, id)) FROM search_entries) AS sum`,
      )
    ).rows[0].sum;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
  });
  afterAll(async () => {
    await backend?.close();
    await backend?.schema?.drop();
    if (backend?.dataDir) removeTempDataDir(backend.dataDir);
  });

  it('runs nothing without statistics, then searches a listed word as a visitor would, changing nothing', async () => {
    await loadSearchStore(db());
    expect(await warmUpSearch(db())).toBeUndefined();

    await db().query('ANALYZE search_entries');
    const before = await checksum();
    const warmed = await warmUpSearch(db());
    expect(await checksum()).toBe(before);

    const listed = await db().query<{ word: string }>(
      `SELECT unnest(most_common_elems::text::text[]) AS word FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'search_entries' AND attname = 'words'`,
    );
    expect(listed.rows.map((row) => row.word)).toContain(warmed?.word);
    const answer = await backend.graphql(`query ($q: String!) { searchContent(q: $q) { total } }`, { q: warmed?.word }, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    expect(warmed?.matches).toBeGreaterThan(0);
    expect(warmed?.matches).toBe((answer.body.data?.searchContent as { total: number }).total);
  });

  it(`is run by the data service on the embedded database only (here: ${database === 'pglite' ? 'run' : 'not run'})`, async () => {
    const logged: string[] = [];
    const log: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(message) };
    // On a server any statement would fail the warm-up: it must run none.
    const refusing = { ...db(), query: () => Promise.reject(new Error('ran a statement')), transaction: () => Promise.reject(new Error('ran a transaction')) };
    await createDataService().warmUp?.({ ...backend.backend.context, db: database === 'pglite' ? db() : refusing, log });
    expect(logged).toEqual(database === 'pglite' ? [expect.stringMatching(/^\[data\] warmed up search with "[^"]+" \(\d+ matches\) in \d+ ms$/)] : []);
  });
});
