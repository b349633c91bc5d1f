import { isWebUrl } from '@/lib/content/profiles/web-url';
import type { EvidencePicture } from '@/lib/storage/evidence-picture';
import { EvidencePictureLink } from './evidence-picture-link';

/**
 * A record's evidence: a link when the text is one web address, plain text otherwise (never
 * HTML), and the picture uploaded with it under the text.
 */
export function EvidenceText({ evidence, picture }: { evidence: string; picture: EvidencePicture | null }) {
  const text = evidence.trim();
  if (!text && !picture) return null;
  return (
    <p className="record-evidence">
      <span className="record-evidence-label">Evidence: </span>
      {isWebUrl(text) ? (
        <a href={text} rel="nofollow noopener noreferrer" target="_blank">
          {text}
        </a>
      ) : (
        text
      )}
      {picture && <EvidencePictureLink picture={picture} />}
    </p>
  );
}
