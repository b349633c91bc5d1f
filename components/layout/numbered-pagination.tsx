import Link from 'next/link';
import { pageNumbersAround, type PageWindow } from '@/lib/content/content-pages/numbered-page';

/** Previous, numbered and next links (the listings' style) for any numbered list; nothing for one page. */
export function NumberedPagination({ window, hrefOf, label }: { window: PageWindow; hrefOf: (page: number) => string; label: string }) {
  const { page: current, totalPages } = window;
  if (totalPages <= 1) return null;
  const numbers = pageNumbersAround(current, totalPages);
  return (
    <nav className="brief-pagination" aria-label={label}>
      <ul className="list-unstyled">
        <li>{current > 1 ? <Link href={hrefOf(current - 1)} rel="prev">Previous</Link> : <span aria-disabled="true">Previous</span>}</li>
        {numbers.map((page, index) => (
          <li key={page}>
            {index > 0 && page - numbers[index - 1] > 1 ? <span className="brief-pagination-gap">…</span> : null}
            <Link href={hrefOf(page)} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        <li>{current < totalPages ? <Link href={hrefOf(current + 1)} rel="next">Next</Link> : <span aria-disabled="true">Next</span>}</li>
      </ul>
    </nav>
  );
}
