import { isWebUrl } from '@/lib/content/profiles/web-url';
import type { EvidencePicture } from '@/lib/storage/evidence-picture';

export const CREATOR_NOTE_LABEL = 'Creator’s note:';
export const UNSEALED_PICTURE_LABEL = 'Unsealed picture (attached before files were sealed as evidence items; no SHA-256, not counted as evidence)';

/**
 * A record's own `evidence` text (SPEC §3) as what it is: the creator's note, a link when it is one
 * web address, plain text otherwise (never HTML). Evidence proper is the sealed items the
 * permalink lists and counts; a picture an older record carries with the note says it is not one.
 */
export function CreatorNote({ text, picture, className }: { text: string; picture: EvidencePicture | null; className: string }) {
  const note = text.trim();
  if (!note && !picture) return null;
  return (
    <div className={className}>
      {note ? (
        <p className="mb-0">
          <span className="record-note-label">{CREATOR_NOTE_LABEL}</span>{' '}
          {isWebUrl(note) ? (
            <a href={note} rel="nofollow noopener noreferrer" target="_blank">
              {note}
            </a>
          ) : (
            note
          )}
        </p>
      ) : null}
      {picture ? (
        <figure className="record-unsealed-picture mb-0">
          <a className="evidence-picture" href={picture.href} target="_blank" rel="noopener noreferrer" title="Open the full-size picture">
            <img src={picture.src} alt="Picture attached to the creator’s note" loading="lazy" decoding="async" />
          </a>
          <figcaption className="small text-muted-theme">{UNSEALED_PICTURE_LABEL}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
