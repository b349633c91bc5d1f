import Link from 'next/link';
import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import { briefPath } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery } from '@/lib/content/briefs/brief-filters';
import { BriefMeta } from './brief-meta';

const NO_FILTERS = { category: null, tag: null, warfareTag: null, page: 1 };

/** A brief teaser: still, category, title, summary and the small facts. */
export function BriefCard({ brief, headingLevel: Heading = 'h3', lazy = true }: { brief: BriefSummary; headingLevel?: 'h2' | 'h3'; lazy?: boolean }) {
  const href = briefPath(brief.slug);
  const category = brief.categories[0];
  return (
    <article className="brief-card">
      <Link href={href} className="brief-card-media" tabIndex={-1} aria-hidden="true">
        {brief.thumbnail ? <img src={brief.thumbnail} alt="" width={1280} height={720} loading={lazy ? 'lazy' : undefined} decoding="async" /> : null}
        {brief.isFeatured ? <span className="brief-badge">Featured</span> : null}
      </Link>
      <div className="brief-card-body">
        {category ? (
          <Link href={`/briefs${briefFiltersQuery(NO_FILTERS, { category })}`} className="brief-card-category">
            {category}
          </Link>
        ) : null}
        <Heading className="brief-card-title">
          <Link href={href}>{brief.title}</Link>
        </Heading>
        {brief.description ? <p className="brief-card-excerpt">{brief.description}</p> : null}
        <BriefMeta brief={brief} />
      </div>
    </article>
  );
}
