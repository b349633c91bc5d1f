import { searchPath } from './search-params';
import type { SearchPage } from './search-types';
import { plainTextOf } from './split-highlights';

/**
 * The results as /api/search answers them: what the page shows, with each title and snippet as
 * plain text and as segments (`highlighted` marks the matched words), so a reader never has to
 * parse markup, and the addresses of the neighbouring pages.
 */
export function toSearchJson(page: SearchPage) {
  const { query } = page;
  return {
    query: {
      q: query.q,
      kind: query.kind ?? null,
      platform: query.platform ?? null,
      restriction: query.restriction ?? null,
      verification: query.verification ?? null,
      appealStatus: query.appealStatus ?? null,
      year: query.year ?? null,
      dateFrom: query.dateFrom ?? null,
      dateTo: query.dateTo ?? null,
      sort: query.sort ?? null,
      page: query.page,
    },
    total: page.total,
    pageSize: page.pageSize,
    pageCount: page.pageCount,
    counts: page.counts.map(({ kind, count }) => ({ kind, count })),
    facets: page.facets.map(({ facet, choices }) => ({
      facet,
      values: choices.map(({ value, label, count }) => ({ value, label, count })),
    })),
    results: page.results.map((result) => ({
      kind: result.kind,
      id: result.id,
      href: result.href,
      title: plainTextOf(result.title),
      snippet: plainTextOf(result.snippet),
      titleSegments: result.title.map(({ text, isHighlighted }) => ({ text, highlighted: isHighlighted })),
      snippetSegments: result.snippet.map(({ text, isHighlighted }) => ({
        text,
        highlighted: isHighlighted,
      })),
      details: result.details,
    })),
    links: {
      self: `/api${searchPath(query)}`,
      html: searchPath(query),
      prev: query.page > 1 ? `/api${searchPath(query, { page: query.page - 1 })}` : null,
      next: query.page < page.pageCount ? `/api${searchPath(query, { page: query.page + 1 })}` : null,
    },
  };
}
