import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { RecordRuleError } from '../../data/creator-records/record-rule-error';
import type { RecordDocument, RecordWrite, RecordsPort } from '../../data/creator-records/records-port';
import { commitInParts } from './split-commit';
import { itemOf, tableOf, toTransactItem } from './transact-item';
import { DYNAMODB_TRANSACTION_LIMITS, planCommit, type TransactionLimits } from './transaction-chunks';

export { tableOf } from './transact-item';

/**
 * The sort key of each declared index that has one (`<model>.<partition key>`): Gen 2 names such an
 * index after both keys. backend/data/dynamodb-index-names.test.ts holds this to the declaration.
 */
const INDEX_SORT_KEYS: ReadonlyMap<string, string> = new Map([
  ['Brief.status', 'blogDate'],
  ['AppealEvent.recordKey', 'date'],
  ['EvidenceItem.recordKey', 'submittedAt'],
  ['VerificationStep.recordKey', 'at'],
  ['RecordReply.status', 'submittedAt'],
  ['PublishedReply.recordKey', 'publishedAt'],
  ['RecordReport.status', 'createdAt'],
  ['ModerationAction.log', 'at'],
]);

const capitalised = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/** Gen 2's name for the index of `field` on `model`: `profilesByUserId`, `appealEventsByRecordKeyAndDate`. */
export function indexNameOf(model: string, field: string): string {
  const plural = model.endsWith('y') ? `${model.slice(0, -1)}ies` : `${model}s`;
  const sortKey = INDEX_SORT_KEYS.get(`${model}.${field}`);
  return `${plural[0].toLowerCase()}${plural.slice(1)}By${capitalised(field)}${sortKey ? `And${capitalised(sortKey)}` : ''}`;
}

const conflict = () => new RecordRuleError('Conflict', 'A record changed meanwhile, or a name was just taken.');

/**
 * The records port over the model tables AppSync serves: what the creator-record rules read and
 * write on AWS. A commit is one TransactWriteItems call, so claims and records change together.
 *
 * A commit larger than one transaction takes (100 items, 4 MB: hiding or restoring a profile with
 * its records and their trails) runs as several, ordered so that a reader never sees what the
 * change takes away outlive what it belongs to, and the change turns on its first write:
 * 1. every create, in chunks (a hide's HiddenRecord copies and audit entry, which no public door
 *    reads; a restore's records and trail items, a moment before their profile);
 * 2. the deletes and puts, in chunks, in REVERSE list order: the rules list a record before its
 *    trail and a profile before its records, so a hide removes a trail item before (or with) its
 *    record and a record before its profile; a record may sit in its public table and in
 *    HiddenRecord at once for a moment, and the public table decides what is visible;
 * 3. last, the head of the list: the first write (the hidden profile's delete, the restored one's
 *    create) with the writes right after it that fit, conditions kept, in one transaction.
 * When any part fails (a condition, a conflicting transaction), the parts that ran are taken back
 * (split-commit.ts) and the commit throws Conflict, as one transaction would. The SQL port has no
 * such limit and commits in one transaction.
 */
export function createDynamoRecordsPort(client: DynamoDBDocumentClient, limits: TransactionLimits = DYNAMODB_TRANSACTION_LIMITS): RecordsPort {
  const transact = async (writes: readonly RecordWrite[]) => {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: writes.map(toTransactItem) as TransactWriteCommandInput['TransactItems'] }));
    } catch (error) {
      if (error instanceof TransactionCanceledException) throw conflict();
      throw error;
    }
  };
  return {
    async get(model, id) {
      const { Item } = await client.send(new GetCommand({ TableName: tableOf(model), Key: { id }, ConsistentRead: true }));
      return (Item as RecordDocument | undefined) ?? null;
    },
    async listByIndex(model, field, value, options) {
      const items: RecordDocument[] = [];
      const limit = options?.limit ?? Infinity;
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableOf(model),
            IndexName: indexNameOf(model, field),
            KeyConditionExpression: '#field = :value',
            ExpressionAttributeNames: { '#field': field },
            ExpressionAttributeValues: { ':value': value },
            ExclusiveStartKey,
            ...(Number.isFinite(limit) ? { Limit: Math.max(1, limit - items.length) } : {}),
          }),
        );
        items.push(...((page.Items ?? []) as RecordDocument[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && items.length < limit);
      return Number.isFinite(limit) ? items.slice(0, limit) : items;
    },
    async commit(writes) {
      const plan = planCommit(writes, limits);
      await (plan ? commitInParts(client, plan, transact) : transact(writes));
    },
    async countUp(model, id, { limit, created, updatedAt }, then) {
      // The created record's other attributes are set only when it is new (if_not_exists).
      const kept = Object.entries(itemOf(model, created)).filter(([name]) => !['id', 'count', 'updatedAt'].includes(name));
      const names: Record<string, string> = { '#count': 'count', '#updatedAt': 'updatedAt' };
      const values: Record<string, unknown> = { ':zero': 0, ':one': 1, ':limit': limit, ':updatedAt': updatedAt };
      const sets = kept.map(([name, value], index) => {
        names[`#a${index}`] = name;
        values[`:a${index}`] = value;
        return `, #a${index} = if_not_exists(#a${index}, :a${index})`;
      });
      const Update = {
        TableName: tableOf(model),
        Key: { id },
        UpdateExpression: `SET #count = if_not_exists(#count, :zero) + :one, #updatedAt = :updatedAt${sets.join('')}`,
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      };
      try {
        if (!then) await client.send(new UpdateCommand(Update));
        else await client.send(new TransactWriteCommand({ TransactItems: [{ Update }, toTransactItem({ kind: 'create', ...then })] as TransactWriteCommandInput['TransactItems'] }));
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        if (error instanceof TransactionCanceledException) {
          // Which condition failed: the count's (the limit) or the record's (its id is taken).
          if (error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
          throw conflict();
        }
        throw error;
      }
    },
  };
}
