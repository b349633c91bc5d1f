import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ObjectFigures } from './aggregate-lines';
import { browserSortKey, countSortKey, dayPartition } from './daily-items';

/** One transaction: DynamoDB takes 100 items, one of which is the part's marker. */
const WRITES_PER_PART = 99;

type Write = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Adds an object's figures to its days, exactly once however often S3 delivers the event or the
 * function is retried: the writes go in parts of 99, each in one transaction with a marker
 * (`OBJECT#<object id>`, `PART#<n>`) that must not exist yet. A part whose marker exists was
 * already applied and is skipped; the parts before a failure stay applied and a retry does the rest.
 * Returns how many parts were applied now.
 */
export async function writeObjectFigures(client: DynamoDBDocumentClient, table: string, objectId: string, figures: ObjectFigures): Promise<number> {
  const writes: Write[] = [
    ...figures.counts.map(({ day, dimension, key, amount }) => ({
      Update: {
        TableName: table,
        Key: { pk: dayPartition(day), sk: countSortKey(dimension, key) },
        UpdateExpression: 'ADD #count :amount SET #dimension = :dimension, #key = :key',
        ExpressionAttributeNames: { '#count': 'count', '#dimension': 'dimension', '#key': 'key' },
        ExpressionAttributeValues: { ':amount': amount, ':dimension': dimension, ':key': key },
      },
    })),
    ...figures.browsers.map(({ day, dimension, key, endpointId }) => ({
      Put: { TableName: table, Item: { pk: dayPartition(day), sk: browserSortKey(dimension, key, endpointId), dimension, key, endpointId } },
    })),
  ];
  let applied = 0;
  for (let start = 0, part = 0; start < writes.length; start += WRITES_PER_PART, part += 1) {
    const marker: Write = {
      Put: {
        TableName: table,
        Item: { pk: `OBJECT#${objectId}`, sk: `PART#${part}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    try {
      await client.send(new TransactWriteCommand({ TransactItems: [marker, ...writes.slice(start, start + WRITES_PER_PART)] }));
      applied += 1;
    } catch (error) {
      const isDone = error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
      if (!isDone) throw error;
    }
  }
  return applied;
}
