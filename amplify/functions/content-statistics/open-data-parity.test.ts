/**
 * The open data pages on AWS against the local backend, over the same generated records (in
 * data_records and in DynamoDB Local's tables): walked page by page to the end, both give the same
 * records (each once, with the same fields and creators), from any `since`, and refuse the same
 * bad arguments in the same words. On AWS every download is read off the entries figures-aggregator
 * keeps for it (open-data-lists.ts: the model's partition, or its filters' variant), written here
 * from the same records, in the local (updatedAt, id) order: without a date range the pages are the
 * local pages, cursor for cursor; with one (a filter on the entries) a page may hold fewer.
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

jest.setTimeout(300_000);

type Page = { records: Record<string, unknown>[]; cursor: string | null };
/** The records in the order read, and each page's size. */
type Outcome = { records: Record<string, unknown>[]; pages: number[] } | { error: string };

const local = dynamoDbLocalForFile();
const all = storableRecords(generateRecords());
// As DynamoDB can hold them (an index's key never null), on both sides.
const records = { PlatformBan: all.PlatformBan, ShadowbanExperience: all.ShadowbanExperience, Profile: all.Profile };

const QUERIES = new Map(
  (['openBanRecords', 'openShadowbanReports'] as const).map((field) => {
    const set = OPEN_DATA_SETS.find((candidate) => candidate.name === (field === 'openBanRecords' ? 'bans' : 'shadowban-reports'))!;
    const fields = set.fields.filter((entry) => entry.name !== 'permalink').map((entry) => entry.name);
    const variables =
      '$since: AWSDateTime, $cursor: String, $limit: Int, $platform: String, $restriction: String, $verification: VerificationLevel, $appealStatus: AppealStatus, $dateFrom: AWSDate, $dateTo: AWSDate';
    const passed = 'since: $since, cursor: $cursor, limit: $limit, platform: $platform, restriction: $restriction, verification: $verification, appealStatus: $appealStatus, dateFrom: $dateFrom, dateTo: $dateTo';
    return [field, { fields, query: `query (${variables}) { ${field}(${passed}) { cursor records { ${fields.join(' ')} } } }` }];
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

  /** Every page to the end (or the refusal), the records in one list. */
  async function walk(side: 'aws' | 'local', field: string, args: Record<string, unknown>): Promise<Outcome> {
    const { query, fields } = QUERIES.get(field as 'openBanRecords')!;
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
      }
      seen.push(...page.records.map((record) => Object.fromEntries(fields.map((name) => [name, record[name] ?? null]))));
      sizes.push(page.records.length);
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
