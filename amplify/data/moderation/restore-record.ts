import { readRequiredText, type Args } from '../creator-records/input-checks';
import { BAN_MODEL, profileTotalsWrite, SHADOWBAN_MODEL } from '../creator-records/profile-totals-write';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { CLAIM_MODEL, claimIdOf, claimOf } from '../creator-records/unique-claims';
import type { EvidenceFilesPort } from '../creator-records/evidence-files-port';
import { auditEntry } from './audit-entry';
import { readInBatches, TRAIL_READS_AT_ONCE } from './in-batches';
import { commitWithFiles, restoreTrailOf, type FileMove } from './record-trail-visibility';
import { readModeratedModel } from './hide-record';
import { HIDDEN_MODEL, hiddenIdOf } from './moderation-records';

function recordOf(hidden: RecordDocument): RecordDocument {
  return JSON.parse(String(hidden.record)) as RecordDocument;
}

/**
 * restoreRecord – puts a hidden record back as it was (a profile with what was hidden with it,
 * and its username if nobody took it meanwhile). A record hidden with its profile comes back
 * with the profile, not alone; a ban or report brings back its trail and evidence files. The audit
 * log keeps the act and its reason.
 */
export async function restoreRecord(port: RecordsPort, files: EvidenceFilesPort, moderator: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const model = readModeratedModel(args);
  const id = readRequiredText(args, 'id', 128);
  const reason = readRequiredText(args, 'reason', 1000);
  const hidden = await port.get(HIDDEN_MODEL, hiddenIdOf(model, id));
  if (!hidden) throw new RecordRuleError('NotFound', `${model} ${id} is not hidden.`);
  if (hidden.cascadeOf) throw new RecordRuleError('BadRequest', `${model} ${id} was hidden with its profile: restore the profile.`);
  const now = clock.now.toISOString();
  const record = recordOf(hidden);
  const writes: RecordWrite[] = [{ kind: 'create', model, doc: record }, { kind: 'delete', model: HIDDEN_MODEL, id: hidden.id }];
  const fileMoves: FileMove[] = [];
  const addTrail = (trail: Awaited<ReturnType<typeof restoreTrailOf>>) => {
    writes.push(...trail.writes);
    fileMoves.push(...trail.files);
  };
  addTrail(await restoreTrailOf(port, model, id));
  if (model === 'Profile') {
    const username = String(record.username);
    const claim = await port.get(CLAIM_MODEL, claimIdOf('username', username));
    if (claim && claim.recordId !== record.id) throw new RecordRuleError('Conflict', `The username ${username} was taken meanwhile: the profile cannot come back under it.`);
    if (!claim) writes.push({ kind: 'create', model: CLAIM_MODEL, doc: claimOf('username', username, record.id, now) });
    const children = await port.listByIndex(HIDDEN_MODEL, 'cascadeOf', hidden.id);
    // The trails are read a batch at a time (a prolific profile has hundreds); each is listed after its record.
    const trails = await readInBatches(children, TRAIL_READS_AT_ONCE, (child) => restoreTrailOf(port, String(child.model), String(child.recordId)));
    children.forEach((child, index) => {
      writes.push({ kind: 'create', model: String(child.model), doc: recordOf(child) });
      writes.push({ kind: 'delete', model: HIDDEN_MODEL, id: child.id });
      addTrail(trails[index]);
    });
  }
  if ((model === BAN_MODEL || model === SHADOWBAN_MODEL) && typeof record.profileId === 'string') {
    const profile = await port.get('Profile', record.profileId);
    if (profile) writes.push(await profileTotalsWrite(port, profile, now, { model, upsert: record }));
  }
  writes.push(auditEntry(moderator, clock, { action: 'RESTORE', model, recordId: id, reason }));
  await commitWithFiles(port, files, writes, fileMoves);
  return record;
}
