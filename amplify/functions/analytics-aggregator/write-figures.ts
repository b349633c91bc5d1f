import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ObjectFigures } from './aggregate-lines';
import { DIMENSIONS, type Dimension } from '../../data/analytics/dashboard-figures';
import { monthOfDay } from '../../data/analytics/month-rollups';
import { browserSortKey, countSortKey, dayPartition, monthPartition, TOP_LIST_DIMENSIONS, totalSortKey } from './daily-items';

/** One transaction: DynamoDB takes 100 items, one of which is the part's marker. */
const WRITES_PER_PART = 99;
/** Times a part is sent again after another invocation wrote one of its active browsers first. */
const MAX_MARKER_RACES = 5;

type Write = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** A total item one of the object's writes adds to, in the same transaction (`count` items also get their dimension and key). */
interface TotalAdd {
  pk: string;
  sk: string;
  attribute: 'total' | 'count';
  amount: number;
  dimension?: Dimension;
  key?: string;
}

/**
 * One of the object's writes, and the totals it adds to: its day's top-list total, its month's
 * event count, and for a day's active browser (written only if new) the day's active count.
 */
interface PlannedWrite {
  write: Write;
  totals: TotalAdd[];
  /** An active browser's marker: left out when it exists already (it counted once then). */
  activeMarker?: { pk: string; sk: string };
}

const idOf = ({ pk, sk }: { pk: string; sk: string }) => `${pk}|${sk}`;

/**
 * The object's writes cut into parts of at most 99 items beside the marker, counting one ADD for
 * each total its writes add to (totalsOf): a total grows in the same transaction as the counts it
 * sums, so it never lags them. A fixed order and cut, so a retry cuts the same parts.
 */
function partsOf(planned: readonly PlannedWrite[]): PlannedWrite[][] {
  const parts: PlannedWrite[][] = [];
  let part: PlannedWrite[] = [];
  let totals = new Set<string>();
  for (const entry of planned) {
    const fresh = entry.totals.filter((add) => !totals.has(idOf(add)));
    if (part.length + totals.size + 1 + fresh.length > WRITES_PER_PART) {
      parts.push(part);
      part = [];
      totals = new Set();
    }
    part.push(entry);
    for (const add of entry.totals) totals.add(idOf(add));
  }
  if (part.length) parts.push(part);
  return parts;
}

/** A part's transaction items: its writes, then one ADD per total they add to. */
function transactionOf(table: string, part: readonly PlannedWrite[]): Write[] {
  const totals = new Map<string, TotalAdd>();
  for (const { totals: adds } of part) {
    for (const add of adds) {
      const known = totals.get(idOf(add));
      if (known) known.amount += add.amount;
      else totals.set(idOf(add), { ...add });
    }
  }
  const totalWrites: Write[] = [...totals.values()].map(({ pk, sk, attribute, amount, dimension, key }) => ({
    Update: {
      TableName: table,
      Key: { pk, sk },
      UpdateExpression: dimension === undefined ? 'ADD #total :amount' : 'ADD #total :amount SET #dimension = :dimension, #key = :key',
      ExpressionAttributeNames: { '#total': attribute, ...(dimension === undefined ? {} : { '#dimension': 'dimension', '#key': 'key' }) },
      ExpressionAttributeValues: { ':amount': amount, ...(dimension === undefined ? {} : { ':dimension': dimension, ':key': key }) },
    },
  }));
  return [...part.map(({ write }) => write), ...totalWrites];
}

/**
 * What a count adds to besides its item: a top-list count its day's dimension total (the leaders'
 * slack, leader-lists.ts), an event count its month's event count (the roll-ups' stamp, month-rollups.ts).
 */
function totalsOf(day: string, dimension: Dimension, amount: number): TotalAdd[] {
  if (TOP_LIST_DIMENSIONS.has(dimension)) return [{ pk: dayPartition(day), sk: totalSortKey(dimension), attribute: 'total', amount }];
  if (dimension === DIMENSIONS.event) return [{ pk: monthPartition(monthOfDay(day)), sk: totalSortKey(DIMENSIONS.event), attribute: 'total', amount }];
  return [];
}

/** Which of the part's active browsers' markers exist already (strongly consistent). */
async function existingMarkers(client: DynamoDBDocumentClient, table: string, part: readonly PlannedWrite[]): Promise<Set<string>> {
  const keys = part.flatMap(({ activeMarker }) => (activeMarker ? [activeMarker] : []));
  if (keys.length === 0) return new Set();
  const found = new Set<string>();
  let pending: Record<string, unknown>[] | undefined = keys;
  for (let attempt = 0; pending?.length; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
    const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true, ProjectionExpression: 'pk, sk' } } }));
    for (const item of answer.Responses?.[table] ?? []) found.add(idOf({ pk: String(item.pk), sk: String(item.sk) }));
    pending = answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
  }
  return found;
}

/**
 * Adds an object's figures to its days, exactly once however often S3 delivers the event or the
 * function is retried: the writes go in parts of at most 99 (partsOf), each in one transaction
 * with a marker (`OBJECT#<object id>`, `PART#<n>`) that must not exist yet. A part whose marker
 * exists was already applied and is skipped; the parts before a failure stay applied and a retry
 * does the rest. A day's active browsers are counted exactly (`C#active#""`, as the local ingest
 * counts them): a part writes the markers of its active browsers that do not exist yet, each on
 * condition that it still does not, with the day's count grown by as many; when another invocation
 * wrote one first, the part is sent again without it. Returns how many parts were applied now.
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
    ...figures.browsers.map(({ day, dimension, key, endpointId }): PlannedWrite => {
      const item = { pk: dayPartition(day), sk: browserSortKey(dimension, key, endpointId), dimension, key, endpointId };
      if (dimension !== DIMENSIONS.active) return { write: { Put: { TableName: table, Item: item } }, totals: [] };
      return {
        write: { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        totals: [{ pk: dayPartition(day), sk: countSortKey(DIMENSIONS.active, ''), attribute: 'count', amount: 1, dimension: DIMENSIONS.active, key: '' }],
        activeMarker: { pk: item.pk, sk: item.sk },
      };
    }),
  ];
  let applied = 0;
  for (const [part, entries] of partsOf(planned).entries()) {
    const marker: Write = {
      Put: {
        TableName: table,
        Item: { pk: `OBJECT#${objectId}`, sk: `PART#${part}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const existing = await existingMarkers(client, table, entries);
    let writes = entries.filter(({ activeMarker }) => !activeMarker || !existing.has(idOf(activeMarker)));
    for (let race = 0; ; race += 1) {
      try {
        await client.send(new TransactWriteCommand({ TransactItems: [marker, ...transactionOf(table, writes)] }));
        applied += 1;
        break;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        // The part's marker exists: applied before.
        if (reasons[0]?.Code === 'ConditionalCheckFailed') break;
        // Active browsers another invocation counted first: sent again without them.
        const counted = new Set(writes.flatMap((entry, index) => (entry.activeMarker && reasons[index + 1]?.Code === 'ConditionalCheckFailed' ? [entry] : [])));
        if (counted.size === 0 || race >= MAX_MARKER_RACES) throw error;
        writes = writes.filter((entry) => !counted.has(entry));
      }
    }
  }
  return applied;
}
