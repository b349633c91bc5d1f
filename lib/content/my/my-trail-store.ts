import type { AppealEventKind, TrailRecordModel } from '@/amplify/data/enums';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { Schema } from '@/lib/data/schema';
import { AS_OWNER, readAllPages, savedOrThrow } from './my-api';

/**
 * A record's trail as its creator edits it on /me (issue 18): appeal events (added, removed) and
 * evidence items (only ever added). Reads go by the record's key, `<model>#<id>`; writes through
 * the creator mutations, which check the record is the caller's. The rules cap a record at 30
 * events and 50 items, so reading them whole is bounded.
 */
export type MyAppealEvent = Schema['AppealEvent']['type'];
export type MyEvidenceItem = Schema['EvidenceItem']['type'];
export type TrailRecord = { model: TrailRecordModel; id: string };

export const trailKeyOf = ({ model, id }: TrailRecord) => `${model}#${id}`;

/** Oldest first: by the day it happened, then by when it was entered (as the rules order them). */
export async function listMyAppealEvents(client: BrowserDataClient, record: TrailRecord): Promise<MyAppealEvent[]> {
  const events = await readAllPages<MyAppealEvent>((nextToken) =>
    client.models.AppealEvent.listAppealEventByRecordKeyAndDate({ recordKey: trailKeyOf(record) }, { ...AS_OWNER, nextToken }),
  );
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
}

export async function addMyAppealEvent(client: BrowserDataClient, record: TrailRecord, input: { kind: AppealEventKind; date: string; note: string | null }): Promise<MyAppealEvent> {
  return savedOrThrow(await client.mutations.addMyAppealEvent({ recordModel: record.model, recordId: record.id, ...input }, AS_OWNER), 'appeal event');
}

export async function deleteMyAppealEvent(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.mutations.deleteMyAppealEvent({ id }, AS_OWNER), 'removed appeal event');
}

/** In the order they were submitted. */
export async function listMyEvidence(client: BrowserDataClient, record: TrailRecord): Promise<MyEvidenceItem[]> {
  const items = await readAllPages<MyEvidenceItem>((nextToken) =>
    client.models.EvidenceItem.listEvidenceItemByRecordKeyAndSubmittedAt({ recordKey: trailKeyOf(record) }, { ...AS_OWNER, nextToken }),
  );
  return items.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

type Submission = { text: string } | { file: File; onProgress?: (percent: number) => void };

/** Pasted text, or a file (uploaded first); `supersedes` names the item it corrects. */
export async function submitMyEvidence(client: BrowserDataClient, record: TrailRecord, submission: Submission, supersedes?: string): Promise<MyEvidenceItem> {
  // The S3 client is a large bundle: loaded only when a file is sent.
  const content =
    'file' in submission
      ? { uploadKey: await (await import('./upload-evidence-file')).uploadEvidenceFile(submission.file, submission.onProgress) }
      : { text: submission.text };
  const answer = await client.mutations.submitMyEvidence({ recordModel: record.model, recordId: record.id, ...content, supersedes }, AS_OWNER);
  return savedOrThrow(answer, 'evidence item');
}
