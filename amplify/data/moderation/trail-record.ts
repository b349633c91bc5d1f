import { TRAIL_RECORD_MODELS, type TrailRecordModel } from '../enums';
import { readOneOf, readRequiredText, type Args } from '../creator-records/input-checks';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordDocument, RecordsPort } from '../creator-records/records-port';
import { HIDDEN_MODEL, hiddenIdOf } from './moderation-records';

export interface TrailRecord {
  recordModel: TrailRecordModel;
  recordId: string;
  /** `<model>#<id>`: the key every trail item of the record is filed under. */
  recordKey: string;
  record: RecordDocument;
}

/**
 * The public ban or shadowban report a verification step or a reply is about (arguments
 * `recordModel`, `recordId`). A hidden record is off every public door, so nothing is added to
 * its story until a moderator restores it.
 */
export async function readTrailRecord(port: RecordsPort, args: Args): Promise<TrailRecord> {
  const recordModel = readOneOf(args, 'recordModel', TRAIL_RECORD_MODELS, { isRequired: true }) as TrailRecordModel;
  const recordId = readRequiredText(args, 'recordId', 128);
  const recordKey = hiddenIdOf(recordModel, recordId);
  const record = await port.get(recordModel, recordId);
  if (record) return { recordModel, recordId, recordKey, record };
  const isHidden = Boolean(await port.get(HIDDEN_MODEL, recordKey));
  throw new RecordRuleError('NotFound', isHidden ? `${recordModel} ${recordId} is hidden by a moderator.` : `No ${recordModel} ${recordId}.`);
}
