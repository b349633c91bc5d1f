import { BatchGetCommand, ScanCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, readOpenDataRequest } from '../../data/open-data/open-data-request';
import { toOpenBanRecord, toOpenShadowbanReport } from '../../data/open-data/open-data-records';
import { hasRecordFilters } from '../../data/search/record-filters';
import { tableOf } from '../shared/dynamodb-records-port';
import { StatisticsRequestError, type StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';

const MODELS = new Map([
  ['openBanRecords', { model: 'PlatformBan', toRecord: toOpenBanRecord }],
  ['openShadowbanReports', { model: 'ShadowbanExperience', toRecord: toOpenShadowbanReport }],
] as const);

export const isOpenDataQuery = (fieldName: string) => MODELS.has(fieldName as never);

/** A scan position this function wrote: the table's key, { id }. */
function readScanKey(cursor: string): { id: string } {
  const value = decodeCursor(cursor);
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { id?: unknown }).id !== 'string' || Object.keys(value).length !== 1)
    throw new StatisticsRequestError('cursor is not one a previous page returned.');
  return { id: (value as { id: string }).id };
}

/** The usernames of the profiles a page's records are on, read 100 at a time (BatchGetItem's limit). */
async function usernamesOf(client: DynamoDBDocumentClient, profileIds: string[]): Promise<Map<string, string>> {
  const usernames = new Map<string, string>();
  const table = tableOf('Profile');
  for (let start = 0; start < profileIds.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = profileIds.slice(start, start + 100).map((id) => ({ id }));
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: 'id, username' } } }));
      for (const item of answer.Responses?.[table] ?? []) if (typeof item.id === 'string' && typeof item.username === 'string') usernames.set(item.id, item.username);
      keys = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return usernames;
}

/**
 * One page of an open data query on AWS: one Scan page of the model's table (DynamoDB keeps no
 * order by last change, so pages come in the table's order; `since` is a filter on the page, which
 * may then hold fewer records than `limit`, or none, with a cursor to go on from).
 */
export async function answerOpenDataQuery(client: DynamoDBDocumentClient, fieldName: string, args: Args) {
  const spec = MODELS.get(fieldName as never);
  if (!spec) throw new Error(`contentStatistics: ${fieldName} is not an open data query.`);
  const request = readOpenDataRequest(args, (message) => new StatisticsRequestError(message));
  // A Scan page filtered by these would mostly come back empty; they need the search index the
  // searchContent function will read. Refused, never ignored: a download must hold what it says.
  if (hasRecordFilters(request.filters))
    throw new StatisticsRequestError('Filtered downloads (platform, restriction, verification, appealStatus, dateFrom, dateTo) are not available on this deployment yet: download everything and filter it.');
  const page = await client.send(
    new ScanCommand({
      TableName: tableOf(spec.model),
      Limit: request.limit,
      ExclusiveStartKey: request.cursor ? readScanKey(request.cursor) : undefined,
      ...(request.since ? { FilterExpression: '#updatedAt >= :since', ExpressionAttributeNames: { '#updatedAt': 'updatedAt' }, ExpressionAttributeValues: { ':since': request.since } } : {}),
    }),
  );
  const items = (page.Items ?? []) as Record<string, unknown>[];
  const profileIds = [...new Set(items.map((item) => item.profileId).filter((id): id is string => typeof id === 'string'))];
  const usernames = await usernamesOf(client, profileIds);
  return {
    records: items
      .filter((item) => typeof item.id === 'string')
      .map((item) => spec.toRecord(item.id as string, item, typeof item.profileId === 'string' ? (usernames.get(item.profileId) ?? null) : null)),
    cursor: page.LastEvaluatedKey ? encodeCursor({ id: page.LastEvaluatedKey.id }) : null,
  };
}
