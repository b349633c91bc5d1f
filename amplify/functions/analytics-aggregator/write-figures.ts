import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ObjectFigures } from './aggregate-lines';
import { DIMENSIONS, type Dimension } from '../../data/analytics/dashboard-figures';
import { monthOfDay } from '../../data/analytics/month-rollups';
import { browserSortKey, countSortKey, dayPartition, monthPartition, TOP_LIST_DIMENSIONS, totalSortKey } from './daily-items';

/** One transaction: DynamoDB takes 100 items, one of which is the part's marker. */
const WRITES_PER_PART = 99;

type Write = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** A total item one of the object's writes adds to, in the same transaction. */
interface TotalAdd {
  pk: string;
  sk: string;
  amount: number;
}

/** One of the object's writes, and the totals it adds to: its day's top-list total, its month's event count. */
interface PlannedWrite {
  write: Write;
  totals: TotalAdd[];
}

/**
 * The object's writes cut into transactions of at most 99 items beside the marker, each carrying
 * one ADD to each total its counts add to (totalsOf: a day's top-list dimension total, a month's
 * event count): a total grows in the same transaction as the counts it sums, so it never lags
 * them. A fixed order, so a retry cuts the same parts.
 */
function partsOf(table: string, planned: readonly PlannedWrite[]): Write[][] {
  const parts: Write[][] = [];
  let writes: Write[] = [];
  let totals = new Map<string, TotalAdd>();
  const close = () => {
    if (writes.length === 0) return;
    const totalWrites: Write[] = [...totals.values()].map(({ pk, sk, amount }) => ({
      Update: {
        TableName: table,
        Key: { pk, sk },
        UpdateExpression: 'ADD #total :amount',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':amount': amount },
      },
    }));
    parts.push([...writes, ...totalWrites]);
    writes = [];
    totals = new Map();
  };
  const idOf = ({ pk, sk }: TotalAdd) => `${pk}|${sk}`;
  for (const { write, totals: adds } of planned) {
    const needed = 1 + adds.filter((add) => !totals.has(idOf(add))).length;
    if (writes.length + totals.size + needed > WRITES_PER_PART) close();
    writes.push(write);
    for (const add of adds) {
      const known = totals.get(idOf(add));
      if (known) known.amount += add.amount;
      else totals.set(idOf(add), { ...add });
    }
  }
  close();
  return parts;
}

/**
 * What a count adds to besides its item: a top-list count its day's dimension total (the leaders'
 * slack, leader-lists.ts), an event count its month's event count (the roll-ups' stamp, month-rollups.ts).
 */
function totalsOf(day: string, dimension: Dimension, amount: number): TotalAdd[] {
  if (TOP_LIST_DIMENSIONS.has(dimension)) return [{ pk: dayPartition(day), sk: totalSortKey(dimension), amount }];
  if (dimension === DIMENSIONS.event) return [{ pk: monthPartition(monthOfDay(day)), sk: totalSortKey(DIMENSIONS.event), amount }];
  return [];
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
      totals: totalsOf(day, dimension, amount),
    })),
    ...figures.browsers.map(({ day, dimension, key, endpointId }) => ({
      write: { Put: { TableName: table, Item: { pk: dayPartition(day), sk: browserSortKey(dimension, key, endpointId), dimension, key, endpointId } } },
      totals: [],
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
