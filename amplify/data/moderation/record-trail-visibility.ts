import type { EvidenceFilesPort } from '../creator-records/evidence-files-port';
import type { RecordDocument, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { withheldKeyOf } from '../creator-records/trail-limits';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from '../creator-records/trail-records';
import { TRAIL_RECORD_MODELS, type TrailRecordModel } from '../enums';
import { HIDDEN_MODEL, PUBLISHED_REPLY_MODEL, VERIFICATION_STEP_MODEL } from './moderation-records';

/**
 * A record's trail follows the record's visibility (issue 43): the public items of a ban's or
 * report's story — appeal events, evidence items with their sealed files, verification steps,
 * published replies — leave their public tables with the record when it is hidden and come back
 * with it, in the same commit. So every door that reads those tables (get, list, each index,
 * filters, relations, counts; the bucket's GET, HEAD, list and presigned URLs) stops answering
 * them at once, on both platforms, with no check of its own. Moderators' own records about it
 * (RecordReply, RecordReport) were never public and stay.
 */
export const PUBLIC_TRAIL_MODELS = [APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, VERIFICATION_STEP_MODEL, PUBLISHED_REPLY_MODEL] as const;

/** A sealed file to move so that it follows its item: out of the public prefix on hide, back on restore. */
export interface FileMove {
  from: string;
  to: string;
}

export interface TrailChange {
  writes: RecordWrite[];
  files: FileMove[];
}

const isTrailRecordModel = (model: string): model is TrailRecordModel => (TRAIL_RECORD_MODELS as readonly string[]).includes(model);

function fileMoveOf(item: RecordDocument, direction: 'withhold' | 'release'): FileMove | null {
  const fileKey = typeof item.fileKey === 'string' ? item.fileKey : null;
  const withheld = fileKey ? withheldKeyOf(fileKey) : null;
  if (!fileKey || !withheld) return null;
  return direction === 'withhold' ? { from: fileKey, to: withheld } : { from: withheld, to: fileKey };
}

/**
 * What hiding a record does to its trail: each public item becomes a HiddenRecord filed under the
 * record's own (`cascadeOf`), and each sealed file moves where only moderators read. Nothing for
 * a record of a model without a trail.
 */
export async function hideTrailOf(
  port: RecordsPort,
  model: string,
  recordId: string,
  hiddenRecordOf: (trailModel: string, item: RecordDocument) => RecordDocument,
): Promise<TrailChange> {
  if (!isTrailRecordModel(model)) return { writes: [], files: [] };
  const recordKey = recordKeyOf(model, recordId);
  const trails = await Promise.all(PUBLIC_TRAIL_MODELS.map(async (trailModel) => ({ trailModel, items: await port.listByIndex(trailModel, 'recordKey', recordKey) })));
  const change: TrailChange = { writes: [], files: [] };
  for (const { trailModel, items } of trails) {
    for (const item of items) {
      change.writes.push({ kind: 'delete', model: trailModel, id: item.id }, { kind: 'create', model: HIDDEN_MODEL, doc: hiddenRecordOf(trailModel, item) });
      const move = fileMoveOf(item, 'withhold');
      if (move) change.files.push(move);
    }
  }
  return change;
}

/** What restoring a record does to its trail: every item hidden with it goes back as it was, its files with it. */
export async function restoreTrailOf(port: RecordsPort, model: string, recordId: string): Promise<TrailChange> {
  if (!isTrailRecordModel(model)) return { writes: [], files: [] };
  const change: TrailChange = { writes: [], files: [] };
  for (const hidden of await port.listByIndex(HIDDEN_MODEL, 'cascadeOf', recordKeyOf(model, recordId))) {
    const item = JSON.parse(String(hidden.record)) as RecordDocument;
    change.writes.push({ kind: 'create', model: String(hidden.model), doc: item }, { kind: 'delete', model: HIDDEN_MODEL, id: hidden.id });
    const move = fileMoveOf(item, 'release');
    if (move) change.files.push(move);
  }
  return change;
}

/**
 * Moves the files, then commits; when the commit fails, the files go back where they were. Files
 * move first so that a hidden record's file is never public after its record left (on restore
 * the file is public a moment before its record, which the moderator is bringing back anyway).
 */
export async function commitWithFiles(port: RecordsPort, files: EvidenceFilesPort, writes: readonly RecordWrite[], moves: readonly FileMove[]): Promise<void> {
  const moved: FileMove[] = [];
  try {
    for (const move of moves) if (await files.move(move.from, move.to)) moved.push(move);
    await port.commit(writes);
  } catch (error) {
    for (const move of moved.reverse()) await files.move(move.to, move.from).catch(() => undefined);
    throw error;
  }
}
