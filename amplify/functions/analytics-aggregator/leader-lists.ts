import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { compareTop, type Dimension } from '../../data/analytics/dashboard-figures';
import { MAX_LEADER_DEPTH } from '../../data/analytics/top-counts';
import { countPrefix, dayPartition, leadersSortKey, totalSortKey, type LeadersItem } from './daily-items';
import { queryPrefix } from './query-prefix';

/** A list's JSON at most (DynamoDB's items stop at 400 KB). */
const MAX_LEADERS_BYTES = 300_000;

/** Every count item of one day (or month: `pk`) and dimension, by the shared paged Query (query-prefix.ts). */
export async function readCounts(client: DynamoDBDocumentClient, table: string, pk: string, dimension: Dimension, consistent: boolean) {
  const items = await queryPrefix(client, table, pk, countPrefix(dimension), { attributes: ['key', 'count'], consistent });
  return items.map((item) => ({ key: String(item.key), count: Number(item.count ?? 0) }));
}

/**
 * A leaders list of counts in compareTop's order: up to MAX_LEADER_DEPTH keys, fewer when long
 * keys would pass the item's size limit, and the next count as the bound of every other key.
 */
export function leaderListOf(sorted: readonly { key: string; count: number }[]): { leaders: string; bound: number } {
  const leaders: [string, number][] = [];
  let size = 0;
  for (const { key, count } of sorted.slice(0, MAX_LEADER_DEPTH)) {
    size += Buffer.byteLength(JSON.stringify([key, count])) + 1;
    if (size > MAX_LEADERS_BYTES) break;
    leaders.push([key, count]);
  }
  return { leaders: JSON.stringify(leaders), bound: sorted[leaders.length]?.count ?? 0 };
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
  const counts = (await readCounts(client, table, dayPartition(day), dimension, true)).sort(compareTop);
  const item: LeadersItem = { pk: dayPartition(day), sk: leadersSortKey(dimension), ...leaderListOf(counts), total };
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
