import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RecordDocument } from '../../data/creator-records/records-port';
import type { DynamoDbLocal } from './dynamodb-local';

/** Every item of a model's table, read page by page. */
export async function itemsOf(local: DynamoDbLocal, model: string): Promise<RecordDocument[]> {
  const TableName = local.tables.get(model);
  if (!TableName) throw new Error(`No table for ${model}.`);
  const items: RecordDocument[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await local.documents.send(new ScanCommand({ TableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as RecordDocument[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Writes items straight into a table, 25 a request (BatchWriteItem's limit), for seeding large stores quickly. */
export async function putItems(documents: DynamoDBDocumentClient, TableName: string, items: readonly Record<string, unknown>[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => items.slice(index * 25, index * 25 + 25));
  const putBatch = async (batch: readonly Record<string, unknown>[]) => {
    let RequestItems: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = { [TableName]: batch.map((Item) => ({ PutRequest: { Item } })) };
    while (RequestItems && Object.keys(RequestItems).length > 0) RequestItems = (await documents.send(new BatchWriteCommand({ RequestItems }))).UnprocessedItems as typeof RequestItems;
  };
  for (let start = 0; start < batches.length; start += 4) await Promise.all(batches.slice(start, start + 4).map(putBatch));
}

/** Empties every model table, so a test can compare whole tables with another store's. */
export async function clearTables(local: DynamoDbLocal): Promise<void> {
  await Promise.all(
    [...local.tables].map(async ([model, TableName]) => {
      const ids = (await itemsOf(local, model)).map((item) => item.id);
      for (let start = 0; start < ids.length; start += 25) {
        await local.documents.send(new BatchWriteCommand({ RequestItems: { [TableName]: ids.slice(start, start + 25).map((id) => ({ DeleteRequest: { Key: { id } } })) } }));
      }
    }),
  );
}

/** A stored record as the rules wrote it: DynamoDB leaves out nulls, AppSync reads them back as null. */
export function withoutNulls(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([name, value]) => value !== null && name !== '__typename'));
}
