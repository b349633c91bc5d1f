import type { EvidencePicture } from '@/lib/storage/evidence-picture';

/** An evidence picture at a readable size, opening the full picture in a new tab. */
export function EvidencePictureLink({ picture }: { picture: EvidencePicture }) {
  return (
    <a className="evidence-picture" href={picture.href} target="_blank" rel="noopener noreferrer" title="Open the full-size picture">
      <img src={picture.src} alt="Evidence picture" loading="lazy" decoding="async" />
    </a>
  );
}
