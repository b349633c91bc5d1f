import { SectionHeader } from '@/components/media/section-header';
import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { BriefGrid } from './brief-grid';

/** Briefs to read next, under the article. */
export function RelatedBriefs({ briefs }: { briefs: readonly BriefSummary[] }) {
  if (briefs.length === 0) return null;
  return (
    <section className="media-section brief-related" aria-labelledby="related-briefs-title">
      <SectionHeader id="related-briefs-title" title="Related briefs" href={BRIEFS_PATH} linkLabel="All briefs" />
      <BriefGrid briefs={briefs} eagerCount={0} />
    </section>
  );
}
