import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import { BriefCard } from './brief-card';

/** Brief cards in a responsive grid (1, 2 then 3 columns); the first row loads eagerly. */
export function BriefGrid({ briefs, headingLevel = 'h3', eagerCount = 3 }: { briefs: readonly BriefSummary[]; headingLevel?: 'h2' | 'h3'; eagerCount?: number }) {
  return (
    <div className="brief-grid">
      {briefs.map((brief, index) => (
        <BriefCard key={brief.id} brief={brief} headingLevel={headingLevel} lazy={index >= eagerCount} />
      ))}
    </div>
  );
}
