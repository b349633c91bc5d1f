import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, readOpenDataRequest, type OpenDataRequest } from '../../data/open-data/open-data-request';
import { OPEN_BAN_COLUMNS, OPEN_SHADOWBAN_COLUMNS, toOpenBanRow, toOpenShadowbanRow } from '../../data/open-data/open-data-records';
import { openDataPageRows } from '../../data/open-data/open-data-page-bytes';
import { dayAfter } from '../../data/search/record-filters';
import { expression, TEXT } from './item-order';
import { figuresTableName } from '../shared/figure-items';
import { openDataPartition, openDataVariant } from '../shared/open-data-lists';
import { tableOf } from '../shared/dynamodb-records-port';
import { recordFactsOf } from '../../data/record-facts/record-facts';
import { StatisticsRequestError, type StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';

const MODELS = new Map([
  ['openBanRecords', { model: 'PlatformBan', columns: OPEN_BAN_COLUMNS, toRow: toOpenBanRow }],
  ['openShadowbanReports', { model: 'ShadowbanExperience', columns: OPEN_SHADOWBAN_COLUMNS, toRow: toOpenShadowbanRow }],
] as const);

export const isOpenDataQuery = (fieldName: string) => MODELS.has(fieldName as never);

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
  // BatchGetItem's 100 keys at a time, the batches side by side: a page of 1,000 is ten calls' time at once.
  const batches = Array.from({ length: Math.ceil(ids.length / 100) }, (_, index) => ids.slice(index * 100, index * 100 + 100));
  await Promise.all(
    batches.map(async (batch) => {
      let keys: Record<string, unknown>[] | undefined = batch.map((id) => ({ id }));
      while (keys?.length) {
        const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
        for (const item of answer.Responses?.[table] ?? []) if (typeof item.id === 'string') found.set(item.id, item);
        keys = answer.UnprocessedKeys?.[table]?.Keys;
      }
    }),
  );
  return ids.flatMap((id): Record<string, unknown>[] => {
    const record = found.get(id);
    return record ? [record] : [];
  });
}

/**
 * The smallest sort key of an entry whose updatedAt is `since` or later: entries are ordered by the
 * updatedAt text first (open-data-lists.ts), whose code is prefix-free, so `since`'s own code is below
 * every later or equal updatedAt's entry and above every earlier one.
 */
const fromKey = (since: string) => expression(() => since, TEXT)({});

/**
 * A page of a download: one Query of the kept partition its filters name (open-data-lists.ts; the
 * model's own partition when there are none), in (updatedAt, id) order as locally, `since` as the
 * range's start and the date range a filter on the entries, then the page's records by id. One entry
 * more than the page is asked for, as the local page reads one row more: without a date range a page
 * ends, and its cursor is, where the local one does. With one, a page may hold fewer records than
 * `limit`, or none, with a cursor to go on from. The byte bound is applied after (answerOpenDataQuery).
 */
async function readKeptPage(client: DynamoDBDocumentClient, model: string, request: OpenDataRequest): Promise<{ items: Record<string, unknown>[]; keyOf: Map<string, string>; next: string | null }> {
  const { filters } = request;
  const pk = openDataPartition(model, openDataVariant(filters));
  const conditions: [string, string, string][] = [];
  if (filters.dateFrom) conditions.push(['date', '>=', filters.dateFrom]);
  // The end is the next day, exclusive, as search compares it: a date with a time still counts.
  if (filters.dateTo) conditions.push(['date', '<', dayAfter(filters.dateTo)]);
  const page = await client.send(
    new QueryCommand({
      TableName: figuresTableName(),
      KeyConditionExpression: request.since ? 'pk = :pk AND sk >= :from' : 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': pk,
        ...(request.since ? { ':from': fromKey(request.since) } : {}),
        ...Object.fromEntries(conditions.map(([, , value], index) => [`:v${index}`, value])),
      },
      ...(conditions.length
        ? {
            FilterExpression: conditions.map(([, operator], index) => `#f${index} ${operator} :v${index}`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(conditions.map(([field], index) => [`#f${index}`, field])),
          }
        : {}),
      Limit: request.limit + 1,
      ExclusiveStartKey: request.cursor ? { pk, ...readEntryKey(request.cursor) } : undefined,
    }),
  );
  const entries = page.Items ?? [];
  const kept = entries.slice(0, request.limit);
  // A whole page and one more: go on after the page's last entry; fewer, but the Query stopped
  // early (its filter dropped some of the entries it read): go on after the last one it read.
  const next = entries.length > request.limit ? kept.at(-1)?.sk : page.LastEvaluatedKey?.sk;
  const ids = kept.map((entry) => entry.id).filter((id): id is string => typeof id === 'string');
  // Each record's entry key, for a page the byte bound ends before its last entry.
  const keyOf = new Map(kept.flatMap((entry) => (typeof entry.id === 'string' && typeof entry.sk === 'string' ? [[entry.id, entry.sk] as const] : [])));
  return { items: await recordsOf(client, model, ids), keyOf, next: typeof next === 'string' ? encodeCursor({ sk: next }) : null };
}

/**
 * One page of an open data query on AWS: a Query of figures-aggregator's kept entries
 * (readKeptPage), filtered or not, so no download scans a table and every page comes in the local
 * order.
 */
export async function answerOpenDataQuery(client: DynamoDBDocumentClient, fieldName: string, args: Args) {
  const spec = MODELS.get(fieldName as never);
  if (!spec) throw new Error(`contentStatistics: ${fieldName} is not an open data query.`);
  const request = readOpenDataRequest(args, (message) => new StatisticsRequestError(message));
  const { items, keyOf, next } = await readKeptPage(client, spec.model, request);
  // Each record's profile id fact, as the local page joins its profile.
  const profileIdOf = (item: Record<string, unknown>) => recordFactsOf(spec.model, item).profileId;
  const profileIds = [...new Set(items.map(profileIdOf).filter((id): id is string => id !== null))];
  const usernames = await usernamesOf(client, profileIds);
  const candidates = items
    .filter((item) => typeof item.id === 'string')
    .map((item) => {
      const profileId = profileIdOf(item);
      return { id: item.id as string, row: spec.toRow(item.id as string, item, profileId === null ? null : (usernames.get(profileId) ?? null)) };
    });
  // Ends at `limit` records or at the byte bound (open-data-page-bytes.ts), as the local page does:
  // cut short, the page goes on after its last kept record's entry.
  const page = openDataPageRows(candidates.length, request.limit, (index) => candidates[index].row);
  const answer = { columns: spec.columns, rows: page.rows };
  if (page.length === candidates.length) return { ...answer, cursor: next };
  const lastId = candidates[page.length - 1].id;
  const lastKey = keyOf.get(lastId);
  if (lastKey === undefined) throw new Error(`contentStatistics: no entry read for ${lastId}.`);
  return { ...answer, cursor: encodeCursor({ sk: lastKey }) };
}
