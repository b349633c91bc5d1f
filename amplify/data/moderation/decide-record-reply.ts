import { readBoolean, readRequiredText, readText, type Args } from '../creator-records/input-checks';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { auditEntry } from './audit-entry';
import { MODERATOR_NOTE_MAX, PUBLISHED_REPLY_MODEL, REPLY_MODEL } from './moderation-records';
import { readTrailRecord } from './trail-record';
import { moderatorUsernameOf, requireModerator } from './require-moderator';

/** What the public reads of a published reply: never the contact address, nor who decided. */
function publishedOf(reply: RecordDocument, now: string): RecordDocument {
  return {
    // The reply's own id: publishing twice would be a second create of it, which the store refuses.
    id: reply.id,
    recordKey: reply.recordKey,
    recordModel: reply.recordModel,
    recordId: reply.recordId,
    authorName: reply.authorName,
    authorRole: reply.authorRole,
    body: reply.body,
    submittedAt: reply.submittedAt,
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * decideRecordReply – a moderator publishes a pending reply beside its record (a PublishedReply,
 * which the public reads) or declines it with a reason (kept on the RecordReply, which only
 * moderators read). Once only: a decided reply stays decided. The audit log keeps the act.
 */
export async function decideRecordReply(port: RecordsPort, caller: RecordCaller | null, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const moderator = requireModerator(caller);
  const id = readRequiredText(args, 'id', 128);
  const publish = readBoolean(args, 'publish');
  if (publish === null) throw badRequest('publish is required.');
  const reason = readText(args, 'reason', { isRequired: !publish, maxLength: MODERATOR_NOTE_MAX });
  const reply = await port.get(REPLY_MODEL, id);
  if (!reply) throw new RecordRuleError('NotFound', `No reply ${id}.`);
  if (reply.status !== 'PENDING') throw new RecordRuleError('Conflict', `Reply ${id} was ${String(reply.status).toLowerCase()} already.`);
  // As for a verification step: nothing is added to a hidden record's public story (nor announced) until it is restored.
  if (publish) await readTrailRecord(port, { recordModel: reply.recordModel, recordId: reply.recordId });

  const now = clock.now.toISOString();
  const decided: RecordDocument = {
    ...reply,
    status: publish ? 'PUBLISHED' : 'DECLINED',
    decidedBy: moderatorUsernameOf(moderator),
    decidedAt: now,
    declineReason: publish ? null : reason,
    updatedAt: now,
  };
  const writes: RecordWrite[] = [{ kind: 'put', model: REPLY_MODEL, doc: decided, expectUpdatedAt: String(reply.updatedAt) }];
  if (publish) writes.push({ kind: 'create', model: PUBLISHED_REPLY_MODEL, doc: publishedOf(reply, now) });
  writes.push(
    auditEntry(moderator, clock, {
      action: publish ? 'PUBLISH_REPLY' : 'DECLINE_REPLY',
      model: String(reply.recordModel),
      recordId: String(reply.recordId),
      reason,
      detail: `Reply ${id} by ${String(reply.authorName)}`,
    }),
  );
  await port.commit(writes);
  return decided;
}
