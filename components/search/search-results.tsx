import Link from 'next/link';
import { searchPath } from '@/lib/content/search/search-params';
import type { SearchPage } from '@/lib/content/search/search-types';
import { HighlightedText } from './highlighted-text';
import { SearchPagination } from './search-pagination';

/** The kinds with their counts (links that narrow the search), one page of results, and page links. */
export function SearchResults({ page }: { page: SearchPage }) {
  const { query } = page;
  const everything = page.counts.reduce((sum, count) => sum + count.count, 0);
  return (
    <>
      <nav className="search-kinds" aria-label="Kinds of record">
        <ul className="list-unstyled">
          <li>
            <Link href={searchPath(query, { kind: undefined, page: 1 })} aria-current={query.kind ? undefined : 'page'}>
              Everything <span className="search-kind-count">{everything}</span>
            </Link>
          </li>
          {page.counts.map((count) => (
            <li key={count.kind}>
              <Link href={searchPath(query, { kind: count.kind, page: 1 })} aria-current={query.kind === count.kind ? 'page' : undefined}>
                {count.label} <span className="search-kind-count">{count.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="search-result-count" role="status">
        {page.total === 1 ? '1 result' : `${page.total} results`} for “{query.q}”
        {page.pageCount > 1 ? ` · page ${query.page} of ${page.pageCount}` : ''}
      </p>
      {page.results.length > 0 ? (
        <ol className="search-results list-unstyled" start={(query.page - 1) * page.pageSize + 1}>
          {page.results.map((result) => (
            <li key={`${result.kind}#${result.id}`} className="search-result">
              <p className="search-result-kind">{result.kindLabel}</p>
              <h2 className="search-result-title">
                {result.href ? (
                  <Link href={result.href}>
                    <HighlightedText segments={result.title} />
                  </Link>
                ) : (
                  <HighlightedText segments={result.title} />
                )}
              </h2>
              {result.details.length > 0 ? <p className="search-result-details">{result.details.join(' · ')}</p> : null}
              {result.snippet.length > 0 ? (
                <p className="search-result-snippet">
                  <HighlightedText segments={result.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="search-empty">
          {page.total > 0 ? 'This page is past the last result.' : 'Nothing public matches this search. Try other words or fewer filters.'}
        </p>
      )}
      <SearchPagination query={query} pageCount={page.pageCount} />
    </>
  );
}
