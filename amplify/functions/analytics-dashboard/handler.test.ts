/**
 * The dashboard on AWS, on DynamoDB Local: the fixture's events written by the delivery stream as
 * objects, each object's S3 notification handled by analyticsAggregator (the real handler; S3 is
 * a stand-in that serves the objects' bodies), then analyticsDashboard answering from the daily
 * items with the figures the local backend gives for the same events
 * (amplify/data/analytics/dashboard-fixture.test-helper.ts).
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import type { DashboardSummary } from '../../data/analytics/dashboard-figures';
import { dayOf, describeFixtureFigures, FIXTURE_BROWSERS, FIXTURE_NOW, recordLinesOf, type DashboardRefusal } from '../../data/analytics/dashboard-fixture.test-helper';
import { handler as aggregate } from '../analytics-aggregator/handler';
import { writeObjectFigures } from '../analytics-aggregator/write-figures';
import { ANALYTICS_TABLE_VARIABLE, countSortKey, dayPartition, leadersSortKey, MONTH_STATE_SORT_KEY, monthPartition, spanPartition, totalSortKey } from '../analytics-aggregator/daily-items';
import { nextMonthStart } from '../../data/analytics/month-rollups';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { figuresTableOf, handler as dashboard } from './handler';
import { topCountsPortOf } from './daily-items-port';
import { readingOf, rollupSpansOf, type RollupStamp } from '../../data/analytics/month-rollups';
import { runOf, versionOf } from '../analytics-aggregator/month-rollups';

jest.setTimeout(60_000);

const local = dynamoDbLocalForFile();
const TABLE = 'AnalyticsDailyFigures-local';
const objects = new Map<string, string>();
/** The bucket as the aggregator reads it: GetObject of an object the stream wrote. */
const s3 = {
  send: async (command: { input: { Key?: string } }) => {
    const body = objects.get(command.input.Key ?? '');
    if (body === undefined) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
    return { Body: { transformToString: async () => body } };
  },
} as unknown as S3Client;

/** S3's notification of one object the delivery stream wrote (its key URL-encoded, as S3 sends it). */
function objectCreated(key: string, eTag: string, eventTime = new Date(FIXTURE_NOW).toISOString()): S3Event {
  return {
    Records: [
      {
        eventTime,
        s3: { bucket: { name: 'bucket' }, object: { key: encodeURIComponent(key).replace(/%20/g, '+'), eTag, sequencer: '0' } },
      },
    ],
  } as unknown as S3Event;
}

async function summary(variables: Record<string, unknown>): Promise<DashboardSummary> {
  try {
    return await dashboard({ arguments: variables }, local().documents, new Date(FIXTURE_NOW));
  } catch (error) {
    throw { errorType: (error as Error).name, message: (error as Error).message } satisfies DashboardRefusal;
  }
}

beforeAll(async () => {
  const client = new DynamoDBClient({ endpoint: local().endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  // The table amplify/backend.ts declares (AnalyticsDailyFigures: pk and sk, both strings).
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    }),
  );
  client.destroy();
  process.env[ANALYTICS_TABLE_VARIABLE] = TABLE;
  // One object per browser, under the date partitions the stream writes; the first one's
  // notification arrives twice (S3 delivers at least once) and adds nothing the second time.
  let index = 0;
  for (const browser of FIXTURE_BROWSERS) {
    const key = `analytics/year=2026/month=11/day=25/stream-1-${(index += 1)} part.json`;
    objects.set(key, recordLinesOf(browser).join(''));
    await aggregate(objectCreated(key, `etag-${index}`), { documents: local().documents, s3 });
    if (index === 1) await aggregate(objectCreated(key, `etag-${index}`), { documents: local().documents, s3 });
  }
  // A line that is no event counts as an unreadable record on the day it arrived, as locally.
  objects.set('analytics/broken.json', 'not json\n');
});

describe('an admin reading the dashboard on AWS', () => {
  describeFixtureFigures(summary);
});

it('counts a line that is no event as an unreadable record, once however often S3 tells of its object', async () => {
  for (let delivery = 0; delivery < 3; delivery += 1) await aggregate(objectCreated('analytics/broken.json', 'etag-broken'), { documents: local().documents, s3 });
  const { eventsByType, totals } = await summary({});
  expect(eventsByType).toContainEqual({ eventType: '_firehose.unreadable', count: 1 });
  expect(totals.activeEndpoints).toBe(3);
});

describe('the top lists from the days\' leaders', () => {
  const day = dayPartition(dayOf(-1));
  const leadersOf = async (dimension: 'brief' | 'profile') => (await local().documents.send(new GetCommand({ TableName: TABLE, Key: { pk: day, sk: leadersSortKey(dimension) } }))).Item;

  it('keeps a day\'s leaders and its total for each top list the objects counted', async () => {
    const leaders = await leadersOf('brief');
    const total = (await local().documents.send(new GetCommand({ TableName: TABLE, Key: { pk: day, sk: totalSortKey('brief') } }))).Item;
    expect(leaders).toMatchObject({ bound: 0, total: total?.total });
    const listed = JSON.parse(String(leaders?.leaders)) as [string, number][];
    expect(listed.reduce((sum, [, count]) => sum + count, 0)).toBe(total?.total);
  });

  it('answers the same when a day\'s counts grew after its leaders were read (slack), and when a day has no leaders', async () => {
    const before = await summary({});
    // A count added with its total, as a part whose object's leaders were not read again.
    const grow = (amount: number) =>
      Promise.all([
        local().documents.send(new UpdateCommand({ TableName: TABLE, Key: { pk: day, sk: countSortKey('profile', 'zz-new') }, UpdateExpression: 'ADD #count :amount SET #dimension = :dimension, #key = :key', ExpressionAttributeNames: { '#count': 'count', '#dimension': 'dimension', '#key': 'key' }, ExpressionAttributeValues: { ':amount': amount, ':dimension': 'profile', ':key': 'zz-new' } })),
        local().documents.send(new UpdateCommand({ TableName: TABLE, Key: { pk: day, sk: totalSortKey('profile') }, UpdateExpression: 'ADD #total :amount', ExpressionAttributeNames: { '#total': 'total' }, ExpressionAttributeValues: { ':amount': amount } })),
      ]);
    await grow(50);
    const grown = await summary({});
    expect(grown.topProfiles[0]).toEqual({ key: 'zz-new', count: 50, endpoints: 0 });
    expect(grown.topProfiles.slice(1)).toEqual(before.topProfiles.slice(0, grown.topProfiles.length - 1));
    // Without the day's leaders (counted before they were kept), every count of the day is read.
    await local().documents.send(new DeleteCommand({ TableName: TABLE, Key: { pk: day, sk: leadersSortKey('profile') } }));
    expect(await summary({})).toEqual(grown);
    await local().documents.send(new DeleteCommand({ TableName: TABLE, Key: { pk: day, sk: countSortKey('profile', 'zz-new') } }));
    await grow(-50);
    await local().documents.send(new DeleteCommand({ TableName: TABLE, Key: { pk: day, sk: countSortKey('profile', 'zz-new') } }));
    expect((await summary({})).topProfiles).toEqual(before.topProfiles);
  });
});

it("counts a day's active browser once when another invocation writes its marker first", async () => {
  const day = '2020-01-01';
  const figures = { counts: [{ day, dimension: 'event' as const, key: 'page_view', amount: 1 }], browsers: [{ day, dimension: 'active' as const, key: '', endpointId: 'race-1' }] };
  let raced = false;
  // Another object with the same browser lands between this one's check of its markers and its transaction.
  const racing = {
    send: async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
      if (!raced && command instanceof TransactWriteCommand) {
        raced = true;
        await writeObjectFigures(local().documents, TABLE, 'object-b', figures);
      }
      return local().documents.send(command);
    },
  } as unknown as DynamoDBDocumentClient;
  expect(await writeObjectFigures(racing, TABLE, 'object-a', figures)).toBe(1);
  const itemOf = async (sk: string) => (await local().documents.send(new GetCommand({ TableName: TABLE, Key: { pk: dayPartition(day), sk } }))).Item;
  expect(await itemOf(countSortKey('active', ''))).toMatchObject({ count: 1 });
  expect(await itemOf(countSortKey('event', 'page_view'))).toMatchObject({ count: 2 });
});

it("estimates browsers from the days' sketches, as locally, once exact counting would read more than 10,000 markers", async () => {
  const exact = await summary({ from: dayOf(-2), to: dayOf(0) });
  expect(exact.estimated).toEqual([]);
  // The day's counts as a busy site's would be (the markers stay few): past the limit, no marker is read.
  const bump = (sk: string, attribute: string, amount: number) =>
    local().documents.send(new UpdateCommand({ TableName: TABLE, Key: { pk: dayPartition(dayOf(-1)), sk }, UpdateExpression: 'ADD #a :amount', ExpressionAttributeNames: { '#a': attribute }, ExpressionAttributeValues: { ':amount': amount } }));
  await bump(countSortKey('active', ''), 'count', 20_000);
  await bump(totalSortKey('brief'), 'total', 20_000);
  try {
    const estimated = await summary({ from: dayOf(-2), to: dayOf(0) });
    expect(estimated.estimated).toEqual(['totals.activeEndpoints', 'topBriefs.endpoints']);
    // Three browsers and a brief's two: HyperLogLog's linear counting gives them exactly.
    expect(estimated.totals.activeEndpoints).toBe(exact.totals.activeEndpoints);
    expect(estimated.topBriefs).toEqual(exact.topBriefs);
  } finally {
    await bump(countSortKey('active', ''), 'count', -20_000);
    await bump(totalSortKey('brief'), 'total', -20_000);
  }
});

describe('monthly roll-ups', () => {
  // A whole month three before today's: its events arrive within it, the next month's first object sums it.
  const today = new Date(FIXTURE_NOW);
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1)).toISOString().slice(0, 7);
  const next = nextMonthStart(month);
  const range = { from: `${month}-01`, to: next };
  const line = (endpointId: string, briefSlug: string, day: string) =>
    `${JSON.stringify({ EventId: randomUUID(), EndpointId: endpointId, EventType: 'brief_read', Attributes: { briefSlug }, Metrics: {}, Timestamp: `${day}T12:00:00.000Z` })}\n`;
  const deliver = async (key: string, arrivedAt: string, lines: string[], now = new Date()) => {
    objects.set(key, lines.join(''));
    await aggregate(objectCreated(key, `etag-${key}`, arrivedAt), { documents: local().documents, s3, now: () => now });
  };
  const stateOf = async () => (await local().documents.send(new GetCommand({ TableName: TABLE, Key: { pk: monthPartition(month), sk: MONTH_STATE_SORT_KEY } }))).Item;

  it('sums an ended month once, and a range reads it from the roll-up with the figures of its days', async () => {
    await deliver('analytics/month-1.json', `${month}-20T13:00:00Z`, [line('m1', 'month-a', `${month}-05`), line('m2', 'month-a', `${month}-20`), line('m1', 'month-b', `${month}-20`)]);
    expect(await stateOf()).toBeUndefined();
    await deliver('analytics/month-2.json', `${next}T00:10:00Z`, [line('m2', 'month-a', next)]);
    expect(await stateOf()).toMatchObject({ events: 3 });
    const expected = [
      { key: 'month-a', count: 3, endpoints: 2 },
      { key: 'month-b', count: 1, endpoints: 1 },
    ];
    expect((await summary(range)).topBriefs).toEqual(expected);
    // Read from the roll-up: a day's count gone from under it changes nothing while the stamp holds.
    const dayCount = { pk: dayPartition(`${month}-05`), sk: countSortKey('brief', 'month-a') };
    const item = (await local().documents.send(new GetCommand({ TableName: TABLE, Key: dayCount }))).Item;
    await local().documents.send(new DeleteCommand({ TableName: TABLE, Key: dayCount }));
    expect((await summary(range)).topBriefs).toEqual(expected);
    await local().documents.send(new PutCommand({ TableName: TABLE, Item: item }));
  });

  it('reads the month from its days once an event is counted late on it, and sums it again an hour later', async () => {
    await deliver('analytics/month-3.json', `${next}T01:00:00Z`, [line('m3', 'month-b', `${month}-25`)]);
    const expected = [
      { key: 'month-a', count: 3, endpoints: 2 },
      { key: 'month-b', count: 2, endpoints: 2 },
    ];
    expect(await stateOf()).toMatchObject({ events: 3 });
    expect((await summary(range)).topBriefs).toEqual(expected);
    await deliver('analytics/month-4.json', `${next}T02:00:00Z`, [line('m2', 'month-a', next)], new Date(Date.now() + 2 * 3600_000));
    expect(await stateOf()).toMatchObject({ events: 4 });
    expect((await summary(range)).topBriefs).toEqual([{ ...expected[0], count: 4 }, expected[1]]);
  });
});

describe('weekly roll-ups and runs', () => {
  const line = (endpointId: string, briefSlug: string, day: string) =>
    `${JSON.stringify({ EventId: randomUUID(), EndpointId: endpointId, EventType: 'brief_read', Attributes: { briefSlug }, Metrics: {}, Timestamp: `${day}T12:00:00.000Z` })}\n`;
  const deliver = async (key: string, arrivedAt: string, lines: string[], now = new Date()) => {
    objects.set(key, lines.join(''));
    await aggregate(objectCreated(key, `etag-${key}`, arrivedAt), { documents: local().documents, s3, now: () => now });
  };
  const stateOf = async (span: string) => (await local().documents.send(new GetCommand({ TableName: TABLE, Key: { pk: spanPartition(span), sk: MONTH_STATE_SORT_KEY } }))).Item;
  const RANGE = { from: '2020-01-20', to: '2020-05-14' };
  /** The days' event counts, as the dashboard reads them with the activity. */
  const events = new Map([['2020-02-03', 1], ['2020-02-20', 1], ['2020-03-10', 1], ['2020-04-29', 1], ['2020-05-02', 1], ['2020-05-09', 1]]);
  /** The range's reading from the spans' states, and the top lists' port on the runs they name. */
  const readingFor = async (range: { from: string; to: string }) => {
    const spans = rollupSpansOf(range);
    const stamps = new Map<string, RollupStamp>();
    const builds = new Map<string, string>();
    for (const span of spans) {
      const state = await stateOf(span);
      const run = runOf(state);
      if (run) builds.set(span, run.build);
      if (state && Number(state.events) >= 0) stamps.set(span, { events: Number(state.events), version: versionOf(state)!, ...(run ? { run: run.months } : {}) });
    }
    const reading = readingOf(range, stamps, (day) => events.get(day) ?? 0);
    return { reading, port: topCountsPortOf(figuresTableOf(local().documents, TABLE), () => false, builds) };
  };
  /** The range's full sum as the top lists' fallback reads it: runs for February to April, May's first two weeks. */
  const fullSum = async () => {
    const { reading, port } = await readingFor(RANGE);
    const sums = await port.readAllCounts(reading.parts, 'brief', 10);
    // The parts other than days (those of January hold no counts).
    const parts = reading.parts.filter(({ period }) => !/^\d{4}-\d{2}-\d{2}$/.test(period));
    return { parts: parts.map(({ period, sign }) => `${sign > 0 ? '+' : '-'}${period}`), sums: sums.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)) };
  };

  it("sums ended weeks and months, builds each month's run on the one before, and a range's full sum from runs and weeks equals its days'", async () => {
    await deliver('analytics/run-2020-02.json', '2020-03-01T00:10:00Z', [line('r1', 'run-a', '2020-02-03'), line('r2', 'run-b', '2020-02-20')]);
    await deliver('analytics/run-2020-03.json', '2020-04-01T00:10:00Z', [line('r1', 'run-a', '2020-03-10')]);
    await deliver('analytics/run-2020-04.json', '2020-05-01T00:10:00Z', [line('r3', 'run-c', '2020-04-29')]);
    await deliver('analytics/run-2020-05.json', '2020-05-20T00:10:00Z', [line('r2', 'run-b', '2020-05-02'), line('r1', 'run-a', '2020-05-09')]);
    expect(await stateOf('2020-02-W1')).toMatchObject({ events: 1 });
    expect(await stateOf('2020-05-W2')).toMatchObject({ events: 1 });
    const april = runOf(await stateOf('2020-04'));
    expect([...(april?.months.keys() ?? [])]).toEqual(['2020-02', '2020-03', '2020-04']);
    const expected = [
      { key: 'run-a', count: 3 },
      { key: 'run-b', count: 2 },
      { key: 'run-c', count: 1 },
    ];
    const summed = await fullSum();
    expect(summed.parts).toEqual(['+..2020-04', '+2020-05-W1', '+2020-05-W2']);
    expect(summed.sums).toEqual(expected);
    expect((await summary(RANGE)).topBriefs).toEqual(expected.map((entry) => ({ ...entry, endpoints: 1 })));
    // Read from the run: a day's count gone from under it changes nothing while the stamps hold.
    const dayCount = { pk: dayPartition('2020-03-10'), sk: countSortKey('brief', 'run-a') };
    const item = (await local().documents.send(new GetCommand({ TableName: TABLE, Key: dayCount }))).Item;
    await local().documents.send(new DeleteCommand({ TableName: TABLE, Key: dayCount }));
    expect((await fullSum()).sums).toEqual(expected);
    await local().documents.send(new PutCommand({ TableName: TABLE, Item: item }));
  });

  it('reads a month from its weeks and days once an event is counted late on it, and sums it and the runs after it again an hour later', async () => {
    // An event of April's fourth week (within the 30 days an event is taken), after April was summed.
    await deliver('analytics/run-late.json', '2020-05-21T00:10:00Z', [line('r4', 'run-c', '2020-04-25')]);
    events.set('2020-04-25', 1);
    const expected = [
      { key: 'run-a', count: 3 },
      { key: 'run-b', count: 2 },
      { key: 'run-c', count: 2 },
    ];
    // April was summed within the hour (on its own object's arrival): it is read from its weeks and days until it is summed again.
    const late = await fullSum();
    expect(late.parts).toEqual(['+2020-02', '+2020-03', '+2020-04-W4', '+2020-05-W1', '+2020-05-W2']);
    expect(late.sums).toEqual(expected);
    // Another late event on April, past the hour: April and its fourth week are summed again, and April's run built again.
    await deliver('analytics/run-late-2.json', '2020-05-21T02:10:00Z', [line('r4', 'run-c', '2020-04-26')], new Date(Date.now() + 2 * 3600_000));
    events.set('2020-04-26', 1);
    const again = await fullSum();
    expect(again.parts).toEqual(['+..2020-04', '+2020-05-W1', '+2020-05-W2']);
    expect(again.sums).toEqual([
      { key: 'run-a', count: 3 },
      { key: 'run-c', count: 3 },
      { key: 'run-b', count: 2 },
    ]);
  });

  it("reads a stretch of months as one period from its runs' lists: the run through its end less the run before it", async () => {
    // June's first object sums May and builds its run; its first week is summed once the second week's object arrives.
    await deliver('analytics/run-2020-06.json', '2020-06-01T00:10:00Z', [line('r5', 'run-d', '2020-06-01')], new Date(Date.now() + 4 * 3600_000));
    await deliver('analytics/run-2020-06-b.json', '2020-06-09T00:10:00Z', [line('r5', 'run-d', '2020-06-09')], new Date(Date.now() + 4 * 3600_000));
    events.set('2020-06-01', 1).set('2020-06-09', 1);
    const range = { from: '2020-03-01', to: '2020-06-10' };
    const { reading, port } = await readingFor(range);
    expect(reading.periods.filter((period) => !/^\d{4}-\d{2}-\d{2}$/.test(period))).toEqual(['2020-03..2020-05', '2020-06-W1']);
    expect(reading.parts.filter(({ period }) => period.startsWith('..')).map(({ period, sign }) => `${sign > 0 ? '+' : '-'}${period}`)).toEqual(['+..2020-05', '-..2020-02']);
    // March to May: run-c 3 (April), run-a 2 (March 10, May 9), run-b 1 (May 2). The run through May
    // lists run-a first (3, with February's, tied with run-c and first by key): its count less
    // February's, and run-c's 3 bounds the rest.
    const [leaders] = await port.readLeaders(['2020-03..2020-05'], 'brief', 1);
    expect(leaders).toEqual({ day: '2020-03..2020-05', leaders: new Map([['run-a', 2]]), bound: 3, slack: 0 });
    const counts = await port.readCounts('brief', new Map([['run-a', ['2020-03..2020-05']], ['run-b', ['2020-03..2020-05']]]));
    // In no particular order: BatchGetItem answers its items in any order (a CI run got run-b first).
    const byKey = [...counts].map(([key, periods]) => [key, periods.get('2020-03..2020-05')]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(byKey).toEqual([['run-a', 2], ['run-b', 1]]);
    expect(await port.stretchTotal('2020-03..2020-05', 'brief')).toBe(6);
    expect((await summary({ ...range, limit: 2 })).topBriefs).toEqual([
      { key: 'run-c', count: 3, endpoints: 2 },
      { key: 'run-a', count: 2, endpoints: 1 },
    ]);
    expect((await summary(range)).topBriefs).toEqual([
      { key: 'run-c', count: 3, endpoints: 2 },
      { key: 'run-a', count: 2, endpoints: 1 },
      { key: 'run-d', count: 2, endpoints: 1 },
      { key: 'run-b', count: 1, endpoints: 1 },
    ]);
  });
});
