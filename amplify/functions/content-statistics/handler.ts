import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { tableOf } from '../shared/dynamodb-records-port';
import { answerOpenDataQuery, isOpenDataQuery } from './open-data-page';
import { answerStatisticsQuery, type Item } from './summarize-items';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/**
 * Every item of a public table with the given fields, scanned page by page: listContentEntries
 * only (content-lists.ts says why its ordered windows still read the whole table). The figures
 * are read off figures-aggregator's items instead.
 */
async function scanAll(model: string, fields: readonly string[]): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableOf(model), ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names, ExclusiveStartKey }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * AppSync's Lambda resolver: the field name says which statistics query runs. A refused request
 * throws an error named BadRequest with the local backend's message.
 */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) =>
  isOpenDataQuery(event.info.fieldName)
    ? answerOpenDataQuery(client, event.info.fieldName, event.arguments ?? {})
    : answerStatisticsQuery(event.info.fieldName, event.arguments ?? {}, client, scanAll);
