import Link from 'next/link';
import { streamFiltersQuery, type StreamFilters } from '@/lib/content/streams/stream-filters';

/** Page links that keep the visitor's filters (the theme's PaginationNav knows only ?page=). */
export function StreamPagination({ filters, pageCount }: { filters: StreamFilters; pageCount: number }) {
  if (pageCount <= 1) return null;
  const hrefOf = (page: number) => `/streams${streamFiltersQuery(filters, { page })}`;
  return (
    <nav className="pagination-nav" aria-label="Pages">
      <ul className="pagination-list list-unstyled">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              href={hrefOf(page)}
              className={`pagination-link${page === filters.page ? ' active' : ''}`}
              aria-current={page === filters.page ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
