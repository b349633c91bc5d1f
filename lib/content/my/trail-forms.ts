import { APPEAL_NOTE_MAX, EVIDENCE_FILE_MAX_BYTES, EVIDENCE_TEXT_MAX, isEvidenceFileType } from '@/amplify/data/creator-records/trail-limits';
import { APPEAL_EVENT_KINDS, APPEAL_EVENT_LABELS, type AppealEventKind } from '@/amplify/data/enums';
import type { FieldErrors } from '@/lib/validation/validate-fields';
import { dateError, lengthError, requiredError } from './field-rules';

/**
 * The /me forms of a record's trail (issue 18): an appeal event, and pasted or uploaded evidence.
 * The same limits as the rules (amplify/data/creator-records/), checked before anything is sent.
 */
export const APPEAL_EVENT_OPTIONS = APPEAL_EVENT_KINDS.map((value) => ({ value, label: APPEAL_EVENT_LABELS[value] }));

export type AppealEventField = 'kind' | 'date' | 'note';
export type AppealEventValues = Record<AppealEventField, string>;

export const emptyAppealEvent = (today: string): AppealEventValues => ({ kind: '', date: today, note: '' });

/** `since` is the record's own date: an appeal cannot come before the restriction. */
export function validateAppealEvent(values: AppealEventValues, today: string, since: string | null): FieldErrors<AppealEventField> {
  const kindError = (APPEAL_EVENT_KINDS as readonly string[]).includes(values.kind) ? undefined : 'Choose what happened';
  const date = values.date.trim();
  const beforeRecord = since && !dateError(date, today) && date < since ? `The date cannot be before the record's own date (${since})` : undefined;
  return { kind: kindError, date: dateError(date, today) ?? beforeRecord, note: lengthError(values.note, APPEAL_NOTE_MAX, 'the note') };
}

export function toAppealEventInput(values: AppealEventValues): { kind: AppealEventKind; date: string; note: string | null } {
  const note = values.note.trim();
  return { kind: values.kind as AppealEventKind, date: values.date.trim(), note: note || null };
}

export type EvidenceTextField = 'text';

export function validateEvidenceText(values: Record<EvidenceTextField, string>): FieldErrors<EvidenceTextField> {
  return { text: requiredError(values.text) ?? (values.text.length > EVIDENCE_TEXT_MAX ? `Please keep the text under ${EVIDENCE_TEXT_MAX} characters` : undefined) };
}

export const EVIDENCE_FILE_HINT = `A PNG, JPEG, WebP or GIF picture, or a PDF, of at most ${EVIDENCE_FILE_MAX_BYTES / 1024 / 1024} MB.`;

/** Why a chosen file cannot be evidence, or null when it can (the server checks its bytes again). */
export function evidenceFileError(file: { type: string; size: number } | null): string | null {
  if (!file) return 'Choose a file first';
  if (!isEvidenceFileType(file.type)) return `This kind of file cannot be evidence. ${EVIDENCE_FILE_HINT}`;
  if (file.size === 0) return 'This file is empty';
  if (file.size > EVIDENCE_FILE_MAX_BYTES) return `This file is too large. ${EVIDENCE_FILE_HINT}`;
  return null;
}

/** Which later item corrects each item (by id): an item's `supersedes` names the one it replaces. */
export function supersededByOf(items: readonly { id: string; supersedes?: string | null }[]): ReadonlyMap<string, string> {
  return new Map(items.filter((item) => item.supersedes).map((item) => [item.supersedes as string, item.id]));
}

/** A hash short enough to read aloud and compare: its first 12 hex digits. */
export const shortHash = (sha256: string) => sha256.slice(0, 12);

/** A size as people read it: bytes, KB or MB. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
