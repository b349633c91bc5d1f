import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import type { SearchIndexPort } from '../../data/search/search-on-index';
import { openSearchPort } from '../content-search/opensearch-port';
import { SEARCH_ENDPOINT_VARIABLE } from '../content-search/search-endpoint';
import { indexNameOf, tableOf } from '../shared/dynamodb-records-port';
import type { Narrowing } from './content-lists';
import { answerOpenDataQuery, isOpenDataQuery } from './open-data-page';
import { answerStatisticsQuery, type Item } from './summarize-items';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** DynamoDB's largest partition key: a longer value is no record's, and a Query for it would be refused. */
const MAX_KEY_BYTES = 2048;

/** DynamoDB's most keys in one BatchGetItem. */
const BATCH_GET_KEYS = 100;

/**
 * A public table's items of the given ids (the records wide in a kept variant's dimension,
 * content-lists.ts), BatchGetItem by 100 keys, unprocessed keys asked again; a missing one (a
 * hidden record) is left out.
 */
async function readItemsById(TableName: string, ids: readonly string[], projection: { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }): Promise<Item[]> {
  const items: Item[] = [];
  const unique = [...new Set(ids)].filter((id) => Buffer.byteLength(id) <= MAX_KEY_BYTES);
  for (let start = 0; start < unique.length; start += BATCH_GET_KEYS) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + BATCH_GET_KEYS).map((id) => ({ id }));
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ...projection } } }));
      items.push(...((answer.Responses?.[TableName] ?? []) as Item[]));
      keys = answer.UnprocessedKeys?.[TableName]?.Keys;
    }
  }
  return items;
}

/**
 * A public table's items with the given fields, read page by page: one creator's through the
 * profileId index when the list is narrowed to one (a profile page), or the given ids' (the wide
 * records beside a kept variant). Never the whole table: the function is granted no Scan.
 * The unfiltered lists, their kept variants and the figures are read off figures-aggregator's items.
 */
async function readItems(model: string, fields: readonly string[], narrowing: Narrowing): Promise<Item[]> {
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  const projection = { TableName: tableOf(model), ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
  if (narrowing.field === 'id') return readItemsById(projection.TableName, narrowing.values, { ProjectionExpression: projection.ProjectionExpression, ExpressionAttributeNames: names });
  if (Buffer.byteLength(narrowing.value) > MAX_KEY_BYTES) return [];
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        ...projection,
        IndexName: indexNameOf(model, narrowing.field),
        KeyConditionExpression: '#key = :key',
        ExpressionAttributeNames: { ...names, '#key': narrowing.field },
        ExpressionAttributeValues: { ':key': narrowing.value },
        ExclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The search domain (amplify/backend.ts sets its endpoint and grants a POST on the stream index),
 * for a search of the stream catalogue; without an endpoint, answerStatisticsQuery's refusal.
 */
function searchIndex(): SearchIndexPort | undefined {
  const endpoint = process.env[SEARCH_ENDPOINT_VARIABLE];
  return endpoint ? openSearchPort(endpoint, process.env.AWS_REGION ?? 'us-east-1') : undefined;
}

/**
 * AppSync's Lambda resolver: the field name says which statistics query runs. A refused request
 * throws an error named BadRequest with the local backend's message.
 */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) =>
  isOpenDataQuery(event.info.fieldName)
    ? answerOpenDataQuery(client, event.info.fieldName, event.arguments ?? {})
    : answerStatisticsQuery(event.info.fieldName, event.arguments ?? {}, client, readItems, searchIndex());
