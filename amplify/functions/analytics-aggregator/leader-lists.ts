import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { compareTop, type Dimension } from '../../data/analytics/dashboard-figures';
import { MAX_LEADER_DEPTH } from '../../data/analytics/top-counts';
import { countPrefix, dayPartition, leadersSortKey, totalSortKey, type LeadersItem } from './daily-items';

/** A list's JSON at most (DynamoDB's items stop at 400 KB). */
const MAX_LEADERS_BYTES = 300_000;

/** Every count item of one day and dimension, read strongly consistent (so none is older than `since`). */
export async function readDayCounts(client: DynamoDBDocumentClient, table: string, day: string, dimension: Dimension, consistent: boolean) {
  const counts: { key: string; count: number }[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': dayPartition(day), ':prefix': countPrefix(dimension) },
        ExpressionAttributeNames: { '#key': 'key', '#count': 'count' },
        ProjectionExpression: '#key, #count',
        ConsistentRead: consistent,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) counts.push({ key: String(item.key), count: Number(item.count ?? 0) });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return counts;
}

/**
 * Reads a day's dimension again and keeps its leaders (daily-items.ts LeadersItem), for the
 * dashboard's top lists (amplify/data/analytics/top-counts.ts). The total is read first, strongly
 * consistent, then the counts: a count read later is at least what it was then, and whatever is
 * added afterwards grows the total too, so the dashboard's slack (the total now less this one)
 * bounds how far any count has moved since. A newer list is never replaced by an older one.
 */
export async function refreshLeaders(client: DynamoDBDocumentClient, table: string, day: string, dimension: Dimension): Promise<void> {
  const totalItem = await client.send(new GetCommand({ TableName: table, Key: { pk: dayPartition(day), sk: totalSortKey(dimension) }, ConsistentRead: true }));
  const total = Number(totalItem.Item?.total ?? 0);
  const counts = (await readDayCounts(client, table, day, dimension, true)).sort(compareTop);
  // Up to MAX_LEADER_DEPTH keys, fewer when long keys would pass the item's size limit.
  const leaders: [string, number][] = [];
  let size = 0;
  for (const { key, count } of counts.slice(0, MAX_LEADER_DEPTH)) {
    size += Buffer.byteLength(JSON.stringify([key, count])) + 1;
    if (size > MAX_LEADERS_BYTES) break;
    leaders.push([key, count]);
  }
  const item: LeadersItem = {
    pk: dayPartition(day),
    sk: leadersSortKey(dimension),
    leaders: JSON.stringify(leaders),
    bound: counts[leaders.length]?.count ?? 0,
    total,
  };
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR #total <= :total',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': total },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
