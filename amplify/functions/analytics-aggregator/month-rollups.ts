import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { compareTop, DIMENSIONS, type Dimension } from '../../data/analytics/dashboard-figures';
import { daysOfMonth, hasMonthEnded, monthOfDay } from '../../data/analytics/month-rollups';
import { countSortKey, dayPartition, leadersSortKey, MONTH_STATE_SORT_KEY, monthPartition, TOP_LIST_DIMENSIONS, totalSortKey } from './daily-items';
import { leaderListOf, readCounts } from './leader-lists';

/** A month is summed again at most this often while events are counted late on it. */
export const RESUM_INTERVAL_MS = 60 * 60_000;
/** How long a summing holds the month (the aggregator's own timeout is 120 s). */
const LEASE_MS = 5 * 60_000;
/** Days read at once while summing, and BatchWriteItem calls at once (25 items each). */
const CONCURRENT_READS = 8;
const ITEMS_PER_BATCH_WRITE = 25;

async function inBatches<T, R>(values: readonly T[], size: number, work: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += size) results.push(...(await Promise.all(values.slice(start, start + size).map(work))));
  return results;
}

/**
 * The months an object's figures may make due for summing (amplify/data/analytics/month-rollups.ts):
 * the month before the one it arrived in (summed once it has ended), and any ended month it counted
 * events on late.
 */
export function monthsToCheck(days: Iterable<string>, arrivedAt: Date): string[] {
  const arrival = arrivedAt.toISOString().slice(0, 10);
  const previous = monthOfDay(new Date(Date.UTC(Number(arrival.slice(0, 4)), Number(arrival.slice(5, 7)) - 2, 1)).toISOString());
  const months = new Set([previous]);
  for (const day of days) if (hasMonthEnded(monthOfDay(day), arrivedAt)) months.add(monthOfDay(day));
  return [...months].sort();
}

/**
 * Sums the months due (monthsToCheck) whose roll-up is missing or stale: its state's stamp differs
 * from the month's event count (`T#event`, kept with the days' counts), and it was not summed in
 * the last RESUM_INTERVAL_MS. Returns the months summed.
 */
export async function keepMonthRollups(client: DynamoDBDocumentClient, table: string, months: readonly string[], now: Date): Promise<string[]> {
  if (months.length === 0) return [];
  const keys = months.flatMap((month) => [MONTH_STATE_SORT_KEY, totalSortKey(DIMENSIONS.event)].map((sk) => ({ pk: monthPartition(month), sk })));
  const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
  const items = new Map((answer.Responses?.[table] ?? []).map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  const summed: string[] = [];
  for (const month of months) {
    const total = items.get(`${monthPartition(month)}|${totalSortKey(DIMENSIONS.event)}`)?.total;
    if (total === undefined) continue;
    const state = items.get(`${monthPartition(month)}|${MONTH_STATE_SORT_KEY}`);
    if (state && Number(state.events) === Number(total)) continue;
    if (state?.rolledAt !== undefined && now.getTime() - Number(state.rolledAt) < RESUM_INTERVAL_MS) continue;
    if (await rollUpMonth(client, table, month, now)) summed.push(month);
  }
  return summed;
}

/**
 * Sums one ended month into its roll-up, holding a lease on its state so two invocations never
 * write it at once. While it runs the state's stamp is -1 (the dashboard reads the month's days);
 * the stamp, the month's event count, is read before the counts (strongly consistent), so the
 * counts hold at least what it counts: a count added meanwhile makes the event count pass the
 * stamp, and the dashboard reads the month from its days until it is summed again. Returns
 * whether it summed (false: another invocation holds the month).
 */
export async function rollUpMonth(client: DynamoDBDocumentClient, table: string, month: string, now: Date): Promise<boolean> {
  const pk = monthPartition(month);
  const lease = `${now.getTime()}-${Math.random().toString(36).slice(2)}`;
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: MONTH_STATE_SORT_KEY },
        UpdateExpression: 'SET #events = :rolling, #lease = :lease, #leaseUntil = :until',
        ConditionExpression: 'attribute_not_exists(#leaseUntil) OR #leaseUntil < :now',
        ExpressionAttributeNames: { '#events': 'events', '#lease': 'lease', '#leaseUntil': 'leaseUntil' },
        ExpressionAttributeValues: { ':rolling': -1, ':lease': lease, ':until': now.getTime() + LEASE_MS, ':now': now.getTime() },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  const totalAnswer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [{ pk, sk: totalSortKey(DIMENSIONS.event) }], ConsistentRead: true } } }));
  const stamp = Number(totalAnswer.Responses?.[table]?.[0]?.total ?? 0);
  const days = daysOfMonth(month);
  const writes: Record<string, unknown>[] = [];
  for (const dimension of TOP_LIST_DIMENSIONS) {
    const sums = new Map<string, number>();
    for (const counts of await inBatches(days, CONCURRENT_READS, (day) => readCounts(client, table, dayPartition(day), dimension, true))) {
      for (const { key, count } of counts) sums.set(key, (sums.get(key) ?? 0) + count);
    }
    const sorted = [...sums].map(([key, count]) => ({ key, count })).sort(compareTop);
    for (const { key, count } of sorted) writes.push({ pk, sk: countSortKey(dimension as Dimension, key), dimension, key, count });
    // The month's total of the dimension: whether a list's browsers are counted or estimated (as locally).
    writes.push({ pk, sk: leadersSortKey(dimension as Dimension), ...leaderListOf(sorted), total: sorted.reduce((sum, { count }) => sum + count, 0) });
  }
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < writes.length; start += ITEMS_PER_BATCH_WRITE) batches.push(writes.slice(start, start + ITEMS_PER_BATCH_WRITE));
  await inBatches(batches, CONCURRENT_READS, (batch) => writeAll(client, table, batch));
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: MONTH_STATE_SORT_KEY },
        UpdateExpression: 'SET #events = :stamp, #rolledAt = :rolledAt REMOVE #lease, #leaseUntil',
        ConditionExpression: '#lease = :lease',
        ExpressionAttributeNames: { '#events': 'events', '#rolledAt': 'rolledAt', '#lease': 'lease', '#leaseUntil': 'leaseUntil' },
        ExpressionAttributeValues: { ':stamp': stamp, ':rolledAt': now.getTime(), ':lease': lease },
      }),
    );
  } catch (error) {
    // The lease ran out and another invocation holds the month: its stamp will be written, not this one.
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  return true;
}

/** Puts the items, asking again for those DynamoDB leaves unprocessed under load. */
async function writeAll(client: DynamoDBDocumentClient, table: string, items: Record<string, unknown>[]): Promise<void> {
  let pending: { PutRequest: { Item: Record<string, unknown> } }[] | undefined = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending?.length; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
    const answer = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = answer.UnprocessedItems?.[table] as typeof pending;
  }
}
