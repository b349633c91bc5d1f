import { MODERATOR_VERIFICATION_LEVELS, VERIFICATION_SOURCES, type VerificationSource } from '../enums';
import { readOneOf, readRequiredText, readWebUrl, type Args } from '../creator-records/input-checks';
import { badRequest } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { retryOnConflict } from '../creator-records/retry-on-conflict';
import { recordUpdate } from '../creator-records/trail-records';
import { auditEntry } from './audit-entry';
import { CONFIRMING_SOURCES, MODERATOR_NOTE_MAX, VERIFICATION_SOURCE_URL_MAX, VERIFICATION_STEP_MODEL } from './moderation-records';
import { moderatorUsernameOf, requireModerator } from './require-moderator';
import { readTrailRecord } from './trail-record';

function readStep(args: Args) {
  const level = readOneOf(args, 'level', MODERATOR_VERIFICATION_LEVELS, { isRequired: true });
  const note = readRequiredText(args, 'note', MODERATOR_NOTE_MAX);
  const source = readOneOf(args, 'source', VERIFICATION_SOURCES);
  const sourceUrl = readWebUrl(args, 'sourceUrl', { maxLength: VERIFICATION_SOURCE_URL_MAX });
  if ((level === 'CORROBORATED' || level === 'CONFIRMED') && !source) throw badRequest(`source is required for ${level}: say what the step rests on.`);
  if (level === 'CONFIRMED' && !CONFIRMING_SOURCES.includes(source as VerificationSource)) {
    throw badRequest("CONFIRMED needs the platform's notice or its own statement as source (PLATFORM_NOTICE or PLATFORM_STATEMENT).");
  }
  return { level, note, source, sourceUrl };
}

/**
 * setRecordVerification – a moderator puts a ban or shadowban report on a step of the ladder
 * (CORROBORATED, CONFIRMED or DISPUTED), saying on what. Any of the three at any time: each is a
 * new VerificationStep beside the earlier ones (never changed or deleted, so the record's history
 * shows every step, who took it and when), the record's `verification` follows the newest, and
 * the audit log keeps the act; all in one commit.
 */
export async function setRecordVerification(port: RecordsPort, caller: RecordCaller | null, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const moderator = requireModerator(caller);
  const step = readStep(args);
  const now = clock.now.toISOString();
  const stepId = clock.newId();
  // A creator's save or an evidence item landing meanwhile changes the record: read it again.
  return retryOnConflict(async () => {
    const { recordModel, recordId, recordKey, record } = await readTrailRecord(port, args);
    const doc: RecordDocument = { id: stepId, recordKey, recordModel, recordId, ...step, byRole: 'MODERATOR', by: moderatorUsernameOf(moderator), at: now, createdAt: now, updatedAt: now };
    await port.commit([
      { kind: 'create', model: VERIFICATION_STEP_MODEL, doc },
      recordUpdate(recordModel, record, { verification: step.level }, now),
      auditEntry(moderator, clock, { action: 'VERIFY', model: recordModel, recordId, reason: step.note, detail: [step.level, step.source].filter(Boolean).join(' · ') }),
    ]);
    return doc;
  });
}
