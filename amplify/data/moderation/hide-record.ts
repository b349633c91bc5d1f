import { readRequiredText, type Args } from '../creator-records/input-checks';
import { anonymousRecordsOf, authorOfAnonymous } from '../creator-records/anonymous-records';
import { BAN_MODEL, profileTotalsWrite, SHADOWBAN_MODEL } from '../creator-records/profile-totals-write';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { CLAIM_MODEL, claimIdOf } from '../creator-records/unique-claims';
import type { EvidenceFilesPort } from '../creator-records/evidence-files-port';
import { auditEntry } from './audit-entry';
import { readInBatches, TRAIL_READS_AT_ONCE } from './in-batches';
import { commitWithFiles, hideTrailOf, type FileMove } from './record-trail-visibility';
import { HIDDEN_MODEL, hiddenIdOf, MODERATED_MODELS, PROFILE_CHILD_MODELS, REPORT_MODEL, type ModeratedModel } from './moderation-records';

export function readModeratedModel(args: Args): ModeratedModel {
  const model = Object.hasOwn(args, 'model') ? args.model : undefined;
  if (typeof model !== 'string' || !(MODERATED_MODELS as readonly string[]).includes(model)) {
    throw badRequest(`model must be one of ${MODERATED_MODELS.join(', ')}.`);
  }
  return model as ModeratedModel;
}

/**
 * The HiddenRecord of a record taken down; `owner` lets its owner read it, with the reason. An
 * anonymised record is filed under its author's profile (`profileId`, which only its owner and
 * moderators read), so its creator finds it among their hidden records.
 */
export function hiddenOf(
  model: string,
  record: RecordDocument,
  fields: { reason: string; moderator: string; now: string; cascadeOf: string | null; profileId?: string | null },
): RecordDocument {
  return {
    id: hiddenIdOf(model, record.id),
    model,
    recordId: record.id,
    record: JSON.stringify(record),
    reason: fields.reason,
    hiddenBy: fields.moderator,
    hiddenAt: fields.now,
    cascadeOf: fields.cascadeOf,
    owner: typeof record.owner === 'string' ? record.owner : null,
    profileId: fields.profileId ?? (typeof record.profileId === 'string' ? record.profileId : model === 'Profile' ? record.id : null),
    createdAt: fields.now,
    updatedAt: fields.now,
  };
}

/** The open reports about a record, closed as acted on. */
async function closeReports(port: RecordsPort, model: string, id: string, moderator: RecordCaller, now: string): Promise<RecordWrite[]> {
  const reports = await port.listByIndex(REPORT_MODEL, 'recordKey', hiddenIdOf(model, id));
  return reports
    .filter((report) => report.status === 'OPEN')
    .map((report) => ({ kind: 'put', model: REPORT_MODEL, doc: { ...report, status: 'ACTIONED', resolvedBy: moderator.owner, resolvedAt: now, updatedAt: now } }));
}

/**
 * hideRecord – takes a record off every public door at once, with a reason its owner sees. A
 * profile takes its briefs, bans and reports with it and gives up its username (the creator it
 * impersonated may take the name); a ban or report takes its trail and its evidence files
 * (record-trail-visibility.ts), and hidden alone leaves its profile's totals recomputed without
 * it. Open reports about the record are closed; the audit log keeps the act.
 */
export async function hideRecord(port: RecordsPort, files: EvidenceFilesPort, moderator: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const model = readModeratedModel(args);
  const id = readRequiredText(args, 'id', 128);
  const reason = readRequiredText(args, 'reason', 1000);
  const record = await port.get(model, id);
  if (!record) {
    const hidden = await port.get(HIDDEN_MODEL, hiddenIdOf(model, id));
    throw new RecordRuleError(hidden ? 'Conflict' : 'NotFound', hidden ? `${model} ${id} is hidden already.` : `No ${model} ${id}.`);
  }
  const now = clock.now.toISOString();
  const author = record.isAnonymous === true ? await authorOfAnonymous(port, model, id) : null;
  const hidden = hiddenOf(model, record, { reason, moderator: moderator.owner, now, cascadeOf: null, profileId: author });
  const writes: RecordWrite[] = [{ kind: 'delete', model, id }, { kind: 'create', model: HIDDEN_MODEL, doc: hidden }];
  const fileMoves: FileMove[] = [];
  // A ban's or report's trail is filed under it, so it comes back when the record does (alone or with its profile).
  const trailOf = (recordModel: string, recordId: string, cascadeOf: string) =>
    hideTrailOf(port, recordModel, recordId, (trailModel, item) => hiddenOf(trailModel, item, { reason, moderator: moderator.owner, now, cascadeOf }));
  const addTrail = (trail: Awaited<ReturnType<typeof trailOf>>) => {
    writes.push(...trail.writes);
    fileMoves.push(...trail.files);
  };
  addTrail(await trailOf(model, id, hidden.id));
  if (model === 'Profile') {
    for (const childModel of PROFILE_CHILD_MODELS) {
      // Its anonymised records go with it too: its private authorship entries name them.
      const named = await port.listByIndex(childModel, 'profileId', id);
      const anonymised = childModel === 'Brief' ? [] : await anonymousRecordsOf(port, id, childModel);
      const children = [...named, ...anonymised];
      // The trails are read a batch at a time (a prolific profile has hundreds); each is listed after its record.
      const trails = await readInBatches(children, TRAIL_READS_AT_ONCE, (child) => trailOf(childModel, child.id, hiddenIdOf(childModel, child.id)));
      children.forEach((child, index) => {
        writes.push({ kind: 'delete', model: childModel, id: child.id });
        writes.push({ kind: 'create', model: HIDDEN_MODEL, doc: hiddenOf(childModel, child, { reason, moderator: moderator.owner, now, cascadeOf: hidden.id, profileId: id }) });
        addTrail(trails[index]);
      });
    }
    writes.push({ kind: 'delete', model: CLAIM_MODEL, id: claimIdOf('username', String(record.username)) });
  }
  if ((model === BAN_MODEL || model === SHADOWBAN_MODEL) && typeof record.profileId === 'string') {
    const profile = await port.get('Profile', record.profileId);
    if (profile) writes.push(await profileTotalsWrite(port, profile, now, { model, removeId: id }));
  }
  writes.push(...(await closeReports(port, model, id, moderator, now)));
  writes.push(auditEntry(moderator, clock, { action: 'HIDE', model, recordId: id, reason }));
  await commitWithFiles(port, files, writes, fileMoves);
  return hidden;
}
