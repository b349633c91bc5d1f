import type { RecordCaller, RecordClock, RecordDocument, RecordWrite } from '../creator-records/records-port';
import { ACTION_LOG, ACTION_MODEL, type ModerationActionKind } from './moderation-records';

/** One line of the audit log: who did what to which record, when and why. Only the rules write it. */
export function auditEntry(
  moderator: RecordCaller,
  clock: RecordClock,
  entry: { action: ModerationActionKind; model: string; recordId: string; reason: string | null; detail?: string },
): RecordWrite {
  const now = clock.now.toISOString();
  const doc: RecordDocument = {
    id: clock.newId(),
    log: ACTION_LOG,
    at: now,
    action: entry.action,
    model: entry.model,
    recordId: entry.recordId,
    reason: entry.reason,
    detail: entry.detail ?? null,
    moderatorSub: moderator.sub,
    moderator: moderator.owner,
    createdAt: now,
    updatedAt: now,
  };
  return { kind: 'create', model: ACTION_MODEL, doc };
}
