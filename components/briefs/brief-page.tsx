import { JsonLd } from '@/components/seo/json-ld';
import { RecordView } from '@/components/views/record-view';
import type { BriefDetail, BriefSummary } from '@/lib/content/briefs/brief-types';
import { AuthorCard } from './author-card';
import { BriefArticle } from './brief-article';
import { BriefReadTracker } from './brief-read-tracker';
import { RelatedBriefs } from './related-briefs';

/** /briefs/[slug]: the article beside its author, related briefs below; counts the view and the read. */
export function BriefPage({ brief, related, jsonLd }: { brief: BriefDetail; related: BriefSummary[]; jsonLd: Record<string, unknown> }) {
  return (
    <div className="container-xl brief-page">
      <JsonLd data={jsonLd} />
      <RecordView model="Brief" id={brief.id} slug={brief.slug} />
      <BriefReadTracker slug={brief.slug} />
      <div className="brief-layout">
        <BriefArticle brief={brief} />
        <AuthorCard author={brief.author} />
      </div>
      <RelatedBriefs briefs={related} />
    </div>
  );
}
