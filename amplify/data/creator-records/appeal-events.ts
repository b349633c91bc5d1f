import { APPEAL_EVENT_KINDS, APPEAL_STATUS_AFTER_EVENT, type AppealEventKind, type AppealStatus, type TrailRecordModel } from '../enums';
import { readDate, readOneOf, readRequiredText, readText, type Args } from './input-checks';
import { requireProfileOf } from './profile-of-caller';
import { badRequest, RecordRuleError } from './record-rule-error';
import { BAN_MODEL, profileTotalsWrite, type RecordChange } from './profile-totals-write';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { retryOnConflict } from './retry-on-conflict';
import { APPEAL_EVENTS_PER_RECORD, APPEAL_NOTE_MAX } from './trail-limits';
import { APPEAL_EVENT_MODEL, recordDateOf, recordUpdate, requireOwnRecordOf, requireOwnTrailRecord } from './trail-records';
import { isAnonymised, trailStampOf } from './anonymous-records';


/** A record's events, read from its recordKey index: at most APPEAL_EVENTS_PER_RECORD exist. */
export const listAppealEvents = (port: RecordsPort, recordKey: string) => port.listByIndex(APPEAL_EVENT_MODEL, 'recordKey', recordKey);

/**
 * The appealStatus a record's events leave it in: the latest event's, by its date, then by when it
 * was entered (two events on one day keep the order the creator gave them). With no events left
 * the record goes back to NONE: what it said before its first event is not kept, and a status the
 * events no longer support would be a claim nobody dated.
 */
export function appealStatusOf(events: readonly RecordDocument[]): AppealStatus {
  const latest = [...events].sort((a, b) => String(a.date).localeCompare(String(b.date)) || String(a.createdAt).localeCompare(String(b.createdAt))).at(-1);
  return latest ? APPEAL_STATUS_AFTER_EVENT[latest.kind as AppealEventKind] ?? 'NONE' : 'NONE';
}

/**
 * The record as an event leaves it: its appealStatus; and a ban restored on appeal is no longer
 * active (lifted on the day of the event unless it already has an end), so its profile's totals
 * change in the same commit (an anonymised ban is not in them).
 */
async function recordAfterEvent(port: RecordsPort, profile: RecordDocument, model: TrailRecordModel, record: RecordDocument, appealStatus: AppealStatus, date: string, now: string): Promise<RecordWrite[]> {
  const isLifted = model === BAN_MODEL && appealStatus === 'RESTORED' && record.isActive === true;
  if (!isLifted) return [recordUpdate(model, record, { appealStatus }, now)];
  const lifted = recordUpdate(model, record, { appealStatus, isActive: false, endDate: typeof record.endDate === 'string' && record.endDate ? record.endDate : date }, now);
  // The profile's totals never count an anonymised record: its profile stays untouched.
  if (isAnonymised(record)) return [lifted];
  const change: RecordChange = record.profileId === profile.id ? { model: BAN_MODEL, upsert: lifted.doc } : { model: BAN_MODEL, removeId: record.id };
  return [lifted, await profileTotalsWrite(port, profile, now, change)];
}

/** addMyAppealEvent – a dated step of the appeal against one of the caller's bans or reports; its appealStatus follows. */
export async function addMyAppealEvent(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const kind = readOneOf(args, 'kind', APPEAL_EVENT_KINDS, { isRequired: true }) as AppealEventKind;
  const date = readDate(args, 'date', { isRequired: true, notAfter: clock.now }) as string;
  const note = readText(args, 'note', { maxLength: APPEAL_NOTE_MAX });
  const id = clock.newId();
  return retryOnConflict(async () => {
    const { model, record, profile, recordKey } = await requireOwnTrailRecord(port, caller, args);
    const since = recordDateOf(model, record);
    if (since && date < since) throw badRequest(`date cannot be before the ${model === 'PlatformBan' ? 'ban' : 'report'}'s own date (${since}).`);
    const events = await listAppealEvents(port, recordKey);
    if (events.length >= APPEAL_EVENTS_PER_RECORD) {
      throw badRequest(`A record keeps at most ${APPEAL_EVENTS_PER_RECORD} appeal events: remove one before adding another.`);
    }
    const now = clock.now.toISOString();
    const stamp = trailStampOf(record, now);
    const event: RecordDocument = {
      id,
      recordKey,
      recordModel: model,
      recordId: record.id,
      profileId: profile.id,
      kind,
      date,
      note,
      owner: caller.owner,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const appealStatus = appealStatusOf([...events, event]);
    await port.commit([{ kind: 'create', model: APPEAL_EVENT_MODEL, doc: event }, ...(await recordAfterEvent(port, profile, model, record, appealStatus, date, now))]);
    return event;
  });
}

/** deleteMyAppealEvent – removes one of the caller's events; the record's appealStatus follows the events left. */
export async function deleteMyAppealEvent(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const id = readRequiredText(args, 'id', 128);
  return retryOnConflict(async () => {
    const profile = await requireProfileOf(port, caller);
    const event = await port.get(APPEAL_EVENT_MODEL, id);
    if (!event) throw new RecordRuleError('NotFound', `No appeal event ${id}.`);
    if (event.profileId !== profile.id) throw new RecordRuleError('Unauthorized', `Not Authorized to change appeal event ${id}: it is on another creator's record.`);
    const { model, record, recordKey } = await requireOwnRecordOf(port, caller, event.recordModel as TrailRecordModel, String(event.recordId));
    const left = (await listAppealEvents(port, recordKey)).filter((other) => other.id !== id);
    const now = clock.now.toISOString();
    await port.commit([{ kind: 'delete', model: APPEAL_EVENT_MODEL, id }, recordUpdate(model, record, { appealStatus: appealStatusOf(left) }, now)]);
    return event;
  });
}
