import Link from 'next/link';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import type { BriefFacets } from '@/lib/content/briefs/brief-facets';
import { BRIEFS_FEED_PATH, BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { hasActiveFilters, type BriefFilters } from '@/lib/content/briefs/brief-filters';
import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import type { PageOf } from '@/lib/content/briefs/paginate';
import { BriefFilterForm } from './brief-filter-form';
import { BriefGrid } from './brief-grid';
import { BriefPagination } from './brief-pagination';

/** /briefs: the filters, how many briefs match, one page of cards and the page links. */
export function BriefListing({ result, filters, facets }: { result: PageOf<BriefSummary>; filters: BriefFilters; facets: BriefFacets }) {
  const isFiltered = hasActiveFilters(filters);
  return (
    <>
      <BreadcrumbBanner title="Briefs" />
      <section className="media-section brief-listing">
        <div className="container-xl">
          <p className="section-lead">
            Short, plain briefs on platform bans, restrictions and shadowbans, newest first.{' '}
            <a href={BRIEFS_FEED_PATH} className="brief-feed-link">
              <i className="bi bi-rss" aria-hidden="true" /> RSS feed
            </a>
          </p>
          <BriefFilterForm filters={filters} facets={facets} />
          <p className="brief-result-count" role="status">
            {result.totalItems === 1 ? '1 brief' : `${result.totalItems} briefs`}
            {isFiltered ? ' match these filters' : ' published'}
            {result.totalPages > 1 ? ` · page ${result.page} of ${result.totalPages}` : ''}
          </p>
          {result.items.length > 0 ? (
            <BriefGrid briefs={result.items} headingLevel="h2" />
          ) : (
            <div className="brief-empty">
              <p>No published brief matches these filters.</p>
              <Link href={BRIEFS_PATH} className="btn btn-outline-primary">
                Show every brief
              </Link>
            </div>
          )}
          <BriefPagination filters={filters} totalPages={result.totalPages} />
        </div>
      </section>
    </>
  );
}
