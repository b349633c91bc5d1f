import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { addToSketch, emptySketch, mergeSketch, sketchRegistersOf } from '../../data/analytics/browser-sketch';
import type { Dimension } from '../../data/analytics/dashboard-figures';
import type { ObjectFigures } from './aggregate-lines';
import { sketchPartition } from './daily-items';

/** Sketches merged at once, and times one is read and written again after another invocation wrote it first. */
const CONCURRENT_MERGES = 16;
const MAX_RACES = 10;

/**
 * Merges an object's browsers into their days' HyperLogLog sketches (amplify/data/analytics/browser-sketch.ts,
 * the same bits the local store keeps in analytics_daily_sketches), one item per figure and day
 * (daily-items.ts sketchPartition). DynamoDB has no OR: each is read (strongly consistent), ORed
 * and put back on condition that its version is still the one read. ORing the same browsers again
 * changes nothing, so a redelivered object or a retried invocation merges them again harmlessly.
 */
export async function mergeObjectSketches(client: DynamoDBDocumentClient, table: string, browsers: ObjectFigures['browsers']): Promise<void> {
  const sketches = new Map<string, { dimension: Dimension; key: string; day: string; sketch: Uint8Array }>();
  for (const { day, dimension, key, endpointId } of browsers) {
    const id = JSON.stringify([dimension, key, day]);
    const registers = sketchRegistersOf(dimension);
    const entry = sketches.get(id) ?? sketches.set(id, { dimension, key, day, sketch: emptySketch(registers) }).get(id)!;
    addToSketch(entry.sketch, endpointId, registers);
  }
  const entries = [...sketches.values()];
  for (let start = 0; start < entries.length; start += CONCURRENT_MERGES) {
    await Promise.all(entries.slice(start, start + CONCURRENT_MERGES).map((entry) => mergeDaySketch(client, table, entry)));
  }
}

async function mergeDaySketch(client: DynamoDBDocumentClient, table: string, { dimension, key, day, sketch }: { dimension: Dimension; key: string; day: string; sketch: Uint8Array }) {
  const itemKey = { pk: sketchPartition(dimension, key), sk: day };
  for (let race = 0; ; race += 1) {
    const { Item: stored } = await client.send(new GetCommand({ TableName: table, Key: itemKey, ConsistentRead: true }));
    const merged = stored ? new Uint8Array(stored.sketch as Uint8Array) : emptySketch(sketchRegistersOf(dimension));
    if (!mergeSketch(merged, sketch) && stored) return;
    const version = Number(stored?.version ?? 0);
    try {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { ...itemKey, sketch: merged, version: version + 1 },
          ConditionExpression: stored ? '#version = :version' : 'attribute_not_exists(pk)',
          ...(stored ? { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': version } } : {}),
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || race >= MAX_RACES) throw error;
    }
  }
}
