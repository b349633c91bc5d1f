import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, GetCommand, type BatchGetCommandOutput, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FIGURE_MODELS } from '../../data/record-figures/record-figures';
import { indexNameOf, tableOf } from '../shared/dynamodb-records-port';
import { addCreatorCrossings, deltaOf, type FigureDelta } from '../shared/figure-delta';
import { LISTS_VERSION } from '../shared/figure-lists';
import { DYNAMODB_TRANSACTION_LIMITS, packInTransactions } from '../shared/transaction-chunks';
import { decisionDaysOf, FIGURE_FIELDS, type Item } from '../shared/figure-facts';
import { contributionKey, contributionOf, itemId, keyOfId, packText, parseContribution, serializeContribution, unpackText, type Contribution, type ItemKey } from '../shared/figure-items';

/** DynamoDB's limit of actions in one TransactWriteItems. */
const TRANSACTION_ITEMS = 100;
/**
 * Every ban moves the same few items (the cell of all bans, COUNTS), so shards applied side by
 * side refuse each other's transactions (TransactionConflict): attempts enough, spaced out at
 * random, for a few shards at once to go through; past them the batch fails and Lambda retries it.
 */
const ATTEMPTS = 24;
const MAX_BACKOFF_MS = 500;

/**
 * What the record's item in the figures table keeps: the fields its figures read, its decision
 * days, the last stream record applied, what it adds (its contribution), the lists' version it
 * was applied with, and a change committed in parts that is not finished yet (`pending`).
 */
type Stored = { fields: Item | null; days: number | null; sequence: string | null; revision: number; contribution: string | undefined; lists: number | null; pending: Pending | null };
type Target = Pick<Stored, 'fields' | 'days' | 'sequence'>;
/** A change committed in parts, announced on the record's item: what the record becomes, and what it then adds. */
type Pending = Target & { contribution: string };

const projection = (model: string, image: Item | null): Item | null =>
  image && Object.fromEntries((FIGURE_FIELDS.get(model) ?? []).filter((field) => field in image).map((field) => [field, image[field]]));

/**
 * What one stream batch has read already, so that each record of the batch is not read on its own:
 * the records' items (read together before the first is applied, each used once, for its first
 * attempt) and the creator counters' values (read together, then as this batch's own commits left
 * them). Either may be stale by the time it is used (another shard, another run): every commit is
 * conditioned on what it used (the record's item on its revision, each creator counter on its
 * crossing class), so a stale value fails the transaction, is forgotten and read again.
 */
export class BatchReads {
  readonly stored = new Map<string, Stored>();
  readonly creators = new Map<string, number>();
}

function storedOf(item: Record<string, unknown> | undefined): Stored {
  return {
    fields: JSON.parse(unpackText(item?.fields) ?? 'null') as Item | null,
    days: typeof item?.days === 'number' ? item.days : null,
    sequence: typeof item?.sequence === 'string' ? item.sequence : null,
    revision: typeof item?.revision === 'number' ? item.revision : 0,
    contribution: unpackText(item?.contribution),
    lists: typeof item?.lists === 'number' ? item.lists : null,
    pending: JSON.parse(unpackText(item?.pending) ?? 'null') as Pending | null,
  };
}

async function readStored(client: DynamoDBDocumentClient, table: string, key: ItemKey): Promise<Stored> {
  const { Item: item } = await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return storedOf(item);
}

/** DynamoDB's limit of keys in one BatchGetItem. */
const BATCH_GET_KEYS = 100;

/** Items by identity (itemId), read consistently 100 keys a request; absent ones are left out. */
async function readItems(client: DynamoDBDocumentClient, table: string, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < ids.length; start += BATCH_GET_KEYS) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(start, start + BATCH_GET_KEYS).map(keyOfId);
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of answer.Responses?.[table] ?? []) found.set(itemId(item as ItemKey), item);
      keys = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/** A record change of a stream batch: its model, id, image now (null once removed). */
export type RecordChange = { model: string; id: string; image: Item | null };

/**
 * Reads at once what a batch's record changes will read: their items in the figures table, and the
 * creator counters each moves (those its item says it adds, those its image will add).
 */
export async function readAhead(client: DynamoDBDocumentClient, table: string, changes: readonly RecordChange[], reads: BatchReads): Promise<void> {
  const keys = [...new Set(changes.map(({ model, id }) => itemId(contributionKey(model, id))))];
  const items = await readItems(client, table, keys);
  for (const key of keys) reads.stored.set(key, storedOf(items.get(key)));
  const creators = new Set<string>();
  for (const { model, id, image } of changes) {
    const stored = reads.stored.get(itemId(contributionKey(model, id))) as Stored;
    const contributions = [parseContribution(stored.contribution), contributionOf(model, projection(model, image), stored.days)];
    if (stored.pending) contributions.push(parseContribution(stored.pending.contribution));
    for (const contribution of contributions) for (const creatorId of contribution.creators.keys()) creators.add(creatorId);
  }
  await readCreatorCounts(client, table, [...creators], reads);
}

/** The creator counters' values: those the batch knows, the others read consistently (and then known). */
async function readCreatorCounts(client: DynamoDBDocumentClient, table: string, ids: string[], reads: BatchReads): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const missing = ids.filter((id) => !reads.creators.has(id));
  const items = await readItems(client, table, missing);
  for (const id of missing) {
    const n = items.get(id)?.n;
    reads.creators.set(id, typeof n === 'number' ? n : 0);
  }
  for (const id of ids) counts.set(id, reads.creators.get(id) as number);
  return counts;
}

type Action = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Counter updates (ADD per attribute) for each item, zeros left out. */
function counterActions(table: string, counters: Map<string, Map<string, number>>): [string, Action][] {
  const actions: [string, Action][] = [];
  for (const [itemIdentity, item] of counters) {
    const names = [...item].filter(([, amount]) => amount !== 0);
    if (!names.length) continue;
    actions.push([
      itemIdentity,
      {
        Update: {
          TableName: table,
          Key: keyOfId(itemIdentity),
          UpdateExpression: `ADD ${names.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map(([name], index) => [`#c${index}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map(([, amount], index) => [`:c${index}`, amount])),
        },
      },
    ]);
  }
  return actions;
}

/**
 * The list part of a change, per list partition (its entries deleted and put, and its total
 * counter's change), in partition order: the writes that must land together so a list's total
 * always counts its entries. Deterministic for a pair of contributions, so every run of a change
 * committed in parts numbers its chunks alike.
 */
function listGroups(table: string, delta: FigureDelta): Action[][] {
  const groups = new Map<string, Action[]>();
  const push = (partition: string, action: Action) => {
    const group = groups.get(partition);
    if (group) group.push(action);
    else groups.set(partition, [action]);
  };
  for (const entryId of delta.entries.remove) push(keyOfId(entryId).pk, { Delete: { TableName: table, Key: keyOfId(entryId) } });
  for (const [entryId, entry] of delta.entries.put) push(keyOfId(entryId).pk, { Put: { TableName: table, Item: { ...keyOfId(entryId), ...entry } } });
  const totals = new Map([...delta.counters].filter(([itemIdentity]) => isListTotal(itemIdentity)));
  for (const [itemIdentity, action] of counterActions(table, totals)) push(keyOfId(itemIdentity).pk.slice('T#'.length), action);
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
}

const isListTotal = (itemIdentity: string) => keyOfId(itemIdentity).pk.startsWith('T#');

/**
 * The condition under which a creator counter moving by `change` (±1) from `held` crosses 0 ↔ 1
 * exactly as it does from `held` (addCreatorCrossings): it still holds a value of the same class
 * (at most 0, 1, at least 2 going down; at most 0, at least 1 going up), not necessarily the value
 * read, so another shard's change to a count far from 0 refuses nothing.
 */
function crossingGuard(held: number, change: number): { ConditionExpression: string; ExpressionAttributeValues?: Record<string, number> } {
  if (held <= 0) return { ConditionExpression: 'attribute_not_exists(n) OR n <= :zero', ExpressionAttributeValues: { ':zero': 0 } };
  if (change < 0 && held === 1) return { ConditionExpression: 'n = :one', ExpressionAttributeValues: { ':one': 1 } };
  const least = change < 0 ? 2 : 1;
  return { ConditionExpression: 'n >= :least', ExpressionAttributeValues: { ':least': least } };
}

/** A change's figure writes, and the creator counters' values once they are in (what the batch then knows). */
type FigureActions = { actions: Action[]; creators: [string, number][] };

/**
 * The figures part of a change: creator counters moved by the change (ADD), on the condition that
 * they still cross as from the values read (crossingGuard), and every other counter (the cells,
 * COUNTS, the facets) moved with the creators' crossings.
 */
async function figureActions(client: DynamoDBDocumentClient, table: string, delta: FigureDelta, reads: BatchReads): Promise<FigureActions> {
  const held = await readCreatorCounts(client, table, [...delta.creators.keys()], reads);
  const counters = new Map([...delta.counters].filter(([itemIdentity]) => !isListTotal(itemIdentity)).map(([itemIdentity, item]) => [itemIdentity, new Map(item)]));
  const actions: Action[] = [];
  const creators: [string, number][] = [];
  for (const [creatorId, { cell, change }] of delta.creators) {
    const count = held.get(creatorId) ?? 0;
    addCreatorCrossings(counters, cell, count, change);
    const guard = crossingGuard(count, change);
    actions.push({
      Update: { TableName: table, Key: keyOfId(creatorId), UpdateExpression: 'ADD n :change', ConditionExpression: guard.ConditionExpression, ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ':change': change } },
    });
    creators.push([creatorId, count + change]);
  }
  return { actions: [...actions, ...counterActions(table, counters).map(([, action]) => action)], creators };
}

/** The figures' transaction: on success the batch knows the creator counters as it left them; refused, it reads them again. */
async function transactFigures(client: DynamoDBDocumentClient, figures: FigureActions, rest: Action[], reads: BatchReads): Promise<boolean> {
  const done = await transact(client, [...figures.actions, ...rest]);
  for (const [creatorId, next] of figures.creators) {
    if (done) reads.creators.set(creatorId, next);
    else reads.creators.delete(creatorId);
  }
  return done;
}

/** The record's item once a change is applied: at the next revision, nothing pending. */
function recordPut(table: string, model: string, id: string, revision: number, next: Target, after: Contribution): Action {
  return {
    Put: {
      TableName: table,
      Item: { ...contributionKey(model, id), fields: packText(JSON.stringify(next.fields)), days: next.days, sequence: next.sequence, revision: revision + 1, contribution: packText(serializeContribution(after)), lists: LISTS_VERSION },
      ConditionExpression: revision === 0 ? 'attribute_not_exists(pk)' : 'revision = :revision',
      ...(revision === 0 ? {} : { ExpressionAttributeValues: { ':revision': revision } }),
    },
  };
}

async function transact(client: DynamoDBDocumentClient, actions: Action[]): Promise<boolean> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: actions }));
    return true;
  } catch (error) {
    // A condition failed or another transaction held an item: read again and retry.
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/**
 * Moves the figures (and the record's list entries) from what the record added before to what
 * `next` adds. In one transaction with the record's own item when it fits (the item must still be
 * at the revision read, else another change won: read again); else in parts (finishPending).
 */
async function commit(client: DynamoDBDocumentClient, table: string, model: string, id: string, stored: Stored, next: Target, reads: BatchReads): Promise<boolean> {
  const before = parseContribution(stored.contribution);
  const after = contributionOf(model, next.fields, next.days);
  const delta = deltaOf(before, after);
  const groups = listGroups(table, delta);
  const figures = await figureActions(client, table, delta, reads);
  const rest = [...groups.flat(), recordPut(table, model, id, stored.revision, next, after)];
  if (figures.actions.length + rest.length <= TRANSACTION_ITEMS) return transactFigures(client, figures, rest, reads);
  if (figures.actions.length + 1 > TRANSACTION_ITEMS) throw new Error(`figures: ${model} ${id} changes ${figures.actions.length} figure items, more than one transaction holds.`);
  // Announce the change first (the record's item at the next revision, holding its target): whoever reads the item next finishes it.
  const intent: Pending = { ...next, contribution: serializeContribution(after) };
  const announced = await transact(client, [
    {
      Update: {
        TableName: table,
        Key: contributionKey(model, id),
        UpdateExpression: 'SET pending = :pending, revision = :next',
        ConditionExpression: stored.revision === 0 ? 'attribute_not_exists(pk)' : 'revision = :revision',
        ExpressionAttributeValues: { ':pending': packText(JSON.stringify(intent)), ':next': stored.revision + 1, ...(stored.revision === 0 ? {} : { ':revision': stored.revision }) },
      },
    },
  ]);
  if (!announced) return false;
  return finishPending(client, table, model, id, { ...stored, revision: stored.revision + 1, pending: intent }, reads);
}

/**
 * Finishes a change committed in parts (a record's item holding `pending`), from wherever an
 * earlier run stopped: the list groups in transactions of at most 98 writes, each with its marker
 * item (`chunk#<revision>#<n>` in the record's partition) put on the condition that it does not
 * exist, and a check that the record's item still holds this change, so a chunk lands once however
 * often the change is finished (a retried or redelivered batch, the backfill, an appeal event, two
 * runs at once); then the figures with the record's item at the next revision, the change's last
 * and decisive transaction. A reader meanwhile sees some lists with the record's new entries and
 * others with its old ones, each list's total agreeing with its entries; the figures move in the
 * last transaction. Once it is in, the markers have done their work and are deleted (a late run of
 * the same change fails its check whether or not they are there). Answers whether it was finished.
 */
async function finishPending(client: DynamoDBDocumentClient, table: string, model: string, id: string, stored: Stored, reads: BatchReads): Promise<boolean> {
  const pending = stored.pending as Pending;
  const before = parseContribution(stored.contribution);
  const after = parseContribution(pending.contribution);
  const delta = deltaOf(before, after);
  // Each chunk also puts its marker and checks the record's item: two actions beside its writes.
  const chunks = packInTransactions(listGroups(table, delta), { items: TRANSACTION_ITEMS - 2, bytes: DYNAMODB_TRANSACTION_LIMITS.bytes }, (action) => JSON.stringify(action).length);
  const recordKey = contributionKey(model, id);
  const stillPending: Action = {
    ConditionCheck: { TableName: table, Key: recordKey, ConditionExpression: 'revision = :revision AND attribute_exists(pending)', ExpressionAttributeValues: { ':revision': stored.revision } },
  };
  for (const [index, chunk] of chunks.entries()) {
    const marker = { pk: recordKey.pk, sk: `${MARKER_PREFIX}${stored.revision}#${index}` };
    const done = async () => (await client.send(new GetCommand({ TableName: table, Key: marker, ConsistentRead: true }))).Item !== undefined;
    if (await done()) continue;
    const applied = await transact(client, [...chunk, { Put: { TableName: table, Item: marker, ConditionExpression: 'attribute_not_exists(pk)' } }, stillPending]);
    // Refused: another run applied this chunk (go on), another transaction held an item, or the change was finished meanwhile (read again).
    if (!applied && !(await done())) return false;
  }
  const finished = await transactFigures(client, await figureActions(client, table, delta, reads), [recordPut(table, model, id, stored.revision, pending, after)], reads);
  if (finished) await deleteMarkers(client, table, recordKey.pk, stored.revision);
  return finished;
}

/** A chunk's marker: `chunk#<revision>#<n>` in the record's partition. */
const MARKER_PREFIX = 'chunk#';

/**
 * Deletes the record's markers of changes finished up to `revision` (this one's, and any an earlier
 * run left when it stopped between its last transaction and this clean-up). A newer change's
 * markers are kept: it may still be under way. Best effort: a marker left behind is never read again.
 */
async function deleteMarkers(client: DynamoDBDocumentClient, table: string, pk: string, revision: number): Promise<void> {
  try {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': MARKER_PREFIX },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      const finished = (page.Items ?? []).filter((item) => Number(String(item.sk).slice(MARKER_PREFIX.length).split('#')[0]) <= revision);
      for (let start = 0; start < finished.length; start += BATCH_WRITE_ITEMS) {
        let requests: BatchWriteRequests | undefined = { [table]: finished.slice(start, start + BATCH_WRITE_ITEMS).map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })) };
        for (let tries = 0; requests && Object.keys(requests).length > 0 && tries < ATTEMPTS; tries += 1) {
          requests = (await client.send(new BatchWriteCommand({ RequestItems: requests }))).UnprocessedItems;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } catch (error) {
    console.warn(`figures: the markers of ${pk} were not all deleted (${error instanceof Error ? error.message : String(error)}); they are never read again.`);
  }
}

/** DynamoDB's limit of requests in one BatchWriteItem. */
const BATCH_WRITE_ITEMS = 25;
type BatchWriteRequests = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>;

/** Retries a read-compute-commit until it commits (or nothing is left to do). */
async function untilCommitted(attempt: () => Promise<boolean>): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    if (await attempt()) return;
    if (tries >= ATTEMPTS) throw new Error('figures: a record kept changing; the stream batch will be retried.');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_BACKOFF_MS, 5 * 2 ** tries)));
  }
}

/** Stream sequence numbers are decimal strings that grow per item: the longer is later, then by digits. */
const isLaterSequence = (sequence: string, than: string | null) => than === null || sequence.length > than.length || (sequence.length === than.length && sequence > than);

/**
 * A record the aggregator counted before it kept list entries: the fields it kept have no id (the
 * entries' first field, FIGURE_FIELDS). A stream record applied already, or the backfill, applies
 * it again as its table holds it now, so one backfill after the upgrade fills the lists.
 */
const isKeptBeforeLists = (stored: Stored) => stored.fields !== null && (!('id' in stored.fields) || stored.lists !== LISTS_VERSION);

/**
 * The record's item (as the batch read it ahead, once; else read now), a change left in parts by
 * an earlier run finished first (false: read again).
 */
async function readSettled(client: DynamoDBDocumentClient, table: string, model: string, id: string, reads: BatchReads): Promise<Stored | false> {
  const key = contributionKey(model, id);
  const ahead = reads.stored.get(itemId(key));
  reads.stored.delete(itemId(key));
  const stored = ahead ?? (await readStored(client, table, key));
  if (stored.pending === null) return stored;
  return (await finishPending(client, table, model, id, stored, reads)) && readStored(client, table, key);
}

async function readRecord(client: DynamoDBDocumentClient, model: string, id: string): Promise<Item | null> {
  return (await client.send(new GetCommand({ TableName: tableOf(model), Key: { id }, ConsistentRead: true }))).Item ?? null;
}

/** A record of a public model changed: its image now (null once removed), at `sequence` of its table's stream. */
export async function applyRecordChange(client: DynamoDBDocumentClient, table: string, model: string, id: string, image: Item | null, sequence: string, reads = new BatchReads()): Promise<void> {
  await untilCommitted(async () => {
    const stored = await readSettled(client, table, model, id, reads);
    if (stored === false) return false;
    if (isLaterSequence(sequence, stored.sequence)) return commit(client, table, model, id, stored, { fields: projection(model, image), days: stored.days, sequence }, reads);
    // A stream record applied already (a retried batch) changes nothing, unless the record was counted before the lists were kept.
    if (!isKeptBeforeLists(stored)) return true;
    // Read after the stored revision: a change the stream applies meanwhile fails the commit, which reads again.
    return commit(client, table, model, id, stored, { fields: projection(model, await readRecord(client, model, id)), days: stored.days, sequence: stored.sequence }, reads);
  });
}

/** The appeal events of a ban or report (`<model>#<id>`) changed: its decision days read again from its events. */
export async function applyAppealChange(client: DynamoDBDocumentClient, table: string, recordKey: string, reads = new BatchReads()): Promise<void> {
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
  // Whether the days already hold is decided on the record's item as read now, never as read ahead.
  reads.stored.delete(itemId(contributionKey(model, id)));
  await untilCommitted(async () => {
    const stored = await readSettled(client, table, model, id, reads);
    if (stored === false) return false;
    if (stored.revision > 0 && stored.days === days) return true;
    // Kept under other lists: its fields as its table holds them now, so it is applied whole.
    const fields = isKeptBeforeLists(stored) ? projection(model, await readRecord(client, model, id)) : stored.fields;
    return commit(client, table, model, id, stored, { fields, days, sequence: stored.sequence }, reads);
  });
}
