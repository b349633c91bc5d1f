import { CreatorNote } from '@/components/records/creator-note';
import type { EvidencePicture } from '@/lib/storage/evidence-picture';

/** A record's `evidence` text on a profile: the creator's note (evidence items are on its permalink). */
export function EvidenceText({ evidence, picture }: { evidence: string; picture: EvidencePicture | null }) {
  return <CreatorNote text={evidence} picture={picture} className="record-evidence" />;
}
