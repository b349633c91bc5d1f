/**
 * A common word's search remembered per version of each kind's entries (migration 0039,
 * backend/data/custom-operations/remembered-matches.ts), through the public GraphQL API on both
 * stores: later pages and the same search again are answered from memory, and the first search
 * after any write of a kind's entries (a moderator's hide or restore, SQL straight into
 * data_records) computes again, so nothing remembered outlives the write that changed it.
 */
import { loadSearchStore } from './test-support/search-store';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const SEARCH = `query ($q: String, $kind: SearchKind, $dateFrom: AWSDate, $dateTo: AWSDate, $sort: SearchSort, $page: Int, $pageSize: Int) {
  searchContent(q: $q, kind: $kind, dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort, page: $page, pageSize: $pageSize) {
    total page pageSize counts { kind count } facets { facet value count } hits { kind id rank title snippet platform date } } }`;

type Results = { total: number; counts: { kind: string; count: number }[]; facets: { facet: string; value: string; count: number }[]; hits: { kind: string; id: string }[] };

describe.each(TEST_STORES)('remembered searches on $store', ({ database }) => {
  let backend: DataTestBackend;
  let moderator: TestUser;
  const found = async (variables: Record<string, unknown>): Promise<Results> => {
    const answer: GraphqlAnswer = await backend.graphql(SEARCH, variables, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.searchContent as Results;
  };
  const db = () => backend.backend.context.db;
  const versions = async () =>
    new Map((await db().query<{ model: string; version: string }>('SELECT model, version FROM search_versions')).rows.map((row) => [row.model, Number(row.version)]));
  /** Removes a ban's entry without moving the version on: only a remembered answer still counts it. */
  const dropEntryUnnoticed = async (id: string) => {
    await db().transaction(async (tx) => {
      await tx.query('ALTER TABLE search_entries DISABLE TRIGGER search_entries_changed');
      await tx.query(`DELETE FROM search_entries WHERE model = 'PlatformBan' AND id = $1`, [id]);
      await tx.query('ALTER TABLE search_entries ENABLE TRIGGER search_entries_changed');
    });
  };
  const moderate = async (mutation: 'hideRecord' | 'restoreRecord', id: string) => {
    const answer = await backend.graphql(
      `mutation ($id: ID!) { ${mutation}(model: PlatformBan, id: $id, reason: "Checked") ${mutation === 'hideRecord' ? '{ id }' : ''} }`,
      { id },
      { token: moderator.accessToken },
    );
    expect(answer.body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    await loadSearchStore(db());
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('answers later pages and the same search from memory while the kind’s entries are unchanged', async () => {
    // 1,800 bans say "throttled": costly enough to remember.
    const first = await found({ q: 'throttled', kind: 'BAN' });
    expect(first.total).toBe(1800);
    await dropEntryUnnoticed(first.hits[0].id);
    // Remembered: the entry removed behind the version's back is still counted and shown.
    expect((await found({ q: 'throttled', kind: 'BAN' })).hits[0].id).toBe(first.hits[0].id);
    const second = await found({ q: 'throttled', kind: 'BAN', page: 2 });
    expect(second.total).toBe(1800);
    // Once the version moves on, the search is computed again and the entry is gone.
    await db().query(`UPDATE search_versions SET version = version + 1 WHERE model = 'PlatformBan'`);
    const again = await found({ q: 'throttled', kind: 'BAN' });
    expect(again.total).toBe(1799);
    expect(again.hits.map((hit) => hit.id)).not.toContain(first.hits[0].id);
    // A page past what was kept is computed, and agrees with the pages kept.
    const far = await found({ q: 'throttled', kind: 'BAN', page: 30 });
    expect(far.total).toBe(1799);
    expect(far.hits).toHaveLength(20);
  });

  it('gives the same pages from memory as computed afresh, in every order', async () => {
    for (const sort of ['RELEVANCE', 'NEWEST', 'OLDEST']) {
      const pages = async () => {
        const answers = [];
        for (const page of [1, 2, 7, 10]) answers.push(await found({ q: 'throttled', sort, page }));
        return answers;
      };
      const remembered = (await pages(), await pages());
      await db().query('UPDATE search_versions SET version = version + 1');
      expect(await pages()).toEqual(remembered);
    }
  });

  it('never remembers a cheap search', async () => {
    // A date range narrows what is read (a platform filter would not: its facet counts every platform).
    const range = { q: 'throttled', kind: 'BAN', dateFrom: '2024-01-01', dateTo: '2024-06-30' };
    const results = await found(range);
    expect(results.total).toBeGreaterThan(0);
    expect(results.total).toBeLessThan(1000);
    await dropEntryUnnoticed(results.hits[0].id);
    const next = await found(range);
    expect(next.total).toBe(results.total - 1);
  });

  it('forgets on the very next search what a moderator hides, and finds it again once restored', async () => {
    const before = await found({ q: 'throttled', kind: 'BAN', pageSize: 50 });
    const [top] = before.hits;
    const version = (await versions()).get('PlatformBan') ?? 0;
    await moderate('hideRecord', top.id);
    const hidden = await found({ q: 'throttled', kind: 'BAN', pageSize: 50 });
    expect(hidden.total).toBe(before.total - 1);
    expect(hidden.hits.map((hit) => hit.id)).not.toContain(top.id);
    expect(hidden.hits.map((hit) => hit.id)).toEqual(before.hits.slice(1).map((hit) => hit.id).concat(hidden.hits.slice(49).map((hit) => hit.id)));
    // One transaction, one step of its own kind's version; other kinds' remembered answers stay.
    expect((await versions()).get('PlatformBan')).toBe(version + 1);
    await moderate('restoreRecord', top.id);
    const restored = await found({ q: 'throttled', kind: 'BAN', pageSize: 50 });
    expect(restored.total).toBe(before.total);
    expect(restored.hits[0].id).toBe(top.id);
  });

  it('moves a kind’s version on once per transaction, and only that kind’s', async () => {
    const before = await versions();
    const bans = (await found({ q: 'throttled', kind: 'BAN' })).total;
    await db().query(
      `INSERT INTO data_records (model, id, doc)
       SELECT 'PlatformBan', 'extra-ban-' || n, jsonb_build_object('id', 'extra-ban-' || n, 'profileId', 'gen-profile-1', 'platformId', 'x',
              'dateOfBan', '2024-02-02', 'explanation', 'Throttled again')
         FROM generate_series(1, 3) AS n`,
    );
    const after = await versions();
    expect(after.get('PlatformBan')).toBe((before.get('PlatformBan') ?? 0) + 1);
    for (const model of ['Profile', 'Brief', 'ShadowbanExperience', 'Personality', 'Stream']) expect(after.get(model)).toBe(before.get(model));
    expect((await found({ q: 'throttled', kind: 'BAN' })).total).toBe(bans + 3);
  });
});
