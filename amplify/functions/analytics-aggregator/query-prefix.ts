import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface QueryPrefixOptions {
  /** Only these attributes of each item (by name: each is given an alias, `key` and `count` being reserved words). */
  attributes?: readonly string[];
  /** Read strongly consistent (so no item is older than the read's start). */
  consistent?: boolean;
}

/**
 * Every item of one partition of the analytics table whose sort key begins with `prefix`, every
 * page of them: a day's or a month's counts, markers or lists (daily-items.ts). Used by both
 * analytics functions (the aggregator's leader lists and roll-ups, the dashboard's reads).
 * ExpressionAttributeNames is sent only with a projection: DynamoDB refuses an empty map.
 */
export async function queryPrefix(client: DynamoDBDocumentClient, table: string, pk: string, prefix: string, options: QueryPrefixOptions = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const names = options.attributes?.length ? options.attributes.map((name, index) => [`#a${index}`, name] as const) : undefined;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
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
