/**
 * The Lambda's own part: the figure queries read single items and facet partitions of the figures
 * table (GetItem, Query), an unfiltered list or a kept variant reads its entries there (Query), a
 * list no variant holds scans the table it needs page by page, projected to the fields it reads,
 * and a refused request reads nothing.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { COUNTS_KEY, facetPartition, FIGURES_TABLE_VARIABLE } from '../shared/figure-items';
import { listTotalKey } from '../shared/figure-lists';
import { handler } from './handler';

const mockSend = jest.fn();
jest.mock('@aws-sdk/lib-dynamodb', () => ({
  ...jest.requireActual('@aws-sdk/lib-dynamodb'),
  DynamoDBDocumentClient: { from: () => ({ send: (...args: unknown[]) => mockSend(...args) }) },
}));

const event = (fieldName: string, args: Record<string, unknown> = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;
type ScanInput = { TableName: string; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string>; ExclusiveStartKey?: unknown };
const scans = () => mockSend.mock.calls.map(([command]) => (command as { input: ScanInput }).input);

beforeEach(() => {
  mockSend.mockReset();
  for (const model of ['Brief', 'Profile', 'Personality', 'Stream', 'PlatformBan', 'ShadowbanExperience']) process.env[`${model.toUpperCase()}_TABLE`] = `${model}-table`;
  process.env[FIGURES_TABLE_VARIABLE] = 'Figures-table';
});

it('answers briefFacetCounts by querying the three facet partitions of the figures table, every page', async () => {
  mockSend.mockImplementation(async (command: { constructor: { name: string }; input: { KeyConditionExpression: string; ExpressionAttributeValues: Record<string, string>; ExclusiveStartKey?: unknown } }) => {
    const partition = command.input.ExpressionAttributeValues[':pk'];
    if (partition !== facetPartition('category', null)) return { Items: [] };
    return command.input.ExclusiveStartKey
      ? { Items: [{ pk: partition, sk: '01', [JSON.stringify(['grit', 'Grit'])]: 1 }] }
      : { Items: [{ pk: partition, sk: '00', [JSON.stringify(['power', 'power'])]: 1, [JSON.stringify(['power', 'Power'])]: 1 }], LastEvaluatedKey: { pk: partition, sk: '00' } };
  });
  const answer = await handler(event('briefFacetCounts'));
  expect(answer).toEqual({ categories: [{ value: 'Power', count: 2 }, { value: 'Grit', count: 1 }], tags: [], warfareTags: [] });
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: { TableName: string } });
  expect(commands.map((command) => command.constructor.name)).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand']);
  expect(new Set(commands.map((command) => command.input.TableName))).toEqual(new Set(['Figures-table']));
});

it('projects what a list filters and orders by (briefs of two choices at once are scanned)', async () => {
  mockSend.mockResolvedValue({ Items: [] });
  await handler(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 10, tag: 'rare', category: 'power' }));
  const [scan] = scans();
  expect(Object.values(scan.ExpressionAttributeNames)).toEqual(expect.arrayContaining(['id', 'slug', 'updatedAt', 'status', 'blogDate', 'categories', 'tags', 'warfareTags', 'profileId']));
});

it("scans the STREAMS of a genre while a stream is wide in genres (the list's counter says so), projected to what the list reads, each field once", async () => {
  mockSend.mockImplementation(async (command: { constructor: { name: string } }) =>
    command.constructor.name === 'GetCommand' ? { Item: { ...listTotalKey('L#STREAMS'), '["wide","genre"]': 1 } } : { Items: [] },
  );
  await handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 10, status: 'ACTIVE', genre: 'drama' }));
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: ScanInput & { Key?: unknown } });
  expect(commands.map(({ constructor, input }) => [constructor.name, input.TableName])).toEqual([['GetCommand', 'Figures-table'], ['ScanCommand', 'Stream-table']]);
  expect(commands[0].input.Key).toEqual(listTotalKey('L#STREAMS'));
  const streams = commands[1].input;
  const fields = streams.ProjectionExpression.split(', ').map((name) => streams.ExpressionAttributeNames[name]);
  expect([...fields].sort()).toEqual(['created_at', 'date', 'featured', 'genre', 'id', 'language', 'ranking', 'slug', 'status', 'title', 'updatedAt']);
});

it("reads a filtered list's kept variant off its partition (a Query and its counter), never a scan", async () => {
  mockSend.mockResolvedValue({ Items: [] });
  await handler(event('listContentEntries', { list: 'PERSONALITIES', offset: 0, limit: 10, category: 'STREAMER', isFeaturedOnly: true }));
  await handler(event('listContentEntries', { list: 'PLATFORM_BANS', offset: 0, limit: 10, platformId: ' TikTok ', year: 2021, isActive: false }));
  await handler(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 10, tag: ' Rare ' }));
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: { TableName: string; Key?: { pk: string }; ExpressionAttributeValues?: Record<string, string> } });
  expect(new Set(commands.map(({ input }) => input.TableName))).toEqual(new Set(['Figures-table']));
  expect(commands.filter(({ constructor }) => constructor.name === 'QueryCommand').map(({ input }) => input.ExpressionAttributeValues?.[':pk'])).toEqual([
    'L#PERSONALITIES#["category","STREAMER","featured",true]',
    'L#PLATFORM_BANS#["platformId","tiktok","year","2021","isActive","false"]',
    'L#BRIEFS#["tag","rare"]',
  ]);
  // The briefs of a tag: whether a brief is wide in tags is read first (the list's counter).
  expect(commands.filter(({ constructor }) => constructor.name === 'GetCommand').map(({ input }) => input.Key?.pk)).toEqual([
    'T#L#PERSONALITIES#["category","STREAMER","featured",true]',
    'T#L#PLATFORM_BANS#["platformId","tiktok","year","2021","isActive","false"]',
    'T#L#BRIEFS',
    'T#L#BRIEFS#["tag","rare"]',
  ]);
});

it("reads an unfiltered list's page off its entries in the figures table: a Query from the partition's start up to the page's end, and the list's counter", async () => {
  mockSend.mockImplementation(async (command: { constructor: { name: string }; input: { ExclusiveStartKey?: unknown } }) => {
    if (command.constructor.name === 'GetCommand') return { Item: { ...listTotalKey('L#PROFILES'), '["total"]': 7 } };
    const entry = (index: number) => ({ id: `p${index}`, key: `user${index}`, updatedAt: '2024-01-01' });
    // Two pages: the reader goes on from LastEvaluatedKey until the page's end.
    return command.input.ExclusiveStartKey ? { Items: [3, 4, 5].map(entry) } : { Items: [0, 1, 2].map(entry), LastEvaluatedKey: { pk: 'L#PROFILES', sk: 'x' } };
  });
  expect(await handler(event('listContentEntries', { list: 'PROFILES', offset: 2, limit: 3, withRecordsOnly: false }))).toEqual({
    total: 7,
    entries: [2, 3, 4].map((index) => ({ id: `p${index}`, key: `user${index}`, updatedAt: '2024-01-01' })),
  });
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: Record<string, unknown> });
  expect(commands.map(({ constructor, input }) => [constructor.name, input.TableName, input.ExpressionAttributeValues ?? input.Key, input.Limit])).toEqual([
    ['GetCommand', 'Figures-table', listTotalKey('L#PROFILES'), undefined],
    ['QueryCommand', 'Figures-table', { ':pk': 'L#PROFILES' }, 5],
    ['QueryCommand', 'Figures-table', { ':pk': 'L#PROFILES' }, 2],
  ]);
});

it("reads the default creators list and stream catalogue, and a platform's bans, off their kept variants, not a scan", async () => {
  mockSend.mockResolvedValue({ Items: [] });
  await handler(event('listContentEntries', { list: 'PROFILES', offset: 0, limit: 24, withRecordsOnly: true }));
  await handler(event('listContentEntries', { list: 'PLATFORM_BANS', offset: 0, limit: 24, platformId: ' TikTok ' }));
  await handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 24, status: 'ACTIVE' }));
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: Record<string, unknown> });
  expect(commands.map(({ constructor, input }) => [constructor.name, input.TableName, input.ExpressionAttributeValues ?? input.Key])).toEqual([
    ['GetCommand', 'Figures-table', listTotalKey('L#PROFILES#withRecords')],
    ['QueryCommand', 'Figures-table', { ':pk': 'L#PROFILES#withRecords' }],
    ['GetCommand', 'Figures-table', listTotalKey('L#PLATFORM_BANS#["platformId","tiktok"]')],
    ['QueryCommand', 'Figures-table', { ':pk': 'L#PLATFORM_BANS#["platformId","tiktok"]' }],
    ['GetCommand', 'Figures-table', listTotalKey('L#STREAMS#["status","ACTIVE"]')],
    ['QueryCommand', 'Figures-table', { ':pk': 'L#STREAMS#["status","ACTIVE"]' }],
  ]);
});

it("reads one creator's bans, briefs and reports through the profileId index, not a scan", async () => {
  mockSend.mockResolvedValue({ Items: [] });
  for (const list of ['PLATFORM_BANS', 'BRIEFS', 'SHADOWBAN_REPORTS']) await handler(event('listContentEntries', { list, offset: 0, limit: 10, profileId: 'p1' }));
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: { TableName: string; IndexName?: string; ExpressionAttributeValues?: unknown } });
  expect(commands.map(({ constructor, input }) => [constructor.name, input.TableName, input.IndexName, input.ExpressionAttributeValues])).toEqual([
    ['QueryCommand', 'PlatformBan-table', 'platformBansByProfileId', { ':key': 'p1' }],
    ['QueryCommand', 'Brief-table', 'briefsByProfileId', { ':key': 'p1' }],
    ['QueryCommand', 'ShadowbanExperience-table', 'shadowbanExperiencesByProfileId', { ':key': 'p1' }],
  ]);
  // A creator id longer than any key is no record's: nothing to read.
  mockSend.mockClear();
  expect(await handler(event('listContentEntries', { list: 'SHADOWBAN_REPORTS', offset: 0, limit: 10, profileId: 'p'.repeat(2049) }))).toEqual({ total: 0, entries: [] });
  expect(mockSend).not.toHaveBeenCalled();
});

it('answers contentCounts with one GetItem of the counts item', async () => {
  mockSend.mockResolvedValue({ Item: { ...COUNTS_KEY, '["briefs"]': 3, '["platformBans"]': 0, '["streams"]': 2 } });
  expect(await handler(event('contentCounts'))).toEqual({ briefs: 3, profiles: 0, personalities: 0, streams: 2, platformBans: 0, shadowbanReports: 0 });
  expect(mockSend).toHaveBeenCalledTimes(1);
  const [[command]] = mockSend.mock.calls as [[{ constructor: { name: string }; input: { TableName: string; Key: unknown } }]];
  expect([command.constructor.name, command.input.TableName, command.input.Key]).toEqual(['GetCommand', 'Figures-table', COUNTS_KEY]);
});

it('refuses a bad request as BadRequest without scanning', async () => {
  await expect(handler(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 0 }))).rejects.toMatchObject({ name: 'BadRequest', message: 'limit must be between 1 and 10000.' });
  await expect(handler(event('banStatistics', { year: 3 }))).rejects.toMatchObject({ name: 'BadRequest' });
  await expect(handler(event('streamFacetCounts', { status: 'LIVE' }))).rejects.toMatchObject({ name: 'BadRequest' });
  await expect(handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 5, query: 'lighthouse' }))).rejects.toMatchObject({
    name: 'BadRequest',
    message: expect.stringContaining('needs the search domain'),
  });
  expect(mockSend).not.toHaveBeenCalled();
});
