/**
 * The open data queries (issue 18): every public ban record and shadowban report, page by page in
 * the order they last changed, each exactly once, with only the declared fields; `since` starts at
 * an instant; bad arguments are refused with the reason; hidden records never appear.
 */
import { normalizeSince, SINCE_MESSAGE } from '@/amplify/data/open-data/open-data-request';
import { expectedCell, hostileRecords, parseCsv } from '@/lib/open-data/hostile-records.test-helper';
import { openDataResponse } from '@/lib/open-data/open-data-response';
import { OPEN_DATA_SETS, type OpenDataSet } from '@/lib/open-data/open-data-sets';
import type { OpenDataPage, OpenDataValue } from '@/lib/open-data/read-open-data';
import { carriedBytes, jsonBytes, OPEN_DATA_PAGE_BYTES } from '@/amplify/data/open-data/open-data-page-bytes';
import { openDataRecordOf } from '@/amplify/data/open-data/open-data-records';
import { longestBanFields, scriptOf } from '@/amplify/data/open-data/longest-records.test-helper';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

type Doc = Record<string, unknown> & { id: string };
const pad = (n: number) => String(n).padStart(4, '0');
/** Records change a minute apart; a few share an instant, so the id breaks the tie. */
const changedAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3) * 1)).toISOString();

/** The restriction columns (issue 18) of a record without one: the category comes from the value, never from the document. */
const NO_RESTRICTION = { restrictionCategory: null, restriction: null, policyCited: null, endDate: null, statementOfReasons: null, contentUrl: null, verification: 'SELF_REPORTED', evidenceSha256: null };
const HASH = (c: string) => c.repeat(64);

const BANS = `query ($since: AWSDateTime, $cursor: String, $limit: Int) {
  openBanRecords(since: $since, cursor: $cursor, limit: $limit) { cursor columns rows } }`;
const REPORTS = `query ($cursor: String, $limit: Int) {
  openShadowbanReports(cursor: $cursor, limit: $limit) { cursor columns rows } }`;

/** A page as the query answers it: its columns, its rows as one JSON text. */
type Answer = { columns: string[]; rows: string; cursor: string | null };
/** The page's rows, parsed. */
const rowsOf = (page: Answer) => JSON.parse(page.rows) as OpenDataValue[][];
/** The page's records: each row's values under the columns' names. */
const recordsOf = (page: Answer) => rowsOf(page).map((row) => openDataRecordOf(page.columns, row));
/** The page as the site's download reads it. */
const downloadPageOf = (page: Answer): OpenDataPage => ({ columns: page.columns, rows: rowsOf(page), cursor: page.cursor });

describe.each(TEST_STORES)('open data on $store', ({ database }) => {
  let backend: DataTestBackend;
  const bans: Doc[] = Array.from({ length: 57 }, (_, i) => ({
    id: `b${pad(56 - i)}`,
    profileId: i % 2 ? 'one' : 'two',
    platformId: i % 2 ? 'X' : 'youtube',
    dateOfBan: '2025-05-01',
    isActive: i % 3 === 0,
    explanation: `=HYPERLINK("x") ${i}`,
    owner: 'secret-owner',
    createdAt: changedAt(i),
    updatedAt: changedAt(i),
    ...(i === 7 ? { appealStatus: 'RESTORED' } : {}),
    ...(i === 8
      ? { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', restrictionCategory: 'forged', policyCited: 'Spam policy', endDate: '2025-06-01', statementOfReasons: true, contentUrl: 'https://example.com/notice' }
      : {}),
    // A value the database does not name (written by hand into the store) is not published.
    ...(i === 9 ? { dsaRestriction: 'DECISION_ACCOUNT_BANISHED', statementOfReasons: 'yes' } : {}),
    // The trail's server-set fields (issue 18): the ladder step and each evidence item's hash.
    ...(i === 10 ? { verification: 'CONFIRMED', evidenceItems: 2, evidenceSha256: [HASH('a'), HASH('b')] } : {}),
    // A level or a hash the rules never write is not published as it is.
    ...(i === 11 ? { verification: 'TRUSTED', evidenceSha256: ['not a hash', 3, HASH('c')] } : {}),
  }));
  const reports: Doc[] = Array.from({ length: 5 }, (_, i) => ({
    id: `s${i}`, profileId: 'one', platform: 'TikTok', category: 'Reach', restrictionType: 'Search', description: 'd', date: '2025-01-02', financialImpact: 12.5, updatedAt: changedAt(i),
    ...(i === 0 ? { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false } : {}),
  }));
  const ask = async (query: string, variables: Record<string, unknown>) => (await backend.graphql(query, variables, { apiKey: backend.apiKey })).body;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows: [string, Doc][] = [
      ['Profile', { id: 'one', username: 'first_one', displayName: 'One' }],
      ['Profile', { id: 'two', username: 'second_two', displayName: 'Two' }],
      ...bans.map((doc): [string, Doc] => ['PlatformBan', doc]),
      ...reports.map((doc): [string, Doc] => ['ShadowbanExperience', doc]),
      ['HiddenRecord', { id: 'hidden-ban', model: 'PlatformBan', profileId: 'one', updatedAt: changedAt(1) }],
    ];
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function walk(variables: Record<string, unknown>) {
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body = await ask(BANS, { ...variables, cursor });
      expect(body.errors).toBeUndefined();
      const page = body.data?.openBanRecords as Answer;
      const records = recordsOf(page);
      expect(records.length).toBeLessThanOrEqual(Number(variables.limit ?? 500));
      seen.push(...records);
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { seen, pages };
  }

  it('walks every ban once, in the order they changed, with their creators and only the declared fields', async () => {
    const { seen, pages } = await walk({ limit: 10 });
    expect(pages).toBe(6);
    const expected = [...bans].sort((a, b) => String(a.updatedAt).localeCompare(String(b.updatedAt)) || (a.id < b.id ? -1 : 1));
    expect(seen.map((record) => record.id)).toEqual(expected.map((doc) => doc.id));
    const seventh = seen.find((record) => record.id === bans[7].id);
    expect(seventh).toEqual({
      id: bans[7].id,
      platform: 'x',
      creator: 'first_one',
      dateOfBan: '2025-05-01',
      isActive: false,
      appealStatus: 'RESTORED',
      explanation: '=HYPERLINK("x") 7',
      evidence: null,
      createdAt: changedAt(7),
      updatedAt: changedAt(7),
      ...NO_RESTRICTION,
    });
    expect(seen.find((record) => record.id === bans[0].id)?.appealStatus).toBe('NONE');
    expect(seen.find((record) => record.id === bans[8].id)).toMatchObject({
      restrictionCategory: 'DECISION_ACCOUNT',
      restriction: 'DECISION_ACCOUNT_SUSPENDED',
      policyCited: 'Spam policy',
      endDate: '2025-06-01',
      statementOfReasons: true,
      contentUrl: 'https://example.com/notice',
    });
    expect(seen.find((record) => record.id === bans[9].id)).toMatchObject(NO_RESTRICTION);
    expect(seen.find((record) => record.id === bans[10].id)).toMatchObject({ verification: 'CONFIRMED', evidenceSha256: `${HASH('a')} ${HASH('b')}` });
    expect(seen.find((record) => record.id === bans[11].id)).toMatchObject({ verification: 'SELF_REPORTED', evidenceSha256: HASH('c') });
  });

  it('starts at `since`, an instant in any ISO 8601 form', async () => {
    const since = changedAt(30);
    const { seen } = await walk({ since: since.replace('.000Z', '+00:00'), limit: 1000 });
    expect(seen.map((record) => record.id).sort()).toEqual(bans.filter((doc) => String(doc.updatedAt) >= since).map((doc) => doc.id).sort());
  });

  it.each(['0001-01-01', '0050-06-01', '2024-02-29', '9999-12-31T23:59:59.999Z', '2026-01-31T12:00:00+02:00'])(
    'takes `since` %s in the form the site sends it',
    async (given) => {
      const since = normalizeSince(given);
      const { seen } = await walk({ since, limit: 1000 });
      expect(seen.map((record) => record.id).sort()).toEqual(bans.filter((doc) => String(doc.updatedAt) >= String(since)).map((doc) => doc.id).sort());
    },
  );

  it('lists shadowban reports with their own fields', async () => {
    const body = await ask(REPORTS, { limit: 2 });
    expect(body.errors).toBeUndefined();
    const page = body.data?.openShadowbanReports as Answer;
    expect(recordsOf(page)[0]).toEqual({
      id: 's0', platform: 'TikTok', creator: 'first_one', date: '2025-01-02', category: 'Reach', restrictionType: 'Search', description: 'd', financialImpact: 12.5, appealStatus: 'NONE',
      ...NO_RESTRICTION, restrictionCategory: 'DECISION_VISIBILITY', restriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false,
      evidence: null, createdAt: null, updatedAt: changedAt(0),
    });
    expect(page.cursor).toEqual(expect.any(String));
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 1000.'],
    [{ limit: 1001 }, 'limit must be a whole number from 1 to 1000.'],
    [{ cursor: 'not a cursor!' }, 'cursor is not one a previous page returned.'],
    [{ cursor: Buffer.from('{"__proto__":1}').toString('base64url') }, 'cursor is not one a previous page returned.'],
    [{ cursor: Buffer.from('["x"]').toString('base64url') }, 'cursor is not one a previous page returned.'],
    // An AWSDateTime whose offset carries it into year 0 in UTC, where the records are compared.
    [{ since: '0001-01-01T00:00:00+01:00' }, SINCE_MESSAGE],
  ])('refuses %j', async (variables, message) => {
    const body = await ask(BANS, variables);
    expect(body.errors?.[0]?.message).toBe(message);
    expect(body.errors?.[0]?.errorType).toBe('BadRequest');
  });
});

/**
 * Text with quotes, commas, CR, LF, formulas and unicode, stored through the real backend and read
 * back by the site's download: every record of the JSON comes out of the CSV with the same values.
 */
describe.each(TEST_STORES)('open data downloads of hostile text on $store', ({ database }) => {
  let backend: DataTestBackend;
  const models = new Map<OpenDataSet['name'], { model: string; query: string; count: number }>([
    ['bans', { model: 'PlatformBan', query: 'openBanRecords', count: 30 }],
    ['shadowban-reports', { model: 'ShadowbanExperience', query: 'openShadowbanReports', count: 25 }],
  ]);

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows: [string, Record<string, unknown>][] = [['Profile', { id: 'p', username: 'hostile_one', displayName: 'H' }]];
    for (const set of OPEN_DATA_SETS) {
      const { model, count } = models.get(set.name)!;
      for (const record of hostileRecords(set, count)) {
        rows.push([model, { ...record, id: `${set.name}-${record.id}`, profileId: 'p', platformId: record.platform }]);
      }
    }
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it.each(OPEN_DATA_SETS.map((set) => [set.name, set] as const))('%s: the CSV holds what the JSON holds', async (_name, set) => {
    const { query } = models.get(set.name)!;
    const document = `query ($since: AWSDateTime, $cursor: String, $limit: Int) { ${query}(since: $since, cursor: $cursor, limit: $limit) { cursor columns rows } }`;
    // Pages of 7, so the files are written in several pieces.
    const readPage = async (_set: OpenDataSet, since: string | null, cursor: string | null) => {
      const body = (await backend.graphql(document, { since, cursor, limit: 7 }, { apiKey: backend.apiKey })).body;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return downloadPageOf(body.data?.[query] as Answer);
    };
    const json = JSON.parse(await (await openDataResponse(set, 'json', new URLSearchParams(), { readPage })).text()) as { records: Record<string, unknown>[] };
    const [header, ...rows] = parseCsv(await (await openDataResponse(set, 'csv', new URLSearchParams(), { readPage })).text());
    expect(json.records).toHaveLength(models.get(set.name)!.count);
    expect(json.records.some((record) => Object.values(record).some((value) => typeof value === 'string' && value.includes('\n')))).toBe(true);
    expect(rows).toHaveLength(json.records.length);
    json.records.forEach((record, index) => expect(rows[index]).toEqual(header.map((name) => expectedCell(record[name]))));
  });
});

/**
 * Records at every field's longest (amplify/data/open-data/longest-records.test-helper.ts) outweigh
 * a page long before `limit`: the page ends at the byte bound, its cursor after the last record
 * kept, and the next page starts exactly at the first one left out. The site's download follows
 * the cursors through the short pages to the end.
 */
describe.each(TEST_STORES)('open data pages at the byte bound on $store', ({ database }) => {
  let backend: DataTestBackend;
  const COUNT = 36;
  const long: Doc[] = Array.from({ length: COUNT }, (_, i) => ({
    id: `long${pad(i)}`,
    profileId: 'p',
    platformId: 'youtube',
    dateOfBan: '2025-05-01',
    isActive: true,
    createdAt: changedAt(i),
    // Some share an instant, so the id breaks the tie at a page's end too.
    updatedAt: changedAt(i),
    ...longestBanFields(scriptOf(i), i),
  }));
  const set = OPEN_DATA_SETS.find((candidate) => candidate.name === 'bans') as OpenDataSet;
  const document = `query ($since: AWSDateTime, $cursor: String, $limit: Int) { openBanRecords(since: $since, cursor: $cursor, limit: $limit) { cursor columns rows } }`;
  const readPage = async (cursor: string | null, limit: number) => {
    const body = (await backend.graphql(document, { cursor, limit }, { apiKey: backend.apiKey })).body;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    expect(jsonBytes(body)).toBeLessThanOrEqual(OPEN_DATA_PAGE_BYTES + 1_024);
    return body.data?.openBanRecords as Answer;
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows: [string, Doc][] = [['Profile', { id: 'p', username: 'long_writer', displayName: 'L' }], ...long.map((doc): [string, Doc] => ['PlatformBan', doc])];
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('ends each page at the bound, never at a record that would take it over, and goes on from the next', async () => {
    const pages: OpenDataValue[][][] = [];
    let cursor: string | null = null;
    let columns: string[] = [];
    do {
      const page = await readPage(cursor, 1_000);
      pages.push(rowsOf(page));
      ({ cursor, columns } = page);
    } while (cursor && pages.length < 50);
    const ids = pages.flat().map((row) => openDataRecordOf(columns, row).id);
    expect(ids).toEqual([...long].sort((a, b) => String(a.updatedAt).localeCompare(String(b.updatedAt)) || (a.id < b.id ? -1 : 1)).map((doc) => doc.id));
    expect(pages.length).toBeGreaterThan(1);
    // Weighed as the answer carries them: one JSON text inside the answer's JSON.
    const weight = (rows: OpenDataValue[][]) => carriedBytes(JSON.stringify(rows));
    pages.forEach((rows, index) => {
      expect(weight(rows)).toBeLessThanOrEqual(OPEN_DATA_PAGE_BYTES);
      // Every page but the last is full: its next record would not have fitted.
      const next = pages[index + 1]?.[0];
      if (next) expect(weight([...rows, next])).toBeGreaterThan(OPEN_DATA_PAGE_BYTES);
    });
    // Text in every script came back whole.
    expect(pages.flat().map((row) => openDataRecordOf(columns, row)).find((record) => record.id === long[2].id)?.explanation).toBe(long[2].explanation);
  });

  it('keeps `limit` when it comes first', async () => {
    const page = await readPage(null, 3);
    expect(recordsOf(page).map((record) => record.id)).toEqual(long.slice(0, 3).map((doc) => doc.id));
    expect(page.cursor).toEqual(expect.any(String));
  });

  it('downloads every record through the short pages', async () => {
    const download = async (_set: OpenDataSet, _since: string | null, cursor: string | null) => {
      return downloadPageOf(await readPage(cursor, 1_000));
    };
    const json = JSON.parse(await (await openDataResponse(set, 'json', new URLSearchParams(), { readPage: download })).text()) as { records: Record<string, unknown>[]; count: number };
    expect(json.count).toBe(COUNT);
    expect(json.records.map((record) => record.id).sort()).toEqual(long.map((doc) => doc.id).sort());
  });
});

/**
 * The next page is read as a page is answered (open-data-read-ahead.ts); what a page holds must
 * still be what is there when it is asked for: a record hidden, a creator renamed or a record
 * anonymised (its profile gone) between two pages shows on the very next page.
 */
describe.each(TEST_STORES)('open data pages read ahead on $store', ({ database }) => {
  let backend: DataTestBackend;
  const docs: Doc[] = Array.from({ length: 12 }, (_, i) => ({
    id: `ahead${pad(i)}`,
    profileId: i % 2 ? 'kept' : 'renamed',
    platformId: 'youtube',
    dateOfBan: '2025-05-01',
    isActive: true,
    createdAt: changedAt(i * 3),
    updatedAt: changedAt(i * 3),
  }));
  const db = () => backend.backend.context.db;
  const page = async (cursor: string | null) => {
    const body = (await backend.graphql(BANS, { cursor, limit: 4 }, { apiKey: backend.apiKey })).body;
    expect(body.errors).toBeUndefined();
    return body.data?.openBanRecords as Answer;
  };
  /** Long enough for the next page's statement, started as a page is answered, to have read its rows. */
  const readAheadSettles = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows: [string, Doc][] = [
      ['Profile', { id: 'kept', username: 'kept_name', displayName: 'K' }],
      ['Profile', { id: 'renamed', username: 'old_name', displayName: 'R' }],
      ...docs.map((doc): [string, Doc] => ['PlatformBan', doc]),
    ];
    await db().query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    await fillRecordFacts(db());
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('gives the same pages as reading each when asked', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await page(cursor);
      ids.push(...recordsOf(answer).map((record) => String(record.id)));
      cursor = answer.cursor;
      await readAheadSettles();
    } while (cursor);
    expect(ids).toEqual(docs.map((doc) => doc.id));
  });

  it('shows a hide, a new username and a removed creator on the very next page', async () => {
    const first = await page(null);
    expect(recordsOf(first).map((record) => record.id)).toEqual(docs.slice(0, 4).map((doc) => doc.id));
    await readAheadSettles();
    // By any door: a moderator's hide moves the record to HiddenRecord; a rename; an anonymised record loses its profile.
    await db().query(`UPDATE data_records SET model = 'HiddenRecord' WHERE model = 'PlatformBan' AND id = $1`, [docs[5].id]);
    await db().query(`UPDATE data_records SET doc = jsonb_set(doc, '{username}', '"new_name"'), facts = jsonb_set(facts, '{username}', '"new_name"') WHERE model = 'Profile' AND id = 'renamed'`);
    const second = await page(first.cursor);
    const records = recordsOf(second);
    expect(records.map((record) => record.id)).toEqual([docs[4], docs[6], docs[7], docs[8]].map((doc) => doc.id));
    expect(records.find((record) => record.id === docs[4].id)?.creator).toBe('new_name');
    await readAheadSettles();
    await db().query(`UPDATE data_records SET doc = doc - 'profileId', facts = facts - 'profileId' WHERE model = 'PlatformBan' AND id = $1`, [docs[9].id]);
    const third = await page(second.cursor);
    expect(recordsOf(third).find((record) => record.id === docs[9].id)?.creator).toBeNull();
  });

  it('moves the version on once a transaction, at its commit, so writers of bans and profiles in either order never deadlock on it', async () => {
    const version = async () => Number((await db().query<{ version: string }>('SELECT version FROM open_data_version')).rows[0].version);
    const before = await version();
    // Two writers, each a ban and a profile, in opposite orders, interleaved.
    let release: () => void = () => undefined;
    const secondWrote = new Promise<void>((resolve) => (release = resolve));
    let firstWrote: () => void = () => undefined;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = db().transaction(async (tx) => {
      await tx.query(`UPDATE data_records SET doc = doc || '{"unused": 1}' WHERE model = 'PlatformBan' AND id = $1`, [docs[0].id]);
      firstWrote();
      if (database === 'postgres') await secondWrote;
      await tx.query(`UPDATE data_records SET doc = doc || '{"unused": 2}' WHERE model = 'Profile' AND id = 'kept'`);
    });
    if (database === 'pglite') await first;
    await firstHasWritten;
    const second = db().transaction(async (tx) => {
      await tx.query(`UPDATE data_records SET doc = doc || '{"unused": 3}' WHERE model = 'Profile' AND id = 'renamed'`);
      release();
      await tx.query(`UPDATE data_records SET doc = doc || '{"unused": 1}' WHERE model = 'PlatformBan' AND id = $1`, [docs[1].id]);
    });
    await Promise.all([first, second]);
    expect(await version()).toBe(before + 2);
  });
});
