import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ObjectFigures } from './aggregate-lines';
import type { Dimension } from '../../data/analytics/dashboard-figures';
import { browserSortKey, countSortKey, dayPartition, TOP_LIST_DIMENSIONS, totalSortKey } from './daily-items';

/** One transaction: DynamoDB takes 100 items, one of which is the part's marker. */
const WRITES_PER_PART = 99;

type Write = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** One of the object's writes, and the top-list total it adds to (in the same transaction). */
interface PlannedWrite {
  write: Write;
  total?: { day: string; dimension: Dimension; amount: number };
}

/**
 * The object's writes cut into transactions of at most 99 items beside the marker, each carrying,
 * for the top-list counts in it, one ADD to their day's dimension total: a total grows in the same
 * transaction as the counts it sums, so it never lags them. A fixed order, so a retry cuts the same parts.
 */
function partsOf(table: string, planned: readonly PlannedWrite[]): Write[][] {
  const parts: Write[][] = [];
  let writes: Write[] = [];
  let totals = new Map<string, { day: string; dimension: Dimension; amount: number }>();
  const close = () => {
    if (writes.length === 0) return;
    const totalWrites: Write[] = [...totals.values()].map(({ day, dimension, amount }) => ({
      Update: {
        TableName: table,
        Key: { pk: dayPartition(day), sk: totalSortKey(dimension) },
        UpdateExpression: 'ADD #total :amount',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':amount': amount },
      },
    }));
    parts.push([...writes, ...totalWrites]);
    writes = [];
    totals = new Map();
  };
  for (const { write, total } of planned) {
    const totalId = total ? `${total.day}#${total.dimension}` : undefined;
    const needed = 1 + (totalId && !totals.has(totalId) ? 1 : 0);
    if (writes.length + totals.size + needed > WRITES_PER_PART) close();
    writes.push(write);
    if (total && totalId) {
      const known = totals.get(totalId);
      if (known) known.amount += total.amount;
      else totals.set(totalId, { ...total });
    }
  }
  close();
  return parts;
}

/**
 * Adds an object's figures to its days, exactly once however often S3 delivers the event or the
 * function is retried: the writes go in parts of at most 99 (partsOf), each in one transaction
 * with a marker (`OBJECT#<object id>`, `PART#<n>`) that must not exist yet. A part whose marker
 * exists was already applied and is skipped; the parts before a failure stay applied and a retry
 * does the rest. Returns how many parts were applied now.
 */
export async function writeObjectFigures(client: DynamoDBDocumentClient, table: string, objectId: string, figures: ObjectFigures): Promise<number> {
  const planned: PlannedWrite[] = [
    ...figures.counts.map(({ day, dimension, key, amount }) => ({
      write: {
        Update: {
          TableName: table,
          Key: { pk: dayPartition(day), sk: countSortKey(dimension, key) },
          UpdateExpression: 'ADD #count :amount SET #dimension = :dimension, #key = :key',
          ExpressionAttributeNames: { '#count': 'count', '#dimension': 'dimension', '#key': 'key' },
          ExpressionAttributeValues: { ':amount': amount, ':dimension': dimension, ':key': key },
        },
      },
      ...(TOP_LIST_DIMENSIONS.has(dimension) ? { total: { day, dimension, amount } } : {}),
    })),
    ...figures.browsers.map(({ day, dimension, key, endpointId }) => ({
      write: { Put: { TableName: table, Item: { pk: dayPartition(day), sk: browserSortKey(dimension, key, endpointId), dimension, key, endpointId } } },
    })),
  ];
  let applied = 0;
  for (const [part, writes] of partsOf(table, planned).entries()) {
    const marker: Write = {
      Put: {
        TableName: table,
        Item: { pk: `OBJECT#${objectId}`, sk: `PART#${part}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    try {
      await client.send(new TransactWriteCommand({ TransactItems: [marker, ...writes] }));
      applied += 1;
    } catch (error) {
      const isDone = error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
      if (!isDone) throw error;
    }
  }
  return applied;
}
