import Link from 'next/link';

/** Page links for a paginated listing: previous, numbered pages and next. */
export function PaginationNav({ page, pageCount, basePath }: { page: number; pageCount: number; basePath: string }) {
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination-nav" aria-label="Pages">
      <ul className="pagination-list list-unstyled">
        <li>
          {page > 1 ? (
            <Link href={hrefOf(page - 1)} className="pagination-link" aria-label="Previous page">
              <i className="bi bi-chevron-left flip-rtl" aria-hidden="true" />
            </Link>
          ) : (
            <span className="pagination-link disabled" aria-hidden="true">
              <i className="bi bi-chevron-left flip-rtl" />
            </span>
          )}
        </li>
        {pages.map((target) => (
          <li key={target}>
            <Link
              href={hrefOf(target)}
              className={`pagination-link${target === page ? ' active' : ''}`}
              aria-current={target === page ? 'page' : undefined}
              aria-label={`Page ${target}`}
            >
              {target}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link href={hrefOf(page + 1)} className="pagination-link" aria-label="Next page">
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
