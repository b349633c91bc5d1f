import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { tableOf } from '../shared/dynamodb-records-port';
import { answerOpenDataQuery, isOpenDataQuery } from './open-data-page';
import { answerStatisticsQuery, type Item } from './summarize-items';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/**
 * Every item of a public table with the given fields, scanned page by page. DynamoDB keeps no
 * counts and cannot skip to an offset or filter by a lower-cased value, so on AWS each answer
 * reads the whole table: the projection only trims what comes back to the function (a scan is
 * billed by the size of the items it reads, projected or not), and every record is filtered,
 * counted and sorted here. Fine for thousands of records, and the site caches every answer; at
 * larger sizes counters kept by the creator mutations (or a stream into an analytics store) and
 * an index for deep pages should replace it. The README says so.
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
    : answerStatisticsQuery(event.info.fieldName, event.arguments ?? {}, scanAll);
