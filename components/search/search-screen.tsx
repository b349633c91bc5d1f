import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import type { SearchOutcome } from '@/lib/content/search/run-search';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/** /search: the form, and the results or what is wrong with the address. */
export function SearchScreen({ outcome }: { outcome: SearchOutcome }) {
  return (
    <>
      <BreadcrumbBanner title="Search" />
      <section className="media-section search-page">
        <div className="container-xl">
          <SearchForm query={outcome.status === 'found' ? outcome.page.query : (outcome.query ?? null)} />
          {outcome.status === 'invalid' ? (
            // data-retry-after: an answer that asks to try again soon is never kept by the server's page cache.
            <p className="search-error" role="alert" data-retry-after={outcome.retryAfterSeconds}>
              {outcome.message}
            </p>
          ) : null}
          {outcome.status === 'found' ? <SearchResults page={outcome.page} /> : null}
        </div>
      </section>
    </>
  );
}
