/**
 * The open data pages on AWS against the local backend, over the same generated records (in
 * data_records and in DynamoDB Local's tables): walked page by page to the end, both give the same
 * records (each once, with the same fields and creators), from any `since`, and refuse the same
 * bad arguments in the same words. Pages differ by design: locally in (updatedAt, id) order, on AWS
 * in the table's order, one Scan page each. Filtered downloads are answered locally and refused on
 * AWS until the search index answers them (open-data-page.ts).
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { OPEN_DATA_SETS } from '../../../lib/open-data/open-data-sets';
import { startDataBackend, type DataTestBackend } from '../../../backend/data/test-support/start-data-backend';
import { TEST_STORES } from '../../../backend/data/test-support/stores';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { putItems } from '../test-support/table-items';
import { generateRecords, storableRecords } from './generated-records.test-helper';

jest.setTimeout(300_000);

type Page = { records: Record<string, unknown>[]; cursor: string | null };
type Outcome = { records: Record<string, unknown>[] } | { error: string };

const local = dynamoDbLocalForFile();
const all = storableRecords(generateRecords());
// As DynamoDB can hold them (an index's key never null), on both sides.
const records = { PlatformBan: all.PlatformBan, ShadowbanExperience: all.ShadowbanExperience, Profile: all.Profile };

const QUERIES = new Map(
  (['openBanRecords', 'openShadowbanReports'] as const).map((field) => {
    const set = OPEN_DATA_SETS.find((candidate) => candidate.name === (field === 'openBanRecords' ? 'bans' : 'shadowban-reports'))!;
    const fields = set.fields.filter((entry) => entry.name !== 'permalink').map((entry) => entry.name);
    const variables = '$since: AWSDateTime, $cursor: String, $limit: Int, $platform: String';
    return [field, { fields, query: `query (${variables}) { ${field}(since: $since, cursor: $cursor, limit: $limit, platform: $platform) { cursor records { ${fields.join(' ')} } } }` }];
  }),
);

const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.id).localeCompare(String(b.id));

describe.each(TEST_STORES.slice(0, 1))('open data pages on AWS and on $store', ({ database }) => {
  let backend: DataTestBackend;
  let handler: (event: AppSyncResolverEvent<Record<string, unknown>>) => Promise<unknown>;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows = Object.entries(records).flatMap(([model, items]) => items.map((doc) => [model, doc]));
    await backend.backend.context.db.query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    for (const [model, items] of Object.entries(records)) await putItems(local().documents, String(local().tables.get(model)), items);
    ({ handler } = await import('./handler'));
  });
  afterAll(async () => {
    await backend?.close();
  });

  /** Every page to the end (or the refusal), the records in one list. */
  async function walk(side: 'aws' | 'local', field: string, args: Record<string, unknown>): Promise<Outcome> {
    const { query, fields } = QUERIES.get(field as 'openBanRecords')!;
    const seen: Record<string, unknown>[] = [];
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
      cursor = page.cursor;
      if (!cursor) return { records: seen.sort(byId) };
    }
    throw new Error(`${side} ${field} did not end.`);
  }

  it.each([
    ['openBanRecords', { limit: 100 }],
    // since as AppSync lets it through (an AWSDateTime: a date alone is refused before either side).
    ['openBanRecords', { limit: 1_000, since: '2024-02-15T00:00:00.000Z' }],
    ['openBanRecords', { since: '2024-02-15T00:00:00+02:00' }],
    ['openShadowbanReports', { limit: 7 }],
    ['openShadowbanReports', { since: '2024-04-20T00:00:00Z' }],
    ['openBanRecords', { limit: 0 }],
    ['openBanRecords', { limit: 1_001 }],
    ['openShadowbanReports', { cursor: 'not-a-cursor' }],
  ])('%s %j: the same records, or the same refusal', async (field, args) => {
    const aws = await walk('aws', field, args);
    expect(aws).toEqual(await walk('local', field, args));
    // The comparison read something where it should.
    if ('records' in aws && !('since' in args)) expect(aws.records.length).toBe(field === 'openBanRecords' ? records.PlatformBan.length : records.ShadowbanExperience.length);
  });

  it('answers a filtered download locally and refuses it on AWS, never ignoring the filter', async () => {
    const filtered = await walk('local', 'openBanRecords', { platform: 'tiktok' });
    expect('records' in filtered && filtered.records.length).toBeGreaterThan(0);
    expect(await walk('aws', 'openBanRecords', { platform: 'tiktok' })).toEqual({ error: expect.stringMatching(/^Filtered downloads .* are not available on this deployment yet/) });
  });
});
