import type { TransactWriteItem } from '@aws-sdk/client-dynamodb';
import type { RecordDocument, RecordWrite } from '../../data/creator-records/records-port';

/** The model tables' names, from the function's environment (amplify/backend.ts sets `<MODEL>_TABLE`). */
export function tableOf(model: string): string {
  const name = process.env[`${model.toUpperCase()}_TABLE`];
  if (!name) throw new Error(`No table configured for ${model} (${model.toUpperCase()}_TABLE).`);
  return name;
}

/**
 * The item as stored: a null attribute is left out. AppSync answers a missing attribute as null
 * all the same, and DynamoDB refuses NULL as an index key (a HiddenRecord's `cascadeOf` or
 * `profileId`), which failed every hideRecord on AWS.
 */
export function itemOf(model: string, doc: RecordDocument): Record<string, unknown> {
  return Object.fromEntries(Object.entries({ __typename: model, ...doc }).filter(([, value]) => value !== null));
}

/** One write as a TransactWriteItems entry, with the condition the records port promises. */
export function toTransactItem(write: RecordWrite): Partial<Record<keyof TransactWriteItem, unknown>> {
  const TableName = tableOf(write.model);
  switch (write.kind) {
    case 'create':
      return { Put: { TableName, Item: itemOf(write.model, write.doc), ConditionExpression: 'attribute_not_exists(id)' } };
    case 'put':
      return write.expectUpdatedAt
        ? {
            Put: {
              TableName,
              Item: itemOf(write.model, write.doc),
              ConditionExpression: 'updatedAt = :expected',
              ExpressionAttributeValues: { ':expected': write.expectUpdatedAt },
            },
          }
        : { Put: { TableName, Item: itemOf(write.model, write.doc) } };
    case 'delete':
      return { Delete: { TableName, Key: { id: write.id } } };
  }
}
