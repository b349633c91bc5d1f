import { TRAIL_RECORD_MODELS, type TrailRecordModel } from '../enums';
import { hiddenIdOf } from '../moderation/moderation-records';
import { readOneOf, readRequiredText, type Args } from './input-checks';
import { anonymousUpdatedAt, isAnonymised } from './anonymous-records';
import { findOwnRecord, requireProfileOf } from './profile-of-caller';
import { RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordDocument, RecordsPort, RecordWrite } from './records-port';

/** The trail models a creator writes (amplify/data/models/record-trail-models.ts). */
export const APPEAL_EVENT_MODEL = 'AppealEvent';
export const EVIDENCE_ITEM_MODEL = 'EvidenceItem';

/** A ban's or report's trail items share its key, `<model>#<id>`: the same key a hidden record gets. */
export const recordKeyOf = (model: TrailRecordModel, id: string): string => hiddenIdOf(model, id);

/** The day a record's restriction began (a ban's dateOfBan, a report's date); appeal events cannot precede it. */
export function recordDateOf(model: TrailRecordModel, record: RecordDocument): string | null {
  const value = model === 'PlatformBan' ? record.dateOfBan : record.date;
  return typeof value === 'string' && value ? value : null;
}

export interface OwnTrailRecord {
  model: TrailRecordModel;
  record: RecordDocument;
  profile: RecordDocument;
  recordKey: string;
}

/** The record named by `recordModel` and `recordId`, which must be on the caller's own profile. */
export async function requireOwnTrailRecord(port: RecordsPort, caller: RecordCaller, args: Args): Promise<OwnTrailRecord> {
  const model = readOneOf(args, 'recordModel', TRAIL_RECORD_MODELS, { isRequired: true }) as TrailRecordModel;
  const id = readRequiredText(args, 'recordId', 128);
  return requireOwnRecordOf(port, caller, model, id);
}

export async function requireOwnRecordOf(port: RecordsPort, caller: RecordCaller, model: TrailRecordModel, id: string): Promise<OwnTrailRecord> {
  const profile = await requireProfileOf(port, caller);
  const found = await findOwnRecord(port, [model], id, profile);
  if (!found) throw new RecordRuleError('NotFound', `No ${model} ${id} on your profile.`);
  return { model, record: found.doc, profile, recordKey: recordKeyOf(model, id) };
}

/**
 * The record with server-set fields changed, as a write that only lands while the record is as
 * read: so two trail writes, or a trail write and the creator's own save, never lose each other's
 * change (the loser gets a Conflict and reads again). An anonymised record's updatedAt shows its day.
 */
export function recordUpdate(model: TrailRecordModel, record: RecordDocument, changes: Record<string, unknown>, now: string): Extract<RecordWrite, { kind: 'put' }> {
  return {
    kind: 'put',
    model,
    doc: { ...record, ...changes, updatedAt: isAnonymised(record) ? anonymousUpdatedAt(now, record.updatedAt) : now },
    expectUpdatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : null,
  };
}
