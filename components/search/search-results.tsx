import Link from 'next/link';
import { searchDownloads } from '@/lib/content/search/search-downloads';
import { searchPath, type SearchQuery } from '@/lib/content/search/search-params';
import type { FacetGroup, SearchPage } from '@/lib/content/search/search-types';
import { HighlightedText } from './highlighted-text';
import { SearchPagination } from './search-pagination';

/** The address with one filter set to a value, or cleared when it is the chosen one. */
function facetPath(query: SearchQuery, group: FacetGroup, value: string, isChosen: boolean): string {
  const next = isChosen ? undefined : group.facet === 'year' ? Number(value) : value;
  return searchPath(query, { [group.facet]: next, page: 1 } as Partial<SearchQuery>);
}

/**
 * Each filter's values with how many of the matches carry them (counted by the API with every
 * other filter applied), as links that narrow the search, or widen it again from a chosen value.
 */
function SearchFacets({ query, facets }: { query: SearchQuery; facets: FacetGroup[] }) {
  if (facets.length === 0) return null;
  return (
    <nav className="search-facets" aria-label="Narrow by">
      {facets.map((group) => (
        <div key={group.facet} className="search-facet">
          <h2 className="search-facet-title">{group.label}</h2>
          <ul className="list-unstyled">
            {group.choices.map((choice) => (
              <li key={choice.value}>
                <Link
                  href={facetPath(query, group, choice.value, choice.isChosen)}
                  aria-current={choice.isChosen ? 'true' : undefined}
                >
                  <span>{choice.label}</span>{' '}
                  <span className="search-kind-count">{choice.count.toLocaleString('en-US')}</span>
                  {choice.isChosen ? (
                    <span className="visually-hidden"> (chosen: select to clear)</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The kinds with their counts (links that narrow the search), the filters' counts, one page of results, and page links. */
export function SearchResults({ page }: { page: SearchPage }) {
  const { query } = page;
  const everything = page.counts.reduce((sum, count) => sum + count.count, 0);
  const downloads = searchDownloads(query);
  const found = page.total === 1 ? '1 result' : `${page.total.toLocaleString('en-US')} results`;
  return (
    <>
      <nav className="search-kinds" aria-label="Kinds of record">
        <ul className="list-unstyled">
          <li>
            <Link
              href={searchPath(query, { kind: undefined, page: 1 })}
              aria-current={query.kind ? undefined : 'page'}
            >
              Everything <span className="search-kind-count">{everything}</span>
            </Link>
          </li>
          {page.counts.map((count) => (
            <li key={count.kind}>
              <Link
                href={searchPath(query, { kind: count.kind, page: 1 })}
                aria-current={query.kind === count.kind ? 'page' : undefined}
              >
                {count.label} <span className="search-kind-count">{count.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The results first, then the filters' counts: beside them on a wide screen (search.scss), after them on a phone. */}
      <div className="search-layout">
        <div className="search-main">
          <p className="search-result-count" role="status">
            {query.q
              ? `${found} for “${query.q}”`
              : `${found}, ${query.sort === 'OLDEST' ? 'oldest' : 'newest'} first`}
            {page.pageCount > 1 ? ` · page ${query.page} of ${page.pageCount}` : ''}
          </p>
          {downloads.length > 0 && page.total > 0 ? (
            <p className="search-downloads">
              Download these records:{' '}
              {downloads.map((download, index) => (
                <span key={download.href}>
                  {index > 0 ? ' · ' : null}
                  <a href={download.href}>{download.label}</a>
                </span>
              ))}
            </p>
          ) : null}
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
                  {result.details.length > 0 ? (
                    <p className="search-result-details">{result.details.join(' · ')}</p>
                  ) : null}
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
              {page.total > 0
                ? 'This page is past the last result.'
                : 'Nothing public matches this search. Try other words or fewer filters.'}
            </p>
          )}
          <SearchPagination query={query} pageCount={page.pageCount} />
        </div>
        <SearchFacets query={query} facets={page.facets} />
      </div>
    </>
  );
}
