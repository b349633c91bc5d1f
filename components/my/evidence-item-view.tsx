import { EVIDENCE_FILE_TYPES } from '@/amplify/data/creator-records/trail-limits';
import type { MyEvidenceItem } from '@/lib/content/my/my-trail-store';
import { formatBytes, shortHash } from '@/lib/content/my/trail-forms';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import { browserPictureHost } from '@/lib/storage/browser-picture-host';
import { storedPictureUrl } from '@/lib/storage/picture-reference';

const PICTURE_TYPES: ReadonlySet<string> = new Set(EVIDENCE_FILE_TYPES.filter((type) => type.startsWith('image/')));
/** Enough of a pasted text to recognise it; the public page shows it whole. */
const TEXT_PREVIEW = 280;

type EvidenceItemViewProps = {
  item: MyEvidenceItem;
  /** Its number in the record's list (1 for the first submitted). */
  number: number;
  /** The number of the later item that corrects it, if any. */
  correctedBy: number | null;
  /** The number of the item it corrects, if any. */
  corrects: number | null;
};

/** One submitted evidence item as its creator sees it: what it is, its size, hash and date, and how it stands among corrections. */
export function EvidenceItemView({ item, number, correctedBy, corrects }: EvidenceItemViewProps) {
  const target = browserPictureHost();
  const fileUrl = item.fileKey && target ? storedPictureUrl(target, { key: item.fileKey }) : null;
  const text = item.text ?? '';
  return (
    <div className="evidence-item">
      <p className="record-trail-line">
        <strong>Item {number}</strong> <span className="standing-badge standing-neutral">{item.kind === 'FILE' ? 'File' : 'Text'}</span>
        {correctedBy !== null && <span className="standing-badge standing-limited">Superseded by item {correctedBy}</span>}
        {corrects !== null && <span className="standing-badge standing-neutral">Corrects item {corrects}</span>}
      </p>
      {item.kind === 'FILE' ? (
        <p className="record-trail-note">
          {fileUrl ? (
            <a href={fileUrl} target="_blank" rel="noopener noreferrer">
              {item.fileName ?? 'The file'}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            item.fileName
          )}
          {fileUrl && PICTURE_TYPES.has(item.contentType) && (
            <img className="evidence-preview" src={fileUrl} alt={`Evidence item ${number}: ${item.fileName ?? 'picture'}`} loading="lazy" />
          )}
        </p>
      ) : (
        <blockquote className="record-trail-note evidence-text">{text.length > TEXT_PREVIEW ? `${text.slice(0, TEXT_PREVIEW)}…` : text}</blockquote>
      )}
      <p className="record-summary-meta">
        {formatBytes(item.size)} · {item.contentType} · submitted <time dateTime={item.submittedAt}>{formatDay(item.submittedAt)}</time> · SHA-256{' '}
        <code title={item.sha256} aria-label={`SHA-256 ${item.sha256}`}>
          {shortHash(item.sha256)}…
        </code>
      </p>
    </div>
  );
}
