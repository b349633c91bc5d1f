import Link from 'next/link';

/** The URL of one page of a paged list, keeping any search query; page 1 has no page parameter. */
export function pageHref(basePath: string, page: number, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Previous, numbered and next links of a paged list; nothing when there is a single page. */
export function Pagination({
  basePath,
  page,
  totalPages,
  query,
}: {
  basePath: string;
  page: number;
  totalPages: number;
  query?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="blog-pagination" aria-label="Blog pages">
      <ul>
        <li>
          {page > 1 ? (
            <Link href={pageHref(basePath, page - 1, query)} rel="prev" className="blog-pagination-step">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" />
              <span>Previous</span>
            </Link>
          ) : (
            <span className="blog-pagination-step disabled" aria-disabled="true">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" />
              <span>Previous</span>
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(basePath, number, query)}
              className={`blog-pagination-number${number === page ? ' active' : ''}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link href={pageHref(basePath, page + 1, query)} rel="next" className="blog-pagination-step">
              <span>Next</span>
              <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </Link>
          ) : (
            <span className="blog-pagination-step disabled" aria-disabled="true">
              <span>Next</span>
              <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
