import Link from 'next/link';
import { searchPath, type SearchQuery } from '@/lib/content/search/search-params';

/** Pages shown around the current one; the first and last are always there. */
const WINDOW = 2;

/** Previous, numbered and next links, keeping the query and filters; nothing for one page. */
export function SearchPagination({ query, pageCount }: { query: SearchQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const current = query.page;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === pageCount || Math.abs(page - current) <= WINDOW,
  );
  return (
    <nav className="brief-pagination search-pagination" aria-label="Search result pages">
      <ul className="list-unstyled">
        <li>
          {current > 1 ? (
            <Link href={searchPath(query, { page: current - 1 })} rel="prev">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" /> Previous
            </Link>
          ) : null}
        </li>
        {pages.map((page, index) => (
          <li key={page}>
            {index > 0 && page - pages[index - 1] > 1 ? <span className="brief-pagination-gap">…</span> : null}
            <Link href={searchPath(query, { page })} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < pageCount ? (
            <Link href={searchPath(query, { page: current + 1 })} rel="next">
              Next <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
