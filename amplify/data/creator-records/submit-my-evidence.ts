import { createHash } from 'node:crypto';
import type { VerificationLevel } from '../enums';
import type { EvidenceFilesPort } from './evidence-files-port';
import {
  EVIDENCE_FILE_MAX_BYTES,
  EVIDENCE_FILE_TYPES,
  EVIDENCE_ITEM_PREFIX,
  EVIDENCE_ITEMS_PER_RECORD,
  EVIDENCE_TEXT_MAX,
  isEvidenceFileType,
  safeEvidenceFileName,
  uploadedFileNameOf,
  sniffEvidenceType,
  type EvidenceFileType,
} from './trail-limits';
import { parseEvidenceUploadKey } from './evidence-upload-key';
import { readText, type Args } from './input-checks';
import { badRequest, RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { retryOnConflict } from './retry-on-conflict';
import { VERIFICATION_STEP_MODEL } from '../moderation/moderation-records';
import { EVIDENCE_ITEM_MODEL, recordUpdate, requireOwnTrailRecord, type OwnTrailRecord } from './trail-records';
import { trailStampOf } from './anonymous-records';

/** What an item holds of its content: the text or the sealed file, with its hash. */
type EvidenceContent = {
  kind: 'TEXT' | 'FILE';
  text: string | null;
  fileKey: string | null;
  fileName: string | null;
  sha256: string;
  size: number;
  contentType: string;
};

const FILE_TYPE_NAMES = 'PNG, JPEG, WebP or GIF pictures, or PDF';

/** The pasted text exactly as sent (its hash is of these bytes), refused when it holds nothing but spaces. */
function readEvidenceText(args: Args): string | null {
  const value = Object.hasOwn(args, 'text') ? args.text : undefined;
  if (typeof value !== 'string' || !value.trim()) return null;
  if (value.length > EVIDENCE_TEXT_MAX) throw badRequest(`text must be at most ${EVIDENCE_TEXT_MAX} characters.`);
  return value;
}

function textContent(text: string): EvidenceContent {
  const bytes = Buffer.from(text, 'utf8');
  return {
    kind: 'TEXT',
    text,
    fileKey: null,
    fileName: null,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    contentType: 'text/plain; charset=utf-8',
  };
}

/** What an anonymised record's file is called in public: its own name might be the creator's (`anika-notice.png`). */
export const ANONYMOUS_FILE_NAMES: Readonly<Record<EvidenceFileType, string>> = {
  'image/png': 'evidence.png',
  'image/jpeg': 'evidence.jpg',
  'image/webp': 'evidence.webp',
  'image/gif': 'evidence.gif',
  'application/pdf': 'evidence.pdf',
};

/**
 * Copies the caller's upload where no client may write, hashed; refuses anyone else's upload and
 * anything but the allowed types. For an anonymised record the file takes a plain name.
 */
async function sealUpload(files: EvidenceFilesPort, caller: RecordCaller, uploadKey: string, itemId: string, isAnonymous: boolean): Promise<EvidenceContent> {
  const { identityId, fileName: keyName } = parseEvidenceUploadKey(uploadKey);
  const notYours = () => new RecordRuleError('Unauthorized', 'uploadKey must name a file you uploaded to your own evidence-uploads folder.');
  if ((await files.isIdentityOf(identityId, caller.sub)) === false) throw notYours();
  const upload = await files.findUpload(uploadKey);
  if (!upload) throw new RecordRuleError('NotFound', `No upload at ${uploadKey}: upload the file again.`);
  if (upload.ownerSub !== caller.sub) throw notYours();
  if (!isEvidenceFileType(upload.contentType)) throw badRequest(`Evidence files must be ${FILE_TYPE_NAMES} (${EVIDENCE_FILE_TYPES.join(', ')}).`);
  if (upload.size === 0) throw badRequest('The uploaded file is empty.');
  if (upload.size > EVIDENCE_FILE_MAX_BYTES) throw badRequest(`Evidence files must be at most ${EVIDENCE_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  const fileName = isAnonymous ? ANONYMOUS_FILE_NAMES[upload.contentType] : safeEvidenceFileName(uploadedFileNameOf(keyName));
  const fileKey = `${EVIDENCE_ITEM_PREFIX}${itemId}/${fileName}`;
  const sealed = await files.seal(uploadKey, fileKey, { contentType: upload.contentType, maxBytes: EVIDENCE_FILE_MAX_BYTES });
  if (!sealed) throw new RecordRuleError('NotFound', `No upload at ${uploadKey}: upload the file again.`);
  // The type the uploader claimed must be what the bytes are: the public page serves them as that.
  if (sniffEvidenceType(sealed.head) !== upload.contentType) {
    await files.remove(fileKey);
    throw badRequest(`The file's contents are not ${upload.contentType}: evidence files must be ${FILE_TYPE_NAMES}.`);
  }
  return { kind: 'FILE', text: null, fileKey, fileName, sha256: sealed.sha256, size: sealed.size, contentType: upload.contentType };
}

/**
 * The record's items so far, refusing a 51st and a `supersedes` that is not an uncorrected item
 * of the same record. The stored count is read too: an index read may lag a just-made item.
 */
async function countItemsWithRoom(port: RecordsPort, own: OwnTrailRecord, supersedes: string | null): Promise<number> {
  const items = await port.listByIndex(EVIDENCE_ITEM_MODEL, 'recordKey', own.recordKey);
  const count = Math.max(items.length, typeof own.record.evidenceItems === 'number' ? own.record.evidenceItems : 0);
  if (count >= EVIDENCE_ITEMS_PER_RECORD) throw badRequest(`A record keeps at most ${EVIDENCE_ITEMS_PER_RECORD} evidence items.`);
  if (supersedes !== null) {
    const target = await port.get(EVIDENCE_ITEM_MODEL, supersedes);
    if (target?.recordKey !== own.recordKey) throw badRequest('supersedes must name an evidence item of this record.');
    const correction = items.find((item) => item.supersedes === supersedes);
    if (correction) throw badRequest(`Evidence item ${supersedes} is already corrected by item ${correction.id}: correct that one instead.`);
  }
  return count;
}

/** The hashes the record carries already, oldest first (lists and the open data read them from the record). */
const hashesOf = (record: RecordDocument): string[] =>
  Array.isArray(record.evidenceSha256) ? record.evidenceSha256.filter((hash): hash is string => typeof hash === 'string') : [];

/**
 * The writes of one submission: the item, the record's count (and its first ladder step when it
 * was only self-reported, with the step that says so), all in one commit.
 */
function submissionWrites(own: OwnTrailRecord, item: RecordDocument, count: number, clock: RecordClock, now: string): RecordWrite[] {
  const level = own.record.verification as VerificationLevel | null | undefined;
  const climbs = level === undefined || level === null || level === 'SELF_REPORTED';
  const writes: RecordWrite[] = [
    { kind: 'create', model: EVIDENCE_ITEM_MODEL, doc: item },
    recordUpdate(own.model, own.record, { evidenceItems: count + 1, evidenceSha256: [...hashesOf(own.record), item.sha256], ...(climbs ? { verification: 'EVIDENCE_ATTACHED' } : {}) }, now),
  ];
  if (climbs) {
    const stamp = trailStampOf(own.record, now);
    const step = { id: clock.newId(), recordKey: own.recordKey, recordModel: own.model, recordId: own.record.id, level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR', at: stamp, createdAt: stamp, updatedAt: stamp };
    writes.push({ kind: 'create', model: VERIFICATION_STEP_MODEL, doc: step });
  }
  return writes;
}

/**
 * submitMyEvidence – pasted text or an uploaded file as evidence for one of the caller's records,
 * with its SHA-256; never changed afterwards (no operation updates or deletes an item; a
 * correction is a new item naming the one it `supersedes`). A file is copied to
 * `evidence-items/<item id>/`, which no client may write, hashed as copied, and its upload deleted.
 */
export async function submitMyEvidence(port: RecordsPort, files: EvidenceFilesPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const text = readEvidenceText(args);
  const uploadKey = readText(args, 'uploadKey', { maxLength: 400 });
  if ((text === null) === (uploadKey === null)) throw badRequest('Give exactly one of text (pasted evidence) or uploadKey (an uploaded file).');
  const supersedes = readText(args, 'supersedes', { maxLength: 128 });
  // Checked before the copy, so a refused submission copies nothing; checked again as committed.
  const checked = await requireOwnTrailRecord(port, caller, args);
  await countItemsWithRoom(port, checked, supersedes);

  const itemId = clock.newId();
  const content = text !== null ? textContent(text) : await sealUpload(files, caller, uploadKey as string, itemId, checked.record.isAnonymous === true);
  let item: RecordDocument;
  try {
    item = await retryOnConflict(async () => {
      const own = await requireOwnTrailRecord(port, caller, args);
      const count = await countItemsWithRoom(port, own, supersedes);
      const now = clock.now.toISOString();
      const stamp = trailStampOf(own.record, now);
      const doc: RecordDocument = {
        id: itemId,
        recordKey: own.recordKey,
        recordModel: own.model,
        recordId: own.record.id,
        profileId: own.profile.id,
        ...content,
        submittedAt: stamp,
        supersedes,
        owner: caller.owner,
        createdAt: stamp,
        updatedAt: stamp,
      };
      await port.commit(submissionWrites(own, doc, count, clock, now));
      return doc;
    });
  } catch (error) {
    // No item names the sealed copy: it goes with the refused submission.
    if (content.fileKey) await files.remove(content.fileKey).catch(() => undefined);
    throw error;
  }
  // The upload has served; its sealed copy is the evidence. A failure here leaves only the
  // caller's own upload behind, which they may delete, so the submission still stands.
  if (uploadKey !== null) await files.remove(uploadKey).catch(() => undefined);
  return item;
}
