import type { DataModel } from '../declaration/data-model';
import { DataApiError } from './data-api-error';

/** DynamoDB's bounds on a key's value, in bytes of UTF-8: a partition key's, and a sort key's. */
export const PARTITION_KEY_MAX_BYTES = 2048;
export const SORT_KEY_MAX_BYTES = 1024;

/**
 * Refuses a write whose key values DynamoDB would refuse: the record's id past 2,048 bytes, an
 * index's partition key past 2,048 or one of its sort keys past 1,024, answered as AppSync passes
 * DynamoDB's ValidationException on (its words, `of2048` included). Checked before anything is
 * read or written. Locally the keys are btree index entries, which PostgreSQL cannot hold past
 * ~2.7 KB: a 300,000-character id or slug failed the write as an InternalFailure.
 */
export function refuseOversizedKeys(model: DataModel, input: Record<string, unknown>, requestId: string): void {
  const bytesOf = (field: string) => {
    const value = Object.hasOwn(input, field) ? input[field] : undefined;
    return typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : 0;
  };
  const refuse = (detail: string) =>
    new DataApiError(
      'DynamoDB:DynamoDbException',
      `One or more parameter values were invalid: ${detail} (Service: DynamoDb, Status Code: 400, Request ID: ${requestId})`,
    );
  if (bytesOf(model.primaryKey) > PARTITION_KEY_MAX_BYTES)
    throw refuse(`Size of hashkey has exceeded the maximum size limit of${PARTITION_KEY_MAX_BYTES} bytes`);
  for (const index of model.indexes) {
    const keys = [
      { field: index.partitionKey, max: PARTITION_KEY_MAX_BYTES },
      ...index.sortKeys.map((field) => ({ field, max: SORT_KEY_MAX_BYTES })),
    ];
    for (const { field, max } of keys) {
      const size = bytesOf(field);
      if (size > max) throw refuse(`Size limit exceeded for Index Key ${field} Actual Size: ${size} bytes Max Size: ${max} bytes IndexName: ${index.name}`);
    }
  }
}
