import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableOf } from '../shared/dynamodb-records-port';
import type { Item } from '../shared/figure-facts';
import { applyAppealChange, applyRecordChange, BatchReads, readAhead } from './apply-change';
import { FIGURE_SOURCE_MODELS } from './stream-models';

/**
 * The figures of records written before the streams fed the aggregator (a deployment onto tables
 * that already hold records): every record of the source tables applied as if its stream said
 * INSERT, at a sequence number below any a stream gives, so a record the stream has already
 * carried keeps what the stream said, and one that changes during the backfill ends as its stream
 * record says. Running it again changes nothing. Resumable: it stops near `deadline` and answers
 * where to go on from (amplify/backend.ts's operator invokes the aggregator with it until done).
 */

/** Below every sequence number a DynamoDB stream gives (decimal strings of 21 digits and more). */
export const BACKFILL_SEQUENCE = '0';

export type BackfillPosition = { model?: string; cursor?: string };
export type BackfillAnswer = { done: true; records: number } | { done: false; records: number; next: { model: string; cursor?: string } };

const PAGE = 100;

const encode = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decode(cursor: string): Record<string, unknown> {
  const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new Error('backfill: the cursor is not one a backfill answered.');
  return key as Record<string, unknown>;
}

export async function backfillFigures(client: DynamoDBDocumentClient, figuresTable: string, from: BackfillPosition, deadline: number): Promise<BackfillAnswer> {
  let index = from.model === undefined ? 0 : FIGURE_SOURCE_MODELS.findIndex((model) => model === from.model);
  if (index < 0) throw new Error(`backfill: model must be one of ${FIGURE_SOURCE_MODELS.join(', ')}.`);
  let cursor = from.cursor ? decode(from.cursor) : undefined;
  let records = 0;
  while (index < FIGURE_SOURCE_MODELS.length) {
    const model = FIGURE_SOURCE_MODELS[index];
    const page = await client.send(new ScanCommand({ TableName: tableOf(model), Limit: PAGE, ExclusiveStartKey: cursor, ConsistentRead: true }));
    const items = (page.Items ?? []) as Item[];
    if (model === 'AppealEvent') {
      const keys = new Set(items.map((event) => event.recordKey).filter((key): key is string => typeof key === 'string'));
      for (const recordKey of keys) await applyAppealChange(client, figuresTable, recordKey);
    } else {
      // The page's items in the figures table read together (BatchReads), as a stream batch's are.
      const changes = items.flatMap((item) => (typeof item.id === 'string' ? [{ model, id: item.id, image: item }] : []));
      const reads = new BatchReads();
      if (changes.length > 0) await readAhead(client, figuresTable, changes, reads);
      for (const change of changes) await applyRecordChange(client, figuresTable, model, change.id, change.image, BACKFILL_SEQUENCE, reads);
    }
    records += items.length;
    cursor = page.LastEvaluatedKey;
    if (!cursor) index += 1;
    if (index < FIGURE_SOURCE_MODELS.length && Date.now() >= deadline)
      return { done: false, records, next: { model: FIGURE_SOURCE_MODELS[index], ...(cursor ? { cursor: encode(cursor) } : {}) } };
  }
  return { done: true, records };
}
