/**
 * The Lambda's own part: each query scans the tables it needs page by page, projected to the
 * fields the summariser reads, and a refused request scans nothing.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { BRIEF_FACET_FIELDS } from './brief-facets';
import { handler } from './handler';
import { STREAM_FACET_FIELDS } from './stream-facets';

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
});

it('scans every page of the Brief table with the facet fields projected', async () => {
  mockSend
    .mockResolvedValueOnce({ Items: [{ id: 'a', status: 'PUBLISHED', categories: 'Power' }], LastEvaluatedKey: { id: 'a' } })
    .mockResolvedValueOnce({ Items: [{ id: 'b', status: 'PUBLISHED', categories: 'power, Grit' }] });
  const answer = await handler(event('briefFacetCounts'));
  expect(answer).toEqual({ categories: [{ value: 'Power', count: 2 }, { value: 'Grit', count: 1 }], tags: [], warfareTags: [] });
  const [first, second] = scans();
  expect(first.TableName).toBe('Brief-table');
  expect(first.ProjectionExpression.split(', ').map((name) => first.ExpressionAttributeNames[name])).toEqual([...BRIEF_FACET_FIELDS]);
  expect(first.ExclusiveStartKey).toBeUndefined();
  expect(second.ExclusiveStartKey).toEqual({ id: 'a' });
});

it('projects what a list filters and orders by', async () => {
  mockSend.mockResolvedValue({ Items: [] });
  await handler(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 10, tag: 'rare' }));
  const [scan] = scans();
  expect(Object.values(scan.ExpressionAttributeNames)).toEqual(expect.arrayContaining(['id', 'slug', 'updatedAt', 'status', 'blogDate', 'categories', 'tags', 'warfareTags', 'profileId']));
});

it('answers streamFacetCounts from every page of the Stream table, projected to the facet fields', async () => {
  mockSend
    .mockResolvedValueOnce({ Items: [{ id: 'a', status: 'ACTIVE', genre: ['Drama'], language: 'English' }, { id: 'b', genre: ['drama'] }], LastEvaluatedKey: { id: 'b' } })
    .mockResolvedValueOnce({ Items: [{ id: 'c', status: 'ACTIVE', genre: ['DRAMA', 'drama'], language: ' english ' }] });
  const answer = await handler(event('streamFacetCounts', { status: 'ACTIVE' }));
  expect(answer).toEqual({ genres: [{ value: 'DRAMA', count: 2 }], languages: [{ value: 'English', count: 2 }] });
  const [first, second] = scans();
  expect(first.TableName).toBe('Stream-table');
  expect(first.ProjectionExpression.split(', ').map((name) => first.ExpressionAttributeNames[name])).toEqual([...STREAM_FACET_FIELDS]);
  expect(second.ExclusiveStartKey).toEqual({ id: 'b' });
  expect(scans()).toHaveLength(2);
});

it('projects what the STREAMS and PERSONALITIES lists filter and order by, each field once', async () => {
  mockSend.mockResolvedValue({ Items: [] });
  await handler(event('listContentEntries', { list: 'STREAMS', offset: 0, limit: 10, status: 'ACTIVE', genre: 'drama' }));
  await handler(event('listContentEntries', { list: 'PERSONALITIES', offset: 0, limit: 10, category: 'STREAMER' }));
  const [streams, personalities] = scans();
  const fields = (scan: ScanInput) => scan.ProjectionExpression.split(', ').map((name) => scan.ExpressionAttributeNames[name]);
  expect(streams.TableName).toBe('Stream-table');
  expect([...fields(streams)].sort()).toEqual(['created_at', 'date', 'featured', 'genre', 'id', 'language', 'ranking', 'slug', 'status', 'title', 'updatedAt']);
  expect(personalities.TableName).toBe('Personality-table');
  expect([...fields(personalities)].sort()).toEqual(['active', 'category', 'displayName', 'featured', 'id', 'ranking', 'slug', 'updatedAt']);
});

it('counts each public table, published briefs only', async () => {
  mockSend.mockImplementation(async (command: { input: ScanInput }) =>
    command.input.TableName === 'Brief-table' ? { Items: [{ id: 'a', status: 'PUBLISHED' }, { id: 'b', status: 'ARCHIVED' }] } : { Items: [{ id: 'x' }] },
  );
  expect(await handler(event('contentCounts'))).toEqual({ briefs: 1, profiles: 1, personalities: 1, streams: 1, platformBans: 1, shadowbanReports: 1 });
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
