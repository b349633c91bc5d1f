import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, type BatchGetCommandOutput, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FIGURE_MODELS } from '../../data/record-figures/record-figures';
import { indexNameOf, tableOf } from '../shared/dynamodb-records-port';
import { addCreatorCrossings, deltaOf } from '../shared/figure-delta';
import { decisionDaysOf, FIGURE_FIELDS, type Item } from '../shared/figure-facts';
import { contributionKey, contributionOf, keyOfId, parseContribution, serializeContribution, type ItemKey } from '../shared/figure-items';

/** DynamoDB's limit of actions in one TransactWriteItems. */
const TRANSACTION_ITEMS = 100;
const ATTEMPTS = 8;

/** What the record's item in the figures table keeps: the fields its figures read, its decision days, the last stream record applied. */
type Stored = { fields: Item | null; days: number | null; sequence: string | null; revision: number; contribution: string | undefined };

const projection = (model: string, image: Item | null): Item | null =>
  image && Object.fromEntries((FIGURE_FIELDS.get(model) ?? []).filter((field) => field in image).map((field) => [field, image[field]]));

async function readStored(client: DynamoDBDocumentClient, table: string, key: ItemKey): Promise<Stored> {
  const { Item: item } = await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return {
    fields: typeof item?.fields === 'string' ? (JSON.parse(item.fields) as Item | null) : null,
    days: typeof item?.days === 'number' ? item.days : null,
    sequence: typeof item?.sequence === 'string' ? item.sequence : null,
    revision: typeof item?.revision === 'number' ? item.revision : 0,
    contribution: typeof item?.contribution === 'string' ? item.contribution : undefined,
  };
}

/** The creator counters' current values, read consistently (BatchGetItem: 100 keys at most, more than one record ever moves). */
async function readCreatorCounts(client: DynamoDBDocumentClient, table: string, ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!ids.length) return counts;
  let keys: Record<string, unknown>[] | undefined = ids.map(keyOfId);
  while (keys?.length) {
    const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
    for (const item of answer.Responses?.[table] ?? []) counts.set(JSON.stringify([item.pk, item.sk]), typeof item.n === 'number' ? item.n : 0);
    keys = answer.UnprocessedKeys?.[table]?.Keys;
  }
  return counts;
}

/**
 * Moves the figures (and the record's list entries) from what the record added before to what `next` adds, in one transaction
 * with the record's own item, which must still be at the revision read (else another change won:
 * read again). Creator counters are set to the values read plus the change, on the condition that
 * they still hold what was read.
 */
async function commit(client: DynamoDBDocumentClient, table: string, model: string, id: string, stored: Stored, next: Omit<Stored, 'revision' | 'contribution'>): Promise<boolean> {
  const before = parseContribution(stored.contribution);
  const after = contributionOf(model, next.fields, next.days);
  const delta = deltaOf(before, after);
  const held = await readCreatorCounts(client, table, [...delta.creators.keys()]);
  const counters = new Map([...delta.counters].map(([itemIdentity, item]) => [itemIdentity, new Map(item)]));
  const actions: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [];
  for (const [creatorId, { cell, change }] of delta.creators) {
    const count = held.get(creatorId) ?? 0;
    addCreatorCrossings(counters, cell, count, change);
    const guard = count === 0 ? { ConditionExpression: 'attribute_not_exists(pk) OR n = :held' } : { ConditionExpression: 'n = :held' };
    actions.push({ Update: { TableName: table, Key: keyOfId(creatorId), UpdateExpression: 'SET n = :next', ...guard, ExpressionAttributeValues: { ':held': count, ':next': count + change } } });
  }
  for (const [itemIdentity, item] of counters) {
    const names = [...item].filter(([, amount]) => amount !== 0);
    if (!names.length) continue;
    actions.push({
      Update: {
        TableName: table,
        Key: keyOfId(itemIdentity),
        UpdateExpression: `ADD ${names.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map(([name], index) => [`#c${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map(([, amount], index) => [`:c${index}`, amount])),
      },
    });
  }
  for (const entryId of delta.entries.remove) actions.push({ Delete: { TableName: table, Key: keyOfId(entryId) } });
  for (const [entryId, entry] of delta.entries.put) actions.push({ Put: { TableName: table, Item: { ...keyOfId(entryId), ...entry } } });
  actions.push({
    Put: {
      TableName: table,
      Item: { ...contributionKey(model, id), fields: JSON.stringify(next.fields), days: next.days, sequence: next.sequence, revision: stored.revision + 1, contribution: serializeContribution(after) },
      ConditionExpression: stored.revision === 0 ? 'attribute_not_exists(pk)' : 'revision = :revision',
      ...(stored.revision === 0 ? {} : { ExpressionAttributeValues: { ':revision': stored.revision } }),
    },
  });
  if (actions.length > TRANSACTION_ITEMS) throw new Error(`figures: ${model} ${id} changes ${actions.length} items, more than one transaction holds.`);
  try {
    await client.send(new TransactWriteCommand({ TransactItems: actions }));
    return true;
  } catch (error) {
    // A condition failed or another transaction held an item: read again and retry.
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** Retries a read-compute-commit until it commits (or nothing is left to do). */
async function untilCommitted(attempt: () => Promise<boolean>): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    if (await attempt()) return;
    if (tries >= ATTEMPTS) throw new Error('figures: a record kept changing; the stream batch will be retried.');
    await new Promise((resolve) => setTimeout(resolve, 5 * tries));
  }
}

/** Stream sequence numbers are decimal strings that grow per item: the longer is later, then by digits. */
const isLaterSequence = (sequence: string, than: string | null) => than === null || sequence.length > than.length || (sequence.length === than.length && sequence > than);

/**
 * A record the aggregator counted before it kept list entries: the fields it kept have no id (the
 * entries' first field, FIGURE_FIELDS). A stream record applied already, or the backfill, applies
 * it again as its table holds it now, so one backfill after the upgrade fills the lists.
 */
const isKeptBeforeLists = (stored: Stored) => stored.fields !== null && !('id' in stored.fields);

async function readRecord(client: DynamoDBDocumentClient, model: string, id: string): Promise<Item | null> {
  return (await client.send(new GetCommand({ TableName: tableOf(model), Key: { id }, ConsistentRead: true }))).Item ?? null;
}

/** A record of a public model changed: its image now (null once removed), at `sequence` of its table's stream. */
export async function applyRecordChange(client: DynamoDBDocumentClient, table: string, model: string, id: string, image: Item | null, sequence: string): Promise<void> {
  await untilCommitted(async () => {
    const stored = await readStored(client, table, contributionKey(model, id));
    if (isLaterSequence(sequence, stored.sequence)) return commit(client, table, model, id, stored, { fields: projection(model, image), days: stored.days, sequence });
    // A stream record applied already (a retried batch) changes nothing, unless the record was counted before the lists were kept.
    if (!isKeptBeforeLists(stored)) return true;
    // Read after the stored revision: a change the stream applies meanwhile fails the commit, which reads again.
    return commit(client, table, model, id, stored, { fields: projection(model, await readRecord(client, model, id)), days: stored.days, sequence: stored.sequence });
  });
}

/** The appeal events of a ban or report (`<model>#<id>`) changed: its decision days read again from its events. */
export async function applyAppealChange(client: DynamoDBDocumentClient, table: string, recordKey: string): Promise<void> {
  const [model, ...rest] = recordKey.split('#');
  const id = rest.join('#');
  if (!(FIGURE_MODELS as readonly string[]).includes(model) || !id) return;
  const events: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableOf('AppealEvent'),
        IndexName: indexNameOf('AppealEvent', 'recordKey'),
        KeyConditionExpression: 'recordKey = :recordKey',
        ExpressionAttributeValues: { ':recordKey': recordKey },
        ExclusiveStartKey,
      }),
    );
    events.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const days = decisionDaysOf(events);
  await untilCommitted(async () => {
    const stored = await readStored(client, table, contributionKey(model, id));
    if (stored.revision > 0 && stored.days === days) return true;
    return commit(client, table, model, id, stored, { fields: stored.fields, days, sequence: stored.sequence });
  });
}
