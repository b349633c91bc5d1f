/**
 * The open data pages on AWS against the local backend, over the same generated records (in
 * data_records and in DynamoDB Local's tables): walked page by page to the end, both give the same
 * records (each once, with the same fields and creators), from any `since`, and refuse the same
 * bad arguments in the same words. On AWS every download is read off the entries figures-aggregator
 * keeps for it (open-data-lists.ts: the model's partition, or its filters' variant), written here
 * from the same records, in the local (updatedAt, id) order: without a date range the pages are the
 * local pages, cursor for cursor; with one (a filter on the entries) a page may hold fewer. A few
 * dozen records at every field's longest, in scripts of 1 to 6 bytes a character, make both end
 * pages at the byte bound (open-data-page-bytes.ts) at the same record, every answer within it.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { OPEN_DATA_SETS } from '../../../lib/open-data/open-data-sets';
import { fillRecordFacts } from '../../../backend/data/store/record-facts';
import { startDataBackend, type DataTestBackend } from '../../../backend/data/test-support/start-data-backend';
import { TEST_STORES } from '../../../backend/data/test-support/stores';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { putItems } from '../test-support/table-items';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createFiguresTable } from '../figures-aggregator/stream-records.test-helper';
import { openDataEntriesOf } from '../shared/open-data-lists';
import { generateRecords, storableRecords } from './generated-records.test-helper';
import { carriedBytes, jsonBytes, OPEN_DATA_PAGE_BYTES } from '../../data/open-data/open-data-page-bytes';
import { openDataRecordOf, type OpenDataValue } from '../../data/open-data/open-data-records';
import { longestBanFields, longestReportFields, scriptOf } from '../../data/open-data/longest-records.test-helper';

jest.setTimeout(300_000);

/** A page as either side answers it: its columns, its rows as one JSON text. */
type Page = { columns: string[]; rows: string; cursor: string | null };
/** The records in the order read, and each page's size. */
type Outcome = { records: Record<string, unknown>[]; pages: number[] } | { error: string };

const local = dynamoDbLocalForFile();
const all = storableRecords(generateRecords());
/**
 * Records at every field's longest (~12 KB in ASCII to ~54 KB in control characters), changed a
 * second apart so they come together: ~800 KB of them, more than a page may weigh.
 */
const LONGEST_COUNT = 30;
const second = (i: number) => String(i).padStart(2, '0');
const longestBans = Array.from({ length: LONGEST_COUNT }, (_, i) => ({
  ...all.PlatformBan[i * 7 + 1],
  ...longestBanFields(scriptOf(i), i),
  id: `bl${second(i)}`,
  updatedAt: `2024-02-20T06:00:${second(i)}.000Z`,
}));
const longestReports = Array.from({ length: LONGEST_COUNT }, (_, i) => ({
  ...all.ShadowbanExperience[i * 2 + 1],
  ...longestReportFields(scriptOf(i), i),
  id: `sl${second(i)}`,
  updatedAt: `2024-04-22T06:00:${second(i)}.000Z`,
}));
// As DynamoDB can hold them (an index's key never null), on both sides.
const records = { PlatformBan: [...all.PlatformBan, ...longestBans], ShadowbanExperience: [...all.ShadowbanExperience, ...longestReports], Profile: all.Profile };
/** Room for what an answer holds around its records: the field's name, the cursor, the GraphQL envelope. */
const ENVELOPE_BYTES = 1_024;

const QUERIES = new Map(
  (['openBanRecords', 'openShadowbanReports'] as const).map((field) => {
    const set = OPEN_DATA_SETS.find((candidate) => candidate.name === (field === 'openBanRecords' ? 'bans' : 'shadowban-reports'))!;
    const variables =
      '$since: AWSDateTime, $cursor: String, $limit: Int, $platform: String, $restriction: String, $verification: VerificationLevel, $appealStatus: AppealStatus, $dateFrom: AWSDate, $dateTo: AWSDate';
    const passed = 'since: $since, cursor: $cursor, limit: $limit, platform: $platform, restriction: $restriction, verification: $verification, appealStatus: $appealStatus, dateFrom: $dateFrom, dateTo: $dateTo';
    return [field, { set, query: `query (${variables}) { ${field}(${passed}) { cursor columns rows } }` }];
  }),
);

describe.each(TEST_STORES.slice(0, 1))('open data pages on AWS and on $store', ({ database }) => {
  let backend: DataTestBackend;
  let handler: (event: AppSyncResolverEvent<Record<string, unknown>>) => Promise<unknown>;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows = Object.entries(records).flatMap(([model, items]) => items.map((doc) => [model, doc]));
    await backend.backend.context.db.query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    await fillRecordFacts(backend.backend.context.db);
    for (const [model, items] of Object.entries(records)) await putItems(local().documents, String(local().tables.get(model)), items);
    // The filtered downloads' entries, as figures-aggregator keeps them (the same derivation it applies to each stream record).
    const figuresTable = await createFiguresTable(local());
    const entries = Object.entries(records).flatMap(([model, items]) => items.flatMap((item) => openDataEntriesOf(model, item).map(({ pk, sk, entry }) => ({ pk, sk, ...entry }))));
    await putItems(local().documents, figuresTable, entries);
    ({ handler } = await import('./handler'));
  });
  afterAll(async () => {
    await backend?.close();
  });

  /**
   * Every page to the end (or the refusal), the records in one list. Each answer (the function's,
   * or the GraphQL one) weighs at most the byte bound and an envelope, its records at most the
   * bound unless a single one is heavier; `weights` receives each page's records' bytes.
   */
  async function walk(side: 'aws' | 'local', field: string, args: Record<string, unknown>, weights: number[] = []): Promise<Outcome> {
    const { query, set } = QUERIES.get(field as 'openBanRecords')!;
    const fields = set.fields.filter((entry) => entry.name !== 'permalink').map((entry) => entry.name);
    const seen: Record<string, unknown>[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1_000; pages += 1) {
      let page: Page;
      if (side === 'aws') {
        try {
          page = (await handler({ info: { fieldName: field }, arguments: { ...args, cursor } } as unknown as AppSyncResolverEvent<Record<string, unknown>>)) as Page;
        } catch (error) {
          return { error: (error as Error).message };
        }
      } else {
        const answer = await backend.graphql(query, { ...args, cursor }, { apiKey: backend.apiKey });
        if (answer.body.errors?.length) return { error: answer.body.errors[0].message };
        page = answer.body.data?.[field] as Page;
        expect(jsonBytes(answer.body)).toBeLessThanOrEqual(OPEN_DATA_PAGE_BYTES + ENVELOPE_BYTES);
      }
      // The rows as the answer carries them: one JSON text inside the answer's JSON.
      expect(typeof page.rows).toBe('string');
      const rows = JSON.parse(page.rows) as OpenDataValue[][];
      weights.push(carriedBytes(page.rows));
      if (rows.length > 1) expect(weights.at(-1)).toBeLessThanOrEqual(OPEN_DATA_PAGE_BYTES);
      expect(jsonBytes(page)).toBeLessThanOrEqual(OPEN_DATA_PAGE_BYTES + ENVELOPE_BYTES);
      // Every field the download lists is a column, on both sides.
      expect(fields.filter((name) => !page.columns.includes(name))).toEqual([]);
      seen.push(...rows.map((row) => openDataRecordOf(page.columns, row)).map((record) => Object.fromEntries(fields.map((name) => [name, record[name] ?? null]))));
      sizes.push(rows.length);
      cursor = page.cursor;
      if (!cursor) return { records: seen, pages: sizes };
    }
    throw new Error(`${side} ${field} did not end.`);
  }

  it.each([
    ['openBanRecords', { limit: 100 }],
    // since as AppSync lets it through (an AWSDateTime: a date alone is refused before either side).
    ['openBanRecords', { limit: 1_000, since: '2024-02-15T00:00:00.000Z' }],
    ['openBanRecords', { since: '2024-02-15T00:00:00+02:00' }],
    // A since equal to a record's last change: that record is in (the range starts at it).
    ['openBanRecords', { since: String(records.PlatformBan[3].updatedAt), limit: 50 }],
    ['openShadowbanReports', { limit: 7 }],
    ['openShadowbanReports', { since: '2024-04-20T00:00:00Z' }],
    ['openBanRecords', { limit: 0 }],
    ['openBanRecords', { limit: 1_001 }],
    ['openShadowbanReports', { cursor: 'not-a-cursor' }],
  ])('%s %j: the same pages, or the same refusal', async (field, args) => {
    const aws = await walk('aws', field, args);
    expect(aws).toEqual(await walk('local', field, args));
    // The comparison read something where it should.
    if ('records' in aws && !('since' in args)) expect(aws.records.length).toBe(field === 'openBanRecords' ? records.PlatformBan.length : records.ShadowbanExperience.length);
  });

  it.each([
    ['openBanRecords', { platform: 'tiktok' }],
    ['openBanRecords', { platform: ' YouTube ', limit: 9 }],
    ['openBanRecords', { platform: 'écran' }],
    ['openBanRecords', { restriction: 'DECISION_ACCOUNT' }],
    ['openBanRecords', { restriction: 'DECISION_ACCOUNT_SUSPENDED', appealStatus: 'NONE' }],
    ['openBanRecords', { verification: 'SELF_REPORTED', limit: 40 }],
    ['openBanRecords', { verification: 'CONFIRMED', restriction: 'DECISION_VISIBILITY' }],
    ['openBanRecords', { dateFrom: '2021-01-01', dateTo: '2021-12-31' }],
    ['openBanRecords', { platform: 'x', dateFrom: '2020-03-01', since: '2024-02-10T00:00:00.000Z', limit: 5 }],
    ['openBanRecords', { platform: 'twitch', restriction: 'DECISION_PROVISION', verification: 'SELF_REPORTED', appealStatus: 'REJECTED' }],
    ['openShadowbanReports', { platform: 'youtube', limit: 3 }],
    ['openShadowbanReports', { appealStatus: 'PENDING', dateTo: '2022-05-31' }],
    ['openShadowbanReports', { restriction: 'DECISION_MONETARY_OTHER' }],
    // Refused alike.
    ['openBanRecords', { platform: 'Not an id!' }],
    ['openBanRecords', { restriction: 'DECISION_NOTHING' }],
    ['openShadowbanReports', { dateFrom: '2022-02-01', dateTo: '2022-01-01' }],
  ])('%s %j (filtered): the same records in the same order from the kept entries, or the same refusal', async (field, args) => {
    const aws = await walk('aws', field, args);
    const local = await walk('local', field, args);
    if ('dateFrom' in args || 'dateTo' in args) {
      // The date range filters the entries a Query reads: pages may be shorter, the records are the same.
      expect('records' in aws && aws.records).toEqual('records' in local && local.records);
      if ('error' in local) expect(aws).toEqual(local);
    } else expect(aws).toEqual(local);
  });

  it.each([
    ['openBanRecords', { limit: 1_000 }],
    ['openBanRecords', { limit: 100, since: '2024-02-19T00:00:00Z' }],
    ['openBanRecords', { restriction: 'DECISION_ACCOUNT_SUSPENDED', limit: 1_000 }],
    ['openShadowbanReports', {}],
    ['openShadowbanReports', { verification: 'CORROBORATED', limit: 20 }],
  ])('%s %j: the byte bound ends the same pages early on both, and the next page goes on from there', async (field, args) => {
    const awsWeights: number[] = [];
    const localWeights: number[] = [];
    const aws = await walk('aws', field, args, awsWeights);
    expect(aws).toEqual(await walk('local', field, args, localWeights));
    if (!('records' in aws)) throw new Error(aws.error);
    // Each longest record read once, in order, and some page before the last cut short by weight, not by `limit`.
    const longest = aws.records.map((record) => String(record.id)).filter((id) => /^[bs]l\d\d$/.test(id));
    expect(longest).toEqual(Array.from({ length: LONGEST_COUNT }, (_, i) => `${field === 'openBanRecords' ? 'bl' : 'sl'}${second(i)}`));
    const limit = 'limit' in args ? args.limit : 500;
    const cut = aws.pages.slice(0, -1).filter((size) => size < limit);
    expect(cut.length).toBeGreaterThan(0);
    // A cut page is full: the record after it would have taken it over the bound.
    expect(Math.max(...awsWeights)).toBeGreaterThan(OPEN_DATA_PAGE_BYTES - 60_000);
    expect(awsWeights.length).toBe(localWeights.length);
  });

  it('reads a download, filtered or not, with Query and BatchGetItem, never a Scan', async () => {
    const sent: string[] = [];
    const send = DynamoDBDocumentClient.prototype.send;
    const spy = jest.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (this: DynamoDBDocumentClient, command: unknown, ...rest: unknown[]) {
      sent.push((command as object).constructor.name);
      return (send as (...args: unknown[]) => unknown).call(this, command, ...rest) as never;
    });
    try {
      const filtered = await walk('aws', 'openBanRecords', { platform: 'tiktok', dateFrom: '2019-01-01' });
      expect('records' in filtered && filtered.records.length).toBeGreaterThan(0);
      const everything = await walk('aws', 'openShadowbanReports', { limit: 500 });
      expect('records' in everything && everything.records.length).toBe(records.ShadowbanExperience.length);
      const since = await walk('aws', 'openBanRecords', { since: '2024-02-15T00:00:00Z' });
      expect('records' in since && since.records.length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
    expect(new Set(sent)).toEqual(new Set(['QueryCommand', 'BatchGetCommand']));
  });
});
