/**
 * What a creator may add to a record's trail (issue 18), shared by the rules (appeal-events.ts,
 * submit-my-evidence.ts) and the /me forms, which check before sending. Plain code: the site's
 * bundle imports it.
 */
export const APPEAL_NOTE_MAX = 1000;
export const APPEAL_EVENTS_PER_RECORD = 30;

export const EVIDENCE_TEXT_MAX = 20_000;
export const EVIDENCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_ITEMS_PER_RECORD = 50;

/** Pictures browsers show safely (no SVG: it can carry scripts) and PDF, by their first bytes. */
export const EVIDENCE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];

/** Where a creator uploads a file before submitting it: their own identity's folder (amplify/storage/access.ts). */
export const EVIDENCE_UPLOAD_PREFIX = 'evidence-uploads/';
/** Where the server keeps the sealed copy, which no client may write: `evidence-items/<item id>/<name>`. */
export const EVIDENCE_ITEM_PREFIX = 'evidence-items/';
/**
 * Where a sealed file waits while its record is hidden: only moderators read there
 * (amplify/storage/access.ts), so the file leaves every public door with its record.
 */
export const WITHHELD_EVIDENCE_PREFIX = 'withheld-evidence/';

/** The key a sealed file is kept under while its record is hidden, or null for a key not under evidence-items/. */
export function withheldKeyOf(fileKey: string): string | null {
  return fileKey.startsWith(EVIDENCE_ITEM_PREFIX) ? WITHHELD_EVIDENCE_PREFIX + fileKey.slice(EVIDENCE_ITEM_PREFIX.length) : null;
}
/**
 * The metadata an evidence upload carries, naming the user-pool sub of its uploader (the S3
 * header x-amz-meta-owner-sub). On AWS the function cannot map a sub to an identity-pool id, so it
 * trusts this instead: only a folder's own identity may write in it, so a key in someone else's
 * folder never carries the caller's sub.
 */
export const EVIDENCE_OWNER_METADATA = 'owner-sub';

export const isEvidenceFileType = (value: string): value is EvidenceFileType => (EVIDENCE_FILE_TYPES as readonly string[]).includes(value);

/** A file name safe in a key and a download: letters, digits, dot, dash, underscore; at most 100 characters. */
export function safeEvidenceFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-{2,}/g, '-');
  return cleaned.slice(-100) || 'evidence';
}

/** The evidence upload key for a file: the identity's folder and a name that does not collide. */
export function evidenceUploadKey(identityId: string, fileName: string, unique: string): string {
  return `${EVIDENCE_UPLOAD_PREFIX}${identityId}/${unique}${UNIQUE_PART_END}${safeEvidenceFileName(fileName)}`;
}

/** Ends the unique part an upload's name starts with (a unique part never holds it). */
const UNIQUE_PART_END = '--';

/** The name the creator's file had, without the unique part its upload key added. */
export function uploadedFileNameOf(keyName: string): string {
  const end = keyName.indexOf(UNIQUE_PART_END);
  return end > 0 && end + UNIQUE_PART_END.length < keyName.length ? keyName.slice(end + UNIQUE_PART_END.length) : keyName;
}

/** What a file's first bytes say it is, among the allowed types; null for anything else. */
export function sniffEvidenceType(head: Uint8Array): EvidenceFileType | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  if (starts(ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** How many first bytes sniffEvidenceType needs. */
export const EVIDENCE_SNIFF_BYTES = 16;
