/**
 * The Lambda's own part: the figure queries read single items and facet partitions of the figures
 * table (GetItem, Query), an unfiltered list or a kept variant reads its entries there (Query), the
 * records wide in a variant's dimension are read by id (BatchGetItem, projected to the fields the
 * list reads), one creator's records through the profileId index, a search of the stream catalogue
 * is posted to the search domain's stream index, and a refused request reads nothing.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { SEARCH_ENDPOINT_VARIABLE } from '../content-search/search-endpoint';
import { COUNTS_KEY, facetPartition, FIGURES_TABLE_VARIABLE } from '../shared/figure-items';
import { listTotalKey } from '../shared/figure-lists';
import { handler } from './handler';

const mockSend = jest.fn();
jest.mock('@aws-sdk/lib-dynamodb', () => ({
  ...jest.requireActual('@aws-sdk/lib-dynamodb'),
  DynamoDBDocumentClient: { from: () => ({ send: (...args: unknown[]) => mockSend(...args) }) },
}));

const event = (fieldName: string, args: Record<string, unknown> = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;

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

it("reads briefs of two choices off their combination's variant, and the briefs wide in choices by id (BatchGetItem, projected to what the list reads), merged in the list's order", async () => {
  const widePartition = 'L#BRIEFS#["wide","choices"]';
  mockSend.mockImplementation(async (command: { constructor: { name: string }; input: { ExpressionAttributeValues?: Record<string, string> } }) => {
    switch (command.constructor.name) {
      case 'GetCommand':
        return { Item: { ...listTotalKey('L#BRIEFS#["category","power","tag","rare"]'), '["total"]': 2 } };
      case 'QueryCommand':
        return command.input.ExpressionAttributeValues?.[':pk'] === widePartition
          ? { Items: [{ id: 'wide-1', sk: 'b', key: 'wide-one' }, { id: 'wide-2', sk: 'd', key: 'wide-two' }] }
          : { Items: [{ id: 'kept-1', sk: 'a', key: 'kept-one' }, { id: 'kept-2', sk: 'c', key: 'kept-two' }] };
      default:
        // Of the wide briefs, only wide-1 is public and of both choices.
        return { Responses: { 'Brief-table': [{ id: 'wide-1', status: 'PUBLISHED', categories: 'Power', tags: ['Rare'] }, { id: 'wide-2', status: 'PUBLISHED', categories: 'Power', tags: ['other'] }] } };
    }
  });
  expect(await handler(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 10, tag: 'rare', category: 'power' }))).toEqual({
    total: 3,
    entries: [['kept-1', 'kept-one'], ['wide-1', 'wide-one'], ['kept-2', 'kept-two']].map(([id, key]) => ({ id, key, updatedAt: null })),
  });
  const commands = mockSend.mock.calls.map(([command]) => command as { constructor: { name: string }; input: Record<string, unknown> });
  expect(commands.map(({ constructor, input }) => [constructor.name, input.TableName ?? Object.keys(input.RequestItems as object)[0], (input.ExpressionAttributeValues as Record<string, string> | undefined)?.[':pk']])).toEqual([
    ['GetCommand', 'Figures-table', undefined],
    ['QueryCommand', 'Figures-table', 'L#BRIEFS#["category","power","tag","rare"]'],
    ['QueryCommand', 'Figures-table', widePartition],
    ['BatchGetCommand', 'Brief-table', undefined],
  ]);
  const batch = (commands[3].input.RequestItems as Record<string, { Keys: unknown[]; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }>)['Brief-table'];
  expect(batch.Keys).toEqual([{ id: 'wide-1' }, { id: 'wide-2' }]);
  const fields = batch.ProjectionExpression.split(', ').map((name) => batch.ExpressionAttributeNames[name]);
  expect(fields).toEqual(expect.arrayContaining(['id', 'slug', 'updatedAt', 'status', 'blogDate', 'categories', 'tags', 'warfareTags', 'profileId']));
});

it('reads the wide records by id in batches of 100, asking again for the unprocessed keys', async () => {
  const wide = Array.from({ length: 150 }, (_, index) => ({ id: `s${index}`, sk: `k${String(index).padStart(3, '0')}` }));
  let asked = 0;
  mockSend.mockImplementation(async (command: { constructor: { name: string }; input: { ExpressionAttributeValues?: Record<string, string>; RequestItems?: Record<string, { Keys: { id: string }[] }> } }) => {
    if (command.constructor.name === 'GetCommand') return {};
    if (command.constructor.name === 'QueryCommand') return { Items: command.input.ExpressionAttributeValues?.[':pk'] === 'L#STREAMS#["wide","genre"]' ? wide : [] };
    const keys = command.input.RequestItems?.['Stream-table'].Keys ?? [];
    asked += 1;
    // The first batch answers half and leaves the rest unprocessed.
    const [answered, left] = asked === 1 ? [keys.slice(0, 50), keys.slice(50)] : [keys, []];
    return { Responses: { 'Stream-table': answered.map(({ id }) => ({ id, status: 'ACTIVE', genre: ['Drama'] })) }, ...(left.length ? { UnprocessedKeys: { 'Stream-table': { Keys: left } } } : {}) };
  });
  const answer = (await handler(event('listContentEntries', { list: 'STREAMS', offset: 140, limit: 20, status: 'ACTIVE', genre: 'drama' }))) as { total: number; entries: { id: string }[] };
  expect(answer.total).toBe(150);
  expect(answer.entries.map((entry) => entry.id)).toEqual(wide.slice(140).map((entry) => entry.id));
  const batches = mockSend.mock.calls.filter(([command]) => command.constructor.name === 'BatchGetCommand').map(([command]) => command.input.RequestItems['Stream-table'].Keys.length);
  expect(batches).toEqual([100, 50, 50]);
  expect(mockSend.mock.calls.filter(([command]) => command.constructor.name === 'ScanCommand')).toEqual([]);
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
    'L#BRIEFS#["wide","tag"]',
  ]);
  // The briefs of a tag: the briefs wide in tags beside them (none here).
  expect(commands.filter(({ constructor }) => constructor.name === 'QueryCommand').map(({ input }) => input.ExpressionAttributeValues?.[':pk'])).toContain('L#BRIEFS#["wide","tag"]');
  expect(commands.filter(({ constructor }) => constructor.name === 'GetCommand').map(({ input }) => input.Key?.pk)).toEqual([
    'T#L#PERSONALITIES#["category","STREAMER","featured",true]',
    'T#L#PLATFORM_BANS#["platformId","tiktok","year","2021","isActive","false"]',
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
  await expect(handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 5, query: 'q'.repeat(201) }))).rejects.toMatchObject({ name: 'BadRequest' });
  expect(mockSend).not.toHaveBeenCalled();
});

describe('a search of the stream catalogue', () => {
  const fetchMock = jest.fn();
  const saved = { ...process.env };
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
  });
  afterEach(() => {
    for (const name of [SEARCH_ENDPOINT_VARIABLE, 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) {
      if (name in saved) process.env[name] = saved[name];
      else delete process.env[name];
    }
  });

  it('is posted to the stream index, signed for the domain, and answered from its hits; DynamoDB is not read', async () => {
    process.env[SEARCH_ENDPOINT_VARIABLE] = 'search-banwatch.eu-west-1.es.amazonaws.com';
    const hits = [{ _index: 'search-stream', _id: 's1', _score: null, _source: { id: 's1', slug: 'lighthouse', updatedAt: '2024-01-02T00:00:00.000Z' }, sort: [1, '2024-01-01', 'lighthouse', 's1'] }];
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ took: 1, timed_out: false, hits: { total: { value: 6, relation: 'eq' }, max_score: null, hits } }), { status: 200 }));
    const answer = await handler(event('listContentEntries', { list: 'STREAMS', offset: 5, limit: 1, query: 'lighthouse', status: 'ACTIVE' }));
    expect(answer).toEqual({ total: 6, entries: [{ id: 's1', key: 'lighthouse', updatedAt: '2024-01-02T00:00:00.000Z' }] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://search-banwatch.eu-west-1.es.amazonaws.com/search-stream/_search?ignore_unavailable=true');
    expect(init.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/es\/aws4_request/);
    expect(JSON.parse(String(init.body))).toMatchObject({ from: 5, size: 1, query: { bool: { filter: [expect.anything(), { term: { status: 'ACTIVE' } }] } } });
    expect(mockSend).not.toHaveBeenCalled();
  });

  it('fails, naming the variable, where no search domain is set', async () => {
    delete process.env[SEARCH_ENDPOINT_VARIABLE];
    await expect(handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 5, query: 'lighthouse' }))).rejects.toThrow(/SEARCH_ENDPOINT is not set/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
