import Link from 'next/link';
import { pageNumbersAround, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import { streamFiltersQuery, type StreamFilters } from '@/lib/content/streams/stream-filters';

/** Previous, numbered and next links that keep the visitor's filters (the theme's PaginationNav knows only ?page=); nothing for one page. */
export function StreamPagination({ filters, window }: { filters: StreamFilters; window: PageWindow }) {
  const { page: current, totalPages } = window;
  if (totalPages <= 1) return null;
  const hrefOf = (page: number) => `/streams${streamFiltersQuery(filters, { page })}`;
  const numbers = pageNumbersAround(current, totalPages);
  return (
    <nav className="pagination-nav" aria-label="Pages">
      <ul className="pagination-list list-unstyled">
        <li>
          {current > 1 ? (
            <Link href={hrefOf(current - 1)} className="pagination-link" rel="prev" aria-label="Previous page">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" />
            </Link>
          ) : (
            <span className="pagination-link disabled" aria-hidden="true">
              <i className="bi bi-chevron-left flip-rtl" />
            </span>
          )}
        </li>
        {numbers.flatMap((page, index) => [
          ...(index > 0 && page - numbers[index - 1] > 1
            ? [
                <li key={`gap-${page}`} aria-hidden="true">
                  <span className="pagination-link disabled">…</span>
                </li>,
              ]
            : []),
          <li key={page}>
            <Link
              href={hrefOf(page)}
              className={`pagination-link${page === current ? ' active' : ''}`}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>,
        ])}
        <li>
          {current < totalPages ? (
            <Link href={hrefOf(current + 1)} className="pagination-link" rel="next" aria-label="Next page">
              <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </Link>
          ) : (
            <span className="pagination-link disabled" aria-hidden="true">
              <i className="bi bi-chevron-right flip-rtl" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
