import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { indexNameOf, tableOf } from '../shared/dynamodb-records-port';
import type { Narrowing } from './content-lists';
import { answerOpenDataQuery, isOpenDataQuery } from './open-data-page';
import { answerStatisticsQuery, type Item } from './summarize-items';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** DynamoDB's largest partition key: a longer value is no record's, and a Query for it would be refused. */
const MAX_KEY_BYTES = 2048;

/**
 * A public table's items with the given fields, read page by page: only one creator's through the
 * profileId index when the list is narrowed to one (a profile page), else the whole table, which
 * listContentEntries' filtered lists still scan (docs/deploy-aws.md says which). The unfiltered
 * lists and the figures are read off figures-aggregator's items instead.
 */
async function readItems(model: string, fields: readonly string[], narrowing?: Narrowing): Promise<Item[]> {
  if (narrowing && Buffer.byteLength(narrowing.value) > MAX_KEY_BYTES) return [];
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const names = Object.fromEntries(fields.map((field, index) => [`#f${index}`, field]));
  const projection = { TableName: tableOf(model), ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
  do {
    const page = await client.send(
      narrowing
        ? new QueryCommand({
            ...projection,
            IndexName: indexNameOf(model, narrowing.field),
            KeyConditionExpression: '#key = :key',
            ExpressionAttributeNames: { ...names, '#key': narrowing.field },
            ExpressionAttributeValues: { ':key': narrowing.value },
            ExclusiveStartKey,
          })
        : new ScanCommand({ ...projection, ExclusiveStartKey }),
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
    : answerStatisticsQuery(event.info.fieldName, event.arguments ?? {}, client, readItems);
