import { BatchGetCommand, DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RecordWrite } from '../../data/creator-records/records-port';
import { itemOf, tableOf } from './transact-item';
import type { CommitPlan } from './transaction-chunks';

/** Transactions of creates sent at once. */
const PARALLEL_ADDITIONS = 4;

/** How to take back one applied write: the item as it was (or none), written only if nobody changed ours since. */
type Undo = PutCommand | DeleteCommand;

const send = (client: DynamoDBDocumentClient, undo: Undo) => (undo instanceof PutCommand ? client.send(undo) : client.send(undo));

/** Reads the current items a chunk of deletes and puts will replace, so a failure later can put them back. */
async function itemsBefore(client: DynamoDBDocumentClient, writes: readonly RecordWrite[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const idOf = (write: RecordWrite) => (write.kind === 'delete' ? write.id : write.doc.id);
  let RequestItems: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = {};
  for (const write of writes) {
    const table = tableOf(write.model);
    (RequestItems[table] ??= { Keys: [], ConsistentRead: true }).Keys.push({ id: idOf(write) });
  }
  while (RequestItems && Object.keys(RequestItems).length > 0) {
    const answer = await client.send(new BatchGetCommand({ RequestItems }));
    for (const [table, items] of Object.entries(answer.Responses ?? {})) for (const item of items) found.set(`${table}/${String(item.id)}`, item);
    RequestItems = answer.UnprocessedKeys as typeof RequestItems;
  }
  return found;
}

const onlyIfOurs = (written: Record<string, unknown>) =>
  typeof written.updatedAt === 'string'
    ? { ConditionExpression: 'updatedAt = :ours', ExpressionAttributeValues: { ':ours': written.updatedAt } }
    : { ConditionExpression: 'attribute_exists(id)' };

function undoOfCreate(write: RecordWrite & { kind: 'create' }): Undo {
  return new DeleteCommand({ TableName: tableOf(write.model), Key: { id: write.doc.id }, ...onlyIfOurs(write.doc) });
}

function undoOfChange(write: RecordWrite, before: Record<string, unknown> | undefined): Undo | null {
  const TableName = tableOf(write.model);
  if (write.kind === 'delete') return before ? new PutCommand({ TableName, Item: before, ConditionExpression: 'attribute_not_exists(id)' }) : null;
  if (write.kind !== 'put') return null;
  const written = itemOf(write.model, write.doc);
  return before
    ? new PutCommand({ TableName, Item: before, ...onlyIfOurs(written) })
    : new DeleteCommand({ TableName, Key: { id: write.doc.id }, ...onlyIfOurs(written) });
}

/**
 * Runs a plan of several transactions (transaction-chunks.ts) and, when one fails, takes back
 * those that ran, newest first, before rethrowing: a created item is deleted and a deleted or
 * replaced one put back as it was read, each only while it is still what this commit wrote (a
 * later writer's change is kept). So a refused commit leaves the store as it found it.
 */
export async function commitInParts(client: DynamoDBDocumentClient, plan: CommitPlan, transact: (writes: readonly RecordWrite[]) => Promise<void>): Promise<void> {
  const undos: Undo[] = [];
  try {
    // Creates touch separate items and no reader depends on their order: a few transactions at once.
    for (let start = 0; start < plan.additions.length; start += PARALLEL_ADDITIONS) {
      const chunks = plan.additions.slice(start, start + PARALLEL_ADDITIONS);
      const settled = await Promise.allSettled(chunks.map((chunk) => transact(chunk)));
      settled.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') for (const write of chunks[index]) if (write.kind === 'create') undos.push(undoOfCreate(write));
      });
      const failed = settled.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
    for (const chunk of plan.changes) {
      const before = await itemsBefore(client, chunk);
      await transact(chunk);
      for (const write of chunk) {
        const id = write.kind === 'delete' ? write.id : write.doc.id;
        const undo = undoOfChange(write, before.get(`${tableOf(write.model)}/${id}`));
        if (undo) undos.push(undo);
      }
    }
    await transact(plan.decisive);
  } catch (error) {
    for (const undo of undos.reverse()) await send(client, undo).catch(() => undefined);
    throw error;
  }
}
