import { isPictureReference, pictureUrlOf } from './picture-reference';
import type { StorageTarget } from './storage-target';

/**
 * A ban's or a shadowban report's `evidence` is one text field (SPEC §3). A picture uploaded as
 * evidence travels in it as a last line holding its reference, under whatever the creator wrote,
 * so text and links keep working as they did and older records need no change.
 */
export type EvidenceParts = { text: string; picture: string | null };

export function splitEvidence(evidence: string | null | undefined): EvidenceParts {
  const value = evidence ?? '';
  const lastLineAt = value.lastIndexOf('\n');
  const lastLine = value.slice(lastLineAt + 1);
  if (!isPictureReference(lastLine)) return { text: value, picture: null };
  return { text: lastLineAt === -1 ? '' : value.slice(0, lastLineAt), picture: lastLine.trim() };
}

/** The inverse of splitEvidence: the text exactly as typed (a trailing line break included), then the picture. */
export function joinEvidence(text: string, picture: string | null): string {
  if (!picture) return text;
  return text ? `${text}\n${picture}` : picture;
}

/** An evidence picture as a page shows it: a display-size variant, linking to the picture itself. */
export type EvidencePicture = { src: string; href: string };

/** A record's evidence for a public page: its text, and its picture when it has one the site can show. */
export function readEvidence(evidence: string | null | undefined, target: StorageTarget | null): { text: string; picture: EvidencePicture | null } {
  const { text, picture } = splitEvidence(evidence);
  const src = pictureUrlOf(picture, target, 'w640');
  const href = pictureUrlOf(picture, target);
  return { text: text.trim(), picture: src && href ? { src, href } : null };
}
