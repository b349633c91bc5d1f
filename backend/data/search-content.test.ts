/**
 * searchContent through the public GraphQL API over a generated store of a few thousand records
 * loaded straight into data_records with SQL (as a restore or a bulk load would): found with no
 * extra step, ranked and highlighted, filtered and paged exactly, and never a draft or a hidden
 * record, whatever the query says.
 */
import { INDEXED_KINDS } from '../../amplify/data/search/search-index-kinds';
import { searchOnIndex } from '../../amplify/data/search/search-on-index';
import { HIGHLIGHT_END as END, HIGHLIGHT_START as START } from '../../amplify/data/search/search-terms';
import { searchInMemory, type Document } from '../../amplify/data/search/test-support/in-memory-opensearch';
import { SEARCHABLE_KINDS } from './custom-operations/search-kinds';
import { fillRecordFacts } from './store/record-facts';
import { ensureContentFacts } from './store/content-facts';
import { loadSearchStore, type GeneratedBan, type SearchStore } from './test-support/search-store';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const SEARCH = `query ($q: String, $kind: SearchKind, $platform: String, $restriction: String, $verification: VerificationLevel,
    $appealStatus: AppealStatus, $year: Int, $dateFrom: AWSDate, $dateTo: AWSDate, $sort: SearchSort, $page: Int, $pageSize: Int) {
  searchContent(q: $q, kind: $kind, platform: $platform, restriction: $restriction, verification: $verification, appealStatus: $appealStatus,
      year: $year, dateFrom: $dateFrom, dateTo: $dateTo, sort: $sort, page: $page, pageSize: $pageSize) {
    total page pageSize counts { kind count } facets { facet value count }
    hits { kind id rank title snippet slug username displayName name platform date appealStatus isActive verification } } }`;
const SAVE_PROFILE = `mutation { saveMyProfile(username: "searchwriter", displayName: "Search Writer") { id } }`;
const SAVE_BRIEF = `mutation ($title: String!, $body: String, $status: BriefStatus!) {
  saveMyBrief(title: $title, description: "A short description", longDescription: $body, categories: "Power", status: $status) { id } }`;

type Hit = {
  kind: string;
  id: string;
  rank: number;
  title: string | null;
  snippet: string | null;
  slug: string | null;
  username: string | null;
  platform: string | null;
  date: string | null;
  appealStatus: string | null;
  verification: string | null;
};
type FacetCount = { facet: string; value: string; count: number };
type Results = { total: number; page: number; pageSize: number; counts: { kind: string; count: number }[]; facets: FacetCount[]; hits: Hit[] };
type Filters = { platform?: string; year?: number; appealStatus?: string; restriction?: string; verification?: string; dateFrom?: string; dateTo?: string };

const resultsOf = (answer: GraphqlAnswer): Results => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.searchContent as Results;
};
const countOf = (results: Results, kind: string) => results.counts.find((count) => count.kind === kind)?.count;
/** The generated records a filter keeps, computed here from what was generated, not asked of the API. */
const matching = (records: GeneratedBan[], filters: Filters) =>
  records.filter(
    (record) =>
      (!filters.platform || record.platformId === filters.platform) &&
      (!filters.year || record.year === filters.year) &&
      (!filters.appealStatus || record.appealStatus === filters.appealStatus) &&
      (!filters.restriction || record.restriction === filters.restriction || (record.restriction !== '' && record.restriction.startsWith(`${filters.restriction}_`))) &&
      (!filters.verification || record.verification === filters.verification) &&
      (!filters.dateFrom || record.date >= filters.dateFrom) &&
      (!filters.dateTo || record.date <= filters.dateTo),
  );
/** Expected counts per value of one facet over bans and reports: every other filter applied, its own left out. */
function expectedFacet(records: GeneratedBan[], filters: Filters, facet: 'platform' | 'restriction' | 'verification' | 'appealStatus' | 'year'): Map<string, number> {
  const others: Filters = { ...filters, [facet]: undefined };
  const counts = new Map<string, number>();
  for (const record of matching(records, others)) {
    const value = facet === 'platform' ? record.platformId : facet === 'year' ? String(record.year) : record[facet];
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
const facetOf = (results: Results, facet: string) => new Map(results.facets.filter((count) => count.facet === facet).map((count) => [count.value, count.count]));

describe.each(TEST_STORES)('search on $store', ({ database }) => {
  let backend: DataTestBackend;
  let store: SearchStore;
  let writer: TestUser;
  let moderator: TestUser;
  const search = (variables: Record<string, unknown>) => backend.graphql(SEARCH, variables, { apiKey: backend.apiKey });
  const found = async (variables: Record<string, unknown>) => resultsOf(await search(variables));
  const saveBrief = async (title: string, body: string, status: string) => {
    const answer = await backend.graphql(SAVE_BRIEF, { title, body, status }, { token: writer.accessToken });
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data?.saveMyBrief as { id: string }).id;
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    const db = backend.backend.context.db;
    store = await loadSearchStore(db);
    await db.query(`INSERT INTO data_records (model, id, doc) VALUES
      ('Brief', 'body-word-brief', $1::jsonb), ('Brief', 'title-word-brief', $2::jsonb), ('Stream', 'planted-marks', $3::jsonb)`, [
      JSON.stringify({ id: 'body-word-brief', title: 'A plain title', slug: 'a-plain-title', status: 'PUBLISHED', description: 'Nothing here', username: 'gencreator1', blogDate: '2024-05-01', longDescription: '<p>The <strong>zanzibarquill</strong> memo, and a quasarvault aside.</p>' }),
      JSON.stringify({ id: 'title-word-brief', title: 'The quasarvault files', slug: 'the-quasarvault-files', status: 'PUBLISHED', description: 'A description', username: 'gencreator2', blogDate: '2024-05-02' }),
      JSON.stringify({ id: 'planted-marks', title: 'Marks', slug: 'marks', description: `${START}planted${END} zebrafinch <b>bold</b>`, url: '/x.mp4' }),
    ]);
    await fillRecordFacts(db);
    writer = await backend.createUser('writer@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    expect((await backend.graphql(SAVE_PROFILE, {}, { token: writer.accessToken })).body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('finds a word only a bulk-loaded brief’s body holds, highlighted, without its markup', async () => {
    const results = await found({ q: 'zanzibarquill' });
    expect(results.total).toBe(1);
    expect(results.hits).toMatchObject([{ kind: 'BRIEF', id: 'body-word-brief', slug: 'a-plain-title', username: 'gencreator1' }]);
    expect(results.hits[0].snippet).toContain(`${START}zanzibarquill${END}`);
    expect(results.hits[0].snippet).not.toMatch(/<|>/);
    // Words inside tags (an address) are markup, not text.
    expect((await found({ q: 'attrword' })).total).toBe(0);
  });

  it('finds a brief published through the API at once, and ranks a title above a body', async () => {
    await saveBrief('Field notes', '<p>On the ocelotmarch trail</p>', 'PUBLISHED');
    expect((await found({ q: 'ocelotmarch' })).hits).toMatchObject([{ kind: 'BRIEF', username: 'searchwriter' }]);
    const ranked = await found({ q: 'quasarvault' });
    expect(ranked.hits.map((hit) => hit.id)).toEqual(['title-word-brief', 'body-word-brief']);
    expect(ranked.hits[0].title).toBe(`The ${START}quasarvault${END} files`);
  });

  it('puts equal matches newest first, and follows edits written straight into the table', async () => {
    const db = backend.backend.context.db;
    const dates = ['2019-04-02', '2023-11-30', '2021-07-15'];
    await db.query(
      `INSERT INTO data_records (model, id, doc)
       SELECT 'Brief', 'dated-' || d, jsonb_build_object('id', 'dated-' || d, 'title', 'Dated', 'slug', 'dated-' || d,
              'status', 'PUBLISHED', 'blogDate', d, 'longDescription', '<p>A lanternmoth sighting</p>')
         FROM unnest($1::text[]) AS d`,
      [dates],
    );
    await fillRecordFacts(db);
    const ids = async () => (await found({ q: 'lanternmoth' })).hits.map((hit) => hit.id);
    // Found in their bodies only, so equally ranked: newest first.
    expect(await ids()).toEqual(['dated-2023-11-30', 'dated-2021-07-15', 'dated-2019-04-02']);
    await db.query(`UPDATE data_records SET doc = doc || '{"longDescription": "<p>Nothing</p>"}'::jsonb WHERE model = 'Brief' AND id = 'dated-2021-07-15'`);
    // SQL that changes a document leaves its facts as they were (the status is one, migration 0033): cleared and written again.
    await db.query(`UPDATE data_records SET doc = doc || '{"status": "DRAFT"}'::jsonb, facts = NULL WHERE model = 'Brief' AND id = 'dated-2019-04-02'`);
    await fillRecordFacts(db);
    expect(await ids()).toEqual(['dated-2023-11-30']);
    await db.query(`UPDATE data_records SET doc = doc || '{"title": "Lanternmoth notes"}'::jsonb WHERE model = 'Brief' AND id = 'dated-2021-07-15'`);
    await db.query(`DELETE FROM data_records WHERE model = 'Brief' AND id = 'dated-2023-11-30'`);
    expect(await ids()).toEqual(['dated-2021-07-15']);
  });

  it('never finds a draft or an archived brief', async () => {
    await saveBrief('Draftonlyword plan', '<p>draftonlyword inside</p>', 'DRAFT');
    await saveBrief('Archiveonlyword plan', '<p>archiveonlyword inside</p>', 'ARCHIVED');
    for (const q of ['draftonlyword', 'archiveonlyword', 'Draftonlyword plan']) {
      const results = await found({ q });
      expect(results.total).toBe(0);
      expect(results.counts.every((count) => count.count === 0)).toBe(true);
    }
  });

  it('stops finding a record once a moderator hides it', async () => {
    const id = await saveBrief('Hiddenonlyword exposé', '<p>hiddenonlyword</p>', 'PUBLISHED');
    expect((await found({ q: 'hiddenonlyword' })).total).toBe(1);
    const hidden = await backend.graphql(`mutation ($id: ID!) { hideRecord(model: Brief, id: $id, reason: "Spam") { id } }`, { id }, { token: moderator.accessToken });
    expect(hidden.body.errors).toBeUndefined();
    expect(await found({ q: 'hiddenonlyword' })).toMatchObject({ total: 0, hits: [] });
  });

  it.each<Filters>([
    {},
    { platform: 'youtube' },
    { year: 2021 },
    { appealStatus: 'NONE' },
    { platform: 'x', year: 2022, appealStatus: 'PENDING' },
    { restriction: 'DECISION_ACCOUNT' },
    { restriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', platform: 'instagram' },
    { verification: 'SELF_REPORTED' },
    { verification: 'CORROBORATED', appealStatus: 'RESTORED' },
    { dateFrom: '2021-03-01', dateTo: '2022-06-15' },
  ])(
    'counts exactly with filters %j',
    async (filters) => {
      const results = await found({ q: 'throttled', ...filters });
      const bans = matching(store.bans, filters).length;
      const reports = matching(store.reports, filters).length;
      expect(countOf(results, 'BAN')).toBe(bans);
      expect(countOf(results, 'SHADOWBAN')).toBe(reports);
      expect(results.total).toBe(bans + reports);
      const onlyBans = await found({ q: 'throttled', kind: 'BAN', ...filters });
      expect(onlyBans.total).toBe(bans);
      expect(onlyBans.hits.every((hit) => hit.kind === 'BAN' && (!filters.platform || hit.platform === filters.platform))).toBe(true);
      expect(onlyBans.hits.every((hit) => !filters.appealStatus || hit.appealStatus === filters.appealStatus)).toBe(true);
    },
  );

  it('tells each ban and report’s step on the verification ladder, self-reported when it has none', async () => {
    // Half the generated self-reported bans store no step at all: they read as SELF_REPORTED too.
    const selfReported = (await found({ q: 'throttled', kind: 'BAN', verification: 'SELF_REPORTED', pageSize: 50 })).hits;
    expect(selfReported.map((hit) => hit.verification)).toEqual(selfReported.map(() => 'SELF_REPORTED'));
    const first = (await found({ q: 'throttled', kind: 'BAN', pageSize: 1 })).hits[0];
    expect(first.verification).toBe(store.bans.find((ban) => ban.id === first.id)?.verification);
    // The verification is one of the record's facts (migration 0033): cleared with the change and written again.
    await backend.backend.context.db.query(`UPDATE data_records SET doc = doc || '{"verification":"CONFIRMED"}'::jsonb, facts = NULL WHERE model = 'PlatformBan' AND id = $1`, [first.id]);
    await fillRecordFacts(backend.backend.context.db);
    // The store's own account follows, for the later tests' expected counts.
    const generated = store.bans.find((ban) => ban.id === first.id)!;
    generated.verification = 'CONFIRMED';
    expect((await found({ q: 'throttled', kind: 'BAN', pageSize: 1 })).hits[0]).toMatchObject({ id: first.id, verification: 'CONFIRMED' });
    // The filter follows the change at once (the search entry is rewritten when the step moves).
    expect((await found({ kind: 'BAN', verification: 'CONFIRMED', pageSize: 50 })).total).toBe(matching(store.bans, { verification: 'CONFIRMED' }).length);
    const report = (await found({ q: 'throttled', kind: 'SHADOWBAN', pageSize: 1 })).hits[0];
    expect(report.verification).toBe(store.reports.find((generated) => generated.id === report.id)?.verification);
  });

  it('browses without words: every public ban and report by the filters, newest first, with their counts', async () => {
    const filters: Filters = { platform: 'instagram' };
    const expected = [...matching(store.bans, filters), ...matching(store.reports, filters)];
    const results = await found({ ...filters, pageSize: 50 });
    expect(results.total).toBe(expected.length);
    expect(countOf(results, 'BAN')).toBe(matching(store.bans, filters).length);
    expect(countOf(results, 'CREATOR')).toBe(0);
    const dates = results.hits.map((hit) => hit.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(expected.map((record) => record.date).sort().at(-1));
    // Unranked, unhighlighted: the start of the record's text.
    expect(results.hits.every((hit) => hit.rank === 0 && hit.platform === 'instagram' && !hit.snippet?.includes(START))).toBe(true);
    expect(results.hits[0].snippet).toMatch(/throttled/);
    const oldest = await found({ ...filters, sort: 'OLDEST', pageSize: 5 });
    expect(oldest.hits[0].date).toBe(expected.map((record) => record.date).sort()[0]);
  });

  it('browses everything public when nothing is asked, every kind counted', async () => {
    const results = await found({ pageSize: 5 });
    expect(countOf(results, 'BAN')).toBe(store.bans.length);
    expect(countOf(results, 'SHADOWBAN')).toBe(store.reports.length);
    expect(countOf(results, 'CREATOR')).toBeGreaterThanOrEqual(1000);
    expect(countOf(results, 'STREAM')).toBeGreaterThanOrEqual(40);
    expect(results.total).toBe(results.counts.reduce((sum, count) => sum + count.count, 0));
    expect(results.hits).toHaveLength(5);
  });

  it.each<[string | undefined, Filters]>([
    [undefined, { platform: 'instagram' }],
    [undefined, { restriction: 'DECISION_ACCOUNT', verification: 'SELF_REPORTED' }],
    ['throttled', { appealStatus: 'PENDING', dateFrom: '2020-01-01', dateTo: '2023-12-31' }],
    ['throttled', { platform: 'x', year: 2022, restriction: 'DECISION_VISIBILITY' }],
  ])('counts each filter’s values with the other filters applied (q %j, %j)', async (q, filters) => {
    const results = await found({ q, ...filters, kind: 'BAN', pageSize: 1 });
    const records = [...store.bans, ...store.reports];
    for (const facet of ['platform', 'restriction', 'verification', 'appealStatus'] as const) expect(facetOf(results, facet)).toEqual(expectedFacet(store.bans, filters, facet));
    // Years count briefs as well when no ban-only filter is set; with one set, bans alone.
    if (filters.platform || filters.restriction || filters.verification || filters.appealStatus) expect(facetOf(results, 'year')).toEqual(expectedFacet(store.bans, filters, 'year'));
    // The kind filter narrows the counts too: without it, a value counts bans and reports.
    const everyKind = await found({ q, ...filters, pageSize: 1 });
    expect(facetOf(everyKind, 'platform')).toEqual(expectedFacet(records, filters, 'platform'));
  });

  it('finds a platform’s records by its name, the ones naming it in their text included', async () => {
    const results = await found({ q: 'instagram', pageSize: 1 });
    expect(countOf(results, 'BAN')).toBe(matching(store.bans, { platform: 'instagram' }).length);
    expect(countOf(results, 'SHADOWBAN')).toBe(matching(store.reports, { platform: 'instagram' }).length);
  });

  it.each<Record<string, unknown>>([
    { pageSize: 50 },
    { platform: 'instagram', pageSize: 50 },
    { restriction: 'DECISION_ACCOUNT', verification: 'SELF_REPORTED', sort: 'OLDEST', pageSize: 50, page: 2 },
    { kind: 'SHADOWBAN', appealStatus: 'NONE', dateFrom: '2020-02-01', dateTo: '2022-02-10' },
    { year: 2021, pageSize: 50 },
  ])('browses as the AWS query would on the same records (%j): totals, counts, facets and the page in order', async (args) => {
    // The records as the ingestion pipeline would index them: each public model's table into its index.
    const { rows } = await backend.backend.context.db.query<{ model: string; doc: Record<string, unknown> }>(
      `SELECT model, doc FROM data_records WHERE model = ANY($1::text[])`,
      [INDEXED_KINDS.map((kind) => kind.sourceModel)],
    );
    const indexOf = new Map(INDEXED_KINDS.map((kind) => [kind.sourceModel as string, kind.index]));
    const documents: Document[] = rows.map((row) => ({ index: indexOf.get(row.model)!, source: row.doc }));
    const profiles = new Map(rows.filter((row) => row.model === 'Profile').map((row) => [String(row.doc.id), row.doc]));
    const onAws = await searchOnIndex(args, {
      post: async (path, body) => {
        if (path.endsWith('/_mget')) {
          const docs = (body.docs as { _id: string }[]).map(({ _id }) => (profiles.has(_id) ? { _id, found: true, _source: profiles.get(_id) } : { _id, found: false }));
          return { docs };
        }
        return searchInMemory(documents, path, body);
      },
    });
    const local = await found(args);
    expect(onAws.total).toBe(local.total);
    expect(onAws.counts).toEqual(local.counts);
    expect(onAws.facets).toEqual(local.facets);
    const shown = (hit: Hit & { displayName?: string | null }) => ({ kind: hit.kind, id: hit.id, date: hit.date, platform: hit.platform, appealStatus: hit.appealStatus, verification: hit.verification, username: hit.username });
    expect(onAws.hits.map(shown)).toEqual(local.hits.map(shown));
    expect(local.hits.length).toBeGreaterThan(0);
  });

  it('leaves out kinds a filter cannot apply to', async () => {
    const results = await found({ q: 'generated', year: 2020 });
    expect(countOf(results, 'BRIEF')).toBeGreaterThan(0);
    expect(countOf(results, 'CREATOR')).toBe(0);
    expect(countOf(results, 'STREAM')).toBe(0);
  });

  it('pages through every match once, best first, with stable pages', async () => {
    const expected = matching(store.bans, { platform: 'x' }).map((ban) => ban.id);
    const seen: Hit[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const results = await found({ q: 'throttled', kind: 'BAN', platform: 'x', page, pageSize: 50 });
      expect(results).toMatchObject({ total: expected.length, page, pageSize: 50 });
      expect(results.hits).toHaveLength(Math.max(0, Math.min(50, expected.length - (page - 1) * 50)));
      seen.push(...results.hits);
    }
    expect(seen.map((hit) => hit.id).sort()).toEqual([...expected].sort());
    expect(seen.every((hit, index) => index === 0 || hit.rank <= seen[index - 1].rank)).toBe(true);
    const again = await found({ q: 'throttled', kind: 'BAN', platform: 'x', page: 2, pageSize: 50 });
    expect(again.hits.map((hit) => hit.id)).toEqual(seen.slice(50, 100).map((hit) => hit.id));
  });

  it('reads each kind through its index (migration 0020), not the whole collection', async () => {
    // With the statistics a store has once table-upkeep has run: without any, the planner's choice on
    // a table of a few hundred rows turns on page counts alone.
    await backend.backend.context.db.query('ANALYZE search_entries');
    for (const kind of SEARCHABLE_KINDS) {
      const { rows } = await backend.backend.context.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT s.id FROM search_entries s WHERE s.model = '${kind.model}' AND s.words @@ websearch_to_tsquery('english', 'zanzibarquill')`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on search_entries_/);
      // The model is the index's own condition: no row is read to check it.
      expect(plan).not.toMatch(/Filter:/);
    }
  });

  it('rebuilds the search words at start when a load bypassed the triggers', async () => {
    const db = backend.backend.context.db;
    const before = await found({ q: 'throttled' });
    await db.query(`DELETE FROM search_entries WHERE model = 'PlatformBan' AND id < 'gen-ban-0100'`);
    expect((await found({ q: 'throttled' })).total).toBe(before.total - 100);
    expect(await ensureContentFacts(db)).toBe(true);
    expect(await ensureContentFacts(db)).toBe(false);
    expect(await found({ q: 'throttled' })).toEqual(before);
  });

  it('treats an injection attempt as words', async () => {
    const before = await backend.backend.context.db.query(`SELECT count(*)::int AS n FROM data_records`);
    for (const q of ["throttled'); DROP TABLE data_records; --", "' OR 1=1 --", 'a & | ! : * ( ) <-> "', '\\x00 $1 $$ \u0000 throttled', `${START}x${END}`]) {
      const answer = await search({ q });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    expect((await found({ q: "throttled'); DROP TABLE data_records; --" })).total).toBe(0);
    const after = await backend.backend.context.db.query(`SELECT count(*)::int AS n FROM data_records`);
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps marks planted in a record’s text out of its snippet', async () => {
    const [hit] = (await found({ q: 'zebrafinch' })).hits;
    expect(hit.snippet).toContain(`planted ${START}zebrafinch${END}`);
    expect(hit.snippet?.split(START)).toHaveLength(2);
  });

  it.each([
    [{ sort: 'RELEVANCE' }, /sort RELEVANCE needs words/],
    [{ q: '   ', sort: 'RELEVANCE' }, /sort RELEVANCE needs words/],
    [{ restriction: 'DECISION_NOTHING' }, /restriction must be/],
    [{ dateFrom: '2024-05-01', dateTo: '2024-04-01' }, /dateFrom must not be after dateTo/],
    [{ q: 'x'.repeat(201) }, /q is too long/],
    [{ q: 'a', pageSize: 51 }, /pageSize must be/],
    [{ q: 'a', page: 0 }, /page must be/],
    [{ q: 'a', page: 201 }, /page must be/],
    [{ q: 'a', year: 1800 }, /year must be/],
    [{ q: 'a', platform: 'not a platform!' }, /platform must be/],
  ])('refuses %j with a clear error', async (variables, message) => {
    const answer = await search(variables);
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(message) });
  });

  it('runs one search per request: a document aliasing it again gets a BadRequest for the rest', async () => {
    const answer = await backend.graphql(`query { a: searchContent(q: "zanzibarquill") { total } b: searchContent(q: "quasarvault") { total } }`, {}, { apiKey: backend.apiKey });
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, { total: number } | null>;
    expect([data.a, data.b].filter((result) => result !== null)).toEqual([{ total: 1 }]);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ errorType: 'BadRequest', message: 'A request may hold one search: send each search as a request of its own.' }),
    ]);
  });

  it.each([
    [{ verification: 'TRUSTED' }, /VerificationLevel|verification must be/],
    [{ dateFrom: '2024-02-30' }, /AWSDate|dateFrom must be a day/],
  ])('refuses %j with a clear error, never a fault', async (variables, message) => {
    const answer = await search(variables);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.message).toMatch(message);
  });

  it('refuses an unknown kind before running anything', async () => {
    const answer = await search({ q: 'a', kind: 'UnpublishedBrief' });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.message).toMatch(/SearchKind/);
  });

  it('answers guests with the API key and signed-in users, nobody else', async () => {
    expect((await backend.graphql(SEARCH, { q: 'throttled', pageSize: 1 }, { token: writer.accessToken })).body.errors).toBeUndefined();
    const anonymous = await backend.graphql(SEARCH, { q: 'throttled' }, {});
    expect(anonymous.body.data?.searchContent ?? null).toBeNull();
  });
});
