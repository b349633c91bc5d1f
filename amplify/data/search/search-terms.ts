/**
 * What search means, written once as plain data: the schema declares its enum from SEARCH_KINDS,
 * the local handler bounds each request by these limits, and the site builds its form and its
 * URLs from the same values. Plain constants: no imports.
 */
export const SEARCH_KINDS = ['CREATOR', 'BRIEF', 'BAN', 'SHADOWBAN', 'PERSONALITY', 'STREAM'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longer queries are refused, not cut: a cut query would answer a different question. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE_SIZE = 50;
/** Deep pages cost an ever larger sort; 200 pages of 50 is 10,000 results, beyond any reader. */
export const MAX_SEARCH_PAGE = 200;
export const MIN_SEARCH_YEAR = 1990;
export const MAX_SEARCH_YEAR = 2100;
/** Platform filters are catalogue ids (`x`, `youtube`, or one ADMINS added): short slugs. */
export const SEARCH_PLATFORM_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * How results are ordered: by how well they match the words (only when there are words), or by
 * the record's date. Without words a search browses, newest first.
 */
export const SEARCH_SORTS = ['RELEVANCE', 'NEWEST', 'OLDEST'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The facets a search counts per value (besides its kinds), for the filters' counts. */
export const SEARCH_FACETS = ['platform', 'restriction', 'verification', 'appealStatus', 'year'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/**
 * The errorType searchContent answers with when a search runs out of its time (too common words):
 * the site tells the reader to narrow it rather than failing the page.
 */
export const SEARCH_TIMEOUT_ERROR_TYPE = 'SearchTimeout';

/**
 * The errorType searchContent answers with when too many searches are waiting already: the site
 * asks the reader to try again shortly (/api/search: 503 with Retry-After).
 */
export const SEARCH_BUSY_ERROR_TYPE = 'SearchBusy';

/**
 * Highlighted words in titles and snippets are wrapped in these two private-use characters.
 * They are removed from the records' text before highlighting, so only the search engine can
 * place them, and the site turns them into <mark> elements around plain (escaped) text.
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';
