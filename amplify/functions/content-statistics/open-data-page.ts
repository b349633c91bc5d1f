import { BatchGetCommand, QueryCommand, ScanCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, readOpenDataRequest, type OpenDataRequest } from '../../data/open-data/open-data-request';
import { toOpenBanRecord, toOpenShadowbanReport } from '../../data/open-data/open-data-records';
import { dayAfter, hasRecordFilters } from '../../data/search/record-filters';
import { figuresTableName } from '../shared/figure-items';
import { openDataPartition, openDataVariant } from '../shared/open-data-lists';
import { tableOf } from '../shared/dynamodb-records-port';
import { recordFactsOf } from '../../data/record-facts/record-facts';
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

/** The usernames (the profiles' username facts) of the profiles a page's records are on, read 100 at a time (BatchGetItem's limit). */
async function usernamesOf(client: DynamoDBDocumentClient, profileIds: string[]): Promise<Map<string, string>> {
  const usernames = new Map<string, string>();
  const table = tableOf('Profile');
  for (let start = 0; start < profileIds.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = profileIds.slice(start, start + 100).map((id) => ({ id }));
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: 'id, username' } } }));
      for (const item of answer.Responses?.[table] ?? []) {
        const { username } = recordFactsOf('Profile', item);
        if (typeof item.id === 'string' && username !== null) usernames.set(item.id, username);
      }
      keys = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return usernames;
}

/** A position in a kept partition this function wrote: the entry's sort key. */
function readEntryKey(cursor: string): { sk: string } {
  const value = decodeCursor(cursor);
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { sk?: unknown }).sk !== 'string' || Object.keys(value).length !== 1)
    throw new StatisticsRequestError('cursor is not one a previous page returned.');
  return { sk: (value as { sk: string }).sk };
}

/** The records of a page's ids from the model's table, in the ids' order (one changed away since: left out). */
async function recordsOf(client: DynamoDBDocumentClient, model: string, ids: string[]): Promise<Record<string, unknown>[]> {
  const table = tableOf(model);
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(start, start + 100).map((id) => ({ id }));
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
      for (const item of answer.Responses?.[table] ?? []) if (typeof item.id === 'string') found.set(item.id, item);
      keys = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return ids.flatMap((id): Record<string, unknown>[] => {
    const record = found.get(id);
    return record ? [record] : [];
  });
}

/**
 * A page of a filtered download: one Query of the kept partition its filters name
 * (open-data-lists.ts, in (updatedAt, id) order as locally), its date range and `since` filters
 * on the entries (so a page may hold fewer records than `limit`, or none, with a cursor to go on
 * from), then the page's records by id.
 */
async function readKeptPage(client: DynamoDBDocumentClient, model: string, request: OpenDataRequest): Promise<{ items: Record<string, unknown>[]; next: Record<string, unknown> | undefined }> {
  const { filters } = request;
  const pk = openDataPartition(model, openDataVariant(filters));
  const conditions: [string, string, string][] = [];
  if (filters.dateFrom) conditions.push(['date', '>=', filters.dateFrom]);
  // The end is the next day, exclusive, as search compares it: a date with a time still counts.
  if (filters.dateTo) conditions.push(['date', '<', dayAfter(filters.dateTo)]);
  if (request.since) conditions.push(['updatedAt', '>=', request.since]);
  const page = await client.send(
    new QueryCommand({
      TableName: figuresTableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...Object.fromEntries(conditions.map(([, , value], index) => [`:v${index}`, value])) },
      ...(conditions.length
        ? {
            FilterExpression: conditions.map(([, operator], index) => `#f${index} ${operator} :v${index}`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(conditions.map(([field], index) => [`#f${index}`, field])),
          }
        : {}),
      Limit: request.limit,
      ExclusiveStartKey: request.cursor ? { pk, ...readEntryKey(request.cursor) } : undefined,
    }),
  );
  const ids = (page.Items ?? []).map((entry) => entry.id).filter((id): id is string => typeof id === 'string');
  return { items: await recordsOf(client, model, ids), next: page.LastEvaluatedKey && { sk: page.LastEvaluatedKey.sk } };
}

/**
 * One page of an open data query on AWS. Unfiltered: one Scan page of the model's table (DynamoDB
 * keeps no order by last change, so pages come in the table's order; `since` is a filter on the
 * page, which may then hold fewer records than `limit`, or none, with a cursor to go on from).
 * Filtered: a Query of figures-aggregator's kept entries (readKeptPage).
 */
export async function answerOpenDataQuery(client: DynamoDBDocumentClient, fieldName: string, args: Args) {
  const spec = MODELS.get(fieldName as never);
  if (!spec) throw new Error(`contentStatistics: ${fieldName} is not an open data query.`);
  const request = readOpenDataRequest(args, (message) => new StatisticsRequestError(message));
  let items: Record<string, unknown>[];
  let next: Record<string, unknown> | undefined;
  if (hasRecordFilters(request.filters)) ({ items, next } = await readKeptPage(client, spec.model, request));
  else {
    const page = await client.send(
      new ScanCommand({
        TableName: tableOf(spec.model),
        Limit: request.limit,
        ExclusiveStartKey: request.cursor ? readScanKey(request.cursor) : undefined,
        ...(request.since ? { FilterExpression: '#updatedAt >= :since', ExpressionAttributeNames: { '#updatedAt': 'updatedAt' }, ExpressionAttributeValues: { ':since': request.since } } : {}),
      }),
    );
    items = (page.Items ?? []) as Record<string, unknown>[];
    next = page.LastEvaluatedKey && { id: page.LastEvaluatedKey.id };
  }
  // Each record's profile id fact, as the local page joins its profile.
  const profileIdOf = (item: Record<string, unknown>) => recordFactsOf(spec.model, item).profileId;
  const profileIds = [...new Set(items.map(profileIdOf).filter((id): id is string => id !== null))];
  const usernames = await usernamesOf(client, profileIds);
  return {
    records: items
      .filter((item) => typeof item.id === 'string')
      .map((item) => {
        const profileId = profileIdOf(item);
        return spec.toRecord(item.id as string, item, profileId === null ? null : (usernames.get(profileId) ?? null));
      }),
    cursor: next ? encodeCursor(next) : null,
  };
}
