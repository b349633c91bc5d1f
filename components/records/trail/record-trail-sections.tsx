import type { RecordTrail } from '@/lib/content/records/read-record-trail';
import type { RecordVerification } from '@/lib/content/records/record-verification';
import { AppealTimeline } from './appeal-timeline';
import { EvidenceItems } from './evidence-items';
import { PublishedReplies } from './published-replies';
import { VerificationHistory } from './verification-history';

type RecordTrailSectionsProps = {
  trail: RecordTrail;
  verification: RecordVerification;
  start: string | null;
  end: string | null;
};

/** The whole story of a record on its permalink: verification, restriction and appeal, evidence, replies. */
export function RecordTrailSections({ trail, verification, start, end }: RecordTrailSectionsProps) {
  return (
    <div className="record-story">
      <VerificationHistory verification={verification} steps={trail.verificationSteps} hasMore={trail.hasMore.verificationSteps} />
      <AppealTimeline start={start} end={end} events={trail.appealEvents} />
      <EvidenceItems items={trail.evidence} />
      <PublishedReplies replies={trail.replies} hasMore={trail.hasMore.replies} />
    </div>
  );
}
