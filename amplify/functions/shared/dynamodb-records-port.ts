import { ConditionalCheckFailedException, TransactionCanceledException, type TransactWriteItem } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { RecordRuleError } from '../../data/creator-records/record-rule-error';
import type { RecordDocument, RecordWrite, RecordsPort } from '../../data/creator-records/records-port';

/** The model tables' names, from the function's environment (amplify/backend.ts sets `<MODEL>_TABLE`). */
export function tableOf(model: string): string {
  const name = process.env[`${model.toUpperCase()}_TABLE`];
  if (!name) throw new Error(`No table configured for ${model} (${model.toUpperCase()}_TABLE).`);
  return name;
}

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
 */
export function createDynamoRecordsPort(client: DynamoDBDocumentClient): RecordsPort {
  return {
    async get(model, id) {
      const { Item } = await client.send(new GetCommand({ TableName: tableOf(model), Key: { id }, ConsistentRead: true }));
      return (Item as RecordDocument | undefined) ?? null;
    },
    async listByIndex(model, field, value) {
      const items: RecordDocument[] = [];
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
          }),
        );
        items.push(...((page.Items ?? []) as RecordDocument[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    },
    async commit(writes) {
      const TransactItems = writes.map(toTransactItem) as TransactWriteCommandInput['TransactItems'];
      try {
        await client.send(new TransactWriteCommand({ TransactItems }));
      } catch (error) {
        if (error instanceof TransactionCanceledException) throw conflict();
        throw error;
      }
    },
    async countUp(model, id, { limit, created, updatedAt }, then) {
      // The created record's other attributes are set only when it is new (if_not_exists).
      const kept = Object.entries({ __typename: model, ...created }).filter(([name]) => !['id', 'count', 'updatedAt'].includes(name));
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

function toTransactItem(write: RecordWrite): Partial<Record<keyof TransactWriteItem, unknown>> {
  const TableName = tableOf(write.model);
  switch (write.kind) {
    case 'create':
      return { Put: { TableName, Item: { __typename: write.model, ...write.doc }, ConditionExpression: 'attribute_not_exists(id)' } };
    case 'put':
      return write.expectUpdatedAt
        ? {
            Put: {
              TableName,
              Item: { __typename: write.model, ...write.doc },
              ConditionExpression: 'updatedAt = :expected',
              ExpressionAttributeValues: { ':expected': write.expectUpdatedAt },
            },
          }
        : { Put: { TableName, Item: { __typename: write.model, ...write.doc } } };
    case 'delete':
      return { Delete: { TableName, Key: { id: write.id } } };
  }
}
