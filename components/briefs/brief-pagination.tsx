import Link from 'next/link';
import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery, type BriefFilters } from '@/lib/content/briefs/brief-filters';

/** Pages shown around the current one; the first and last are always there. */
const WINDOW = 2;

/** Previous, numbered and next links for the listing, keeping its filters; nothing for one page. */
export function BriefPagination({ filters, totalPages }: { filters: BriefFilters; totalPages: number }) {
  if (totalPages <= 1) return null;
  const current = filters.page;
  const href = (page: number) => `${BRIEFS_PATH}${briefFiltersQuery(filters, { page })}`;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === totalPages || Math.abs(page - current) <= WINDOW,
  );
  return (
    <nav className="brief-pagination" aria-label="Brief pages">
      <ul className="list-unstyled">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" /> Previous
            </Link>
          ) : (
            <span aria-disabled="true">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" /> Previous
            </span>
          )}
        </li>
        {pages.map((page, index) => (
          <li key={page}>
            {index > 0 && page - pages[index - 1] > 1 ? <span className="brief-pagination-gap">…</span> : null}
            <Link href={href(page)} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < totalPages ? (
            <Link href={href(current + 1)} rel="next">
              Next <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true">
              Next <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
