import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { figuresTableName } from '../shared/figure-items';
import { applyAppealChange, applyRecordChange, BatchReads, readAhead, type RecordChange } from './apply-change';
import { backfillFigures, type BackfillAnswer, type BackfillPosition } from './backfill';
import { modelOfStreamArn } from './stream-models';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });

type StreamImage = Parameters<typeof unmarshall>[0];

/**
 * The public tables' DynamoDB streams (NEW_AND_OLD_IMAGES): each record's change moves the
 * figures the statistics pages read (figure-items.ts), in order within a batch. An error fails the
 * batch, which Lambda retries; stream records applied already are skipped, so nothing counts twice.
 * The batch's items in the figures table are read together first (BatchReads), not record by record.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<void>;
export async function handler(event: { backfill: BackfillPosition }, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<BackfillAnswer>;
export async function handler(event: DynamoDBStreamEvent | { backfill: BackfillPosition }, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void | BackfillAnswer> {
  const table = figuresTableName();
  // An operator's invocation (docs/deploy-aws.md): the records written before the streams, a part at a time.
  if ('backfill' in event) return backfillFigures(client, table, event.backfill ?? {}, Date.now() + (context ? context.getRemainingTimeInMillis() - 20_000 : 60_000));
  // The batch's changes in order, a record changed more than once by its last change only: what it
  // adds follows from its image now, so the earlier ones would only be subtracted again.
  const changes: ({ kind: 'record'; sequence: string } & RecordChange | { kind: 'appeal'; recordKey: string })[] = [];
  const last = new Map<string, number>();
  for (const record of event.Records) {
    const model = modelOfStreamArn(record.eventSourceARN ?? '');
    const change = record.dynamodb;
    if (!model || !change) continue;
    const image = (value: unknown) => (value ? unmarshall(value as StreamImage) : null);
    const newImage = record.eventName === 'REMOVE' ? null : image(change.NewImage);
    if (model === 'AppealEvent') {
      const keys = new Set([image(change.OldImage)?.recordKey, newImage?.recordKey].filter((key): key is string => typeof key === 'string'));
      for (const recordKey of keys) changes.push({ kind: 'appeal', recordKey });
      continue;
    }
    const id = image(change.Keys)?.id;
    if (typeof id !== 'string' || !change.SequenceNumber) continue;
    last.set(`${model}#${id}`, changes.length);
    changes.push({ kind: 'record', model, id, image: newImage, sequence: change.SequenceNumber });
  }
  const applied = changes.filter((change, index) => change.kind === 'appeal' || last.get(`${change.model}#${change.id}`) === index);
  const reads = new BatchReads();
  const recordChanges = applied.filter((change) => change.kind === 'record');
  if (recordChanges.length > 0) await readAhead(client, table, recordChanges, reads);
  for (const change of applied) {
    if (change.kind === 'appeal') await applyAppealChange(client, table, change.recordKey, reads);
    else await applyRecordChange(client, table, change.model, change.id, change.image, change.sequence, reads);
  }
}
