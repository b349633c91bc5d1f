import Link from 'next/link';
import type { StreamCatalogueData } from '@/lib/content/streams/load-stream-catalogue';
import { hasActiveFilters, STATUS_CHOICES, streamFiltersQuery } from '@/lib/content/streams/stream-filters';
import { StreamCard } from './stream-card';
import { StreamFilterForm } from './stream-filter-form';
import { StreamPagination } from './stream-pagination';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** The catalogue: filters, one page of the matching streams with their true number, or a clear empty state. */
export function StreamCatalogue({ filters, streams, total, window, facets }: StreamCatalogueData) {
  const isFiltered = hasActiveFilters(filters);
  const statusLabel = STATUS_CHOICES.find((choice) => choice.value === filters.status)?.label ?? '';
  return (
    <div className="media-page stream-catalogue">
      <section className="media-section">
        <div className="container-xl">
          <StreamFilterForm key={streamFiltersQuery(filters, { page: 1 })} filters={filters} facets={facets} canClear={isFiltered} />
          <p className="stream-result-count" role="status">
            {total === 1 ? '1 stream' : `${COUNT_FORMAT.format(total)} streams`} · {statusLabel}
            {filters.search ? <> matching “{filters.search}”</> : null}
          </p>
          {streams.length ? (
            <div className="media-grid media-grid-landscape stream-grid">
              {streams.map((stream, index) => (
                <StreamCard key={stream.id} stream={stream} lazy={index >= 4} />
              ))}
            </div>
          ) : (
            <div className="empty-state">
              <i className="bi bi-camera-reels" aria-hidden="true" />
              <p>No stream matches these filters.</p>
              <Link href="/streams" className="btn btn-outline-primary btn-sm">
                Show every stream now streaming
              </Link>
            </div>
          )}
          <StreamPagination filters={filters} window={window} />
        </div>
      </section>
    </div>
  );
}
