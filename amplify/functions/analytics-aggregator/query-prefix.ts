import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface QueryPartitionOptions {
  /** Only these attributes of each item (by name: each is given an alias, `key` and `count` being reserved words). */
  attributes?: readonly string[];
  /** Read strongly consistent (so no item is older than the read's start). */
  consistent?: boolean;
}

/** Which sort keys of the partition: those beginning with a prefix, or those between two (inclusive). */
export type SortKeyCondition = { prefix: string } | { between: readonly [string, string] };

/**
 * Every item of one partition of the analytics table whose sort key meets `sortKey`, every page of
 * them: a day's or a month's counts, markers or lists, a figure's sketches over a range of days
 * (daily-items.ts). The one paged Query of both analytics functions (the aggregator's leader
 * lists and roll-ups, the dashboard's reads). ExpressionAttributeNames is sent only with a
 * projection: DynamoDB refuses an empty map.
 */
export async function queryPartition(client: DynamoDBDocumentClient, table: string, pk: string, sortKey: SortKeyCondition, options: QueryPartitionOptions = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const names = options.attributes?.length ? options.attributes.map((name, index) => [`#a${index}`, name] as const) : undefined;
  const condition =
    'prefix' in sortKey
      ? { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': sortKey.prefix } }
      : { KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': pk, ':from': sortKey.between[0], ':to': sortKey.between[1] } };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        ...condition,
        ...(names ? { ProjectionExpression: names.map(([alias]) => alias).join(', '), ExpressionAttributeNames: Object.fromEntries(names) } : {}),
        ConsistentRead: options.consistent ?? false,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every item of one partition whose sort key begins with `prefix` (queryPartition). */
export function queryPrefix(client: DynamoDBDocumentClient, table: string, pk: string, prefix: string, options: QueryPartitionOptions = {}): Promise<Record<string, unknown>[]> {
  return queryPartition(client, table, pk, { prefix }, options);
}
