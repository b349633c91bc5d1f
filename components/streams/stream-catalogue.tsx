import Link from 'next/link';
import { listStreamFacets } from '@/lib/content/streams/list-stream-facets';
import { listStreams } from '@/lib/content/streams/list-streams';
import { hasActiveFilters, STATUS_CHOICES, type StreamFilters } from '@/lib/content/streams/stream-filters';
import { StreamCard } from './stream-card';
import { StreamFilterForm } from './stream-filter-form';
import { StreamPagination } from './stream-pagination';

export const STREAMS_PER_PAGE = 12;

/** The catalogue: filters, the matching streams a page at a time, or a clear empty state. */
export async function StreamCatalogue({ filters }: { filters: StreamFilters }) {
  const { page, ...query } = filters;
  const [streams, facets] = await Promise.all([listStreams(query), listStreamFacets()]);
  const pageCount = Math.max(1, Math.ceil(streams.length / STREAMS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = streams.slice((current - 1) * STREAMS_PER_PAGE, current * STREAMS_PER_PAGE);
  const isFiltered = hasActiveFilters(filters);
  const statusLabel = STATUS_CHOICES.find((choice) => choice.value === filters.status)?.label ?? '';
  return (
    <div className="media-page stream-catalogue">
      <section className="media-section">
        <div className="container-xl">
          <StreamFilterForm key={JSON.stringify(query)} filters={filters} facets={facets} canClear={isFiltered} />
          <p className="stream-result-count" role="status">
            {streams.length === 1 ? '1 stream' : `${streams.length} streams`} · {statusLabel}
            {filters.search ? <> matching “{filters.search}”</> : null}
          </p>
          {shown.length ? (
            <div className="media-grid media-grid-landscape stream-grid">
              {shown.map((stream, index) => (
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
          <StreamPagination filters={{ ...filters, page: current }} pageCount={pageCount} />
        </div>
      </section>
    </div>
  );
}
