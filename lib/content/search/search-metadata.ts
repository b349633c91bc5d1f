import type { Metadata } from 'next';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { SearchOutcome } from './run-search';
import { parseSearchParams, SEARCH_PATH, searchPath, type SearchQuery } from './search-params';

const FORM_DESCRIPTION =
  'Search creators, briefs, ban records, shadowban reports, personalities and streams.';
const KINDS = FORM_DESCRIPTION.replace(/^Search /, '').replace(/\.$/, '');

/** Whether a search narrows nothing but its words: no kind, filter, order or later page. */
const isPlain = (query: SearchQuery) =>
  query.page === 1 &&
  !query.kind &&
  !query.sort &&
  query.year === undefined &&
  [
    query.platform,
    query.restriction,
    query.verification,
    query.appealStatus,
    query.dateFrom,
    query.dateTo,
  ].every((value) => value === undefined);

const NOT_INDEXED = { index: false, follow: true } as const;

/**
 * What search engines are told about a search address, from the address alone. The record browsed
 * whole (/search) and a plain query's first page of results are pages worth finding ("shadowban on
 * x" → the records about it), each under one canonical address; filtered, sorted, paged and refused
 * addresses are endless variations of those and are not indexed (their links are still followed).
 * Canonical addresses are absolute on the site's origin, as on every other page (a relative one is
 * not a valid canonical to crawlers).
 *
 * What depends on the search's answer (the description that counts the matches, and `noindex` for a
 * plain search that finds nothing or could not run) is the page's own (searchResultHead), rendered
 * with its results. generateMetadata must not wait for the search: Next streams a page's metadata
 * beside its content, and metadata that settles only as the page's shell is sent arrives in a form
 * hydration does not expect (React error #418, the /search journeys' flake).
 */
export function searchMetadata(params: Parameters<typeof parseSearchParams>[0], origin = siteOrigin()): Metadata {
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return { title: 'Search', description: FORM_DESCRIPTION, robots: NOT_INDEXED };
  const { query } = parsed;
  // The description is the page's (searchResultHead): none here, not even the site's default.
  const shared = { description: null, ...(isPlain(query) ? {} : { robots: NOT_INDEXED }) };
  if (!query.q) return { ...shared, title: 'Search and browse the record', alternates: { canonical: absoluteUrl(SEARCH_PATH, origin) } };
  return { ...shared, title: `Search: ${query.q}`, alternates: { canonical: absoluteUrl(searchPath({ q: query.q, page: 1 }), origin) } };
}

/** The head tags a search's answer decides: its description, and whether a plain search stays out of the index. */
export type SearchResultHead = { description: string; isNoindex: boolean };

/**
 * The description of a search's answer (counting the matches) and `noindex` for a plain search
 * that finds nothing or could not run (an address that is not plain is `noindex` already, from
 * searchMetadata). Rendered by the page as <meta> tags, which React places in the document's head.
 * Null for an address that is no search at all: searchMetadata has said everything about it.
 */
export function searchResultHead(outcome: SearchOutcome): SearchResultHead | null {
  if (outcome.status === 'invalid') return outcome.query ? { description: FORM_DESCRIPTION, isNoindex: isPlain(outcome.query) } : null;
  const { query, total } = outcome.page;
  const records = total === 1 ? '1 public record' : `${total.toLocaleString('en-US')} public records`;
  const isNoindex = isPlain(query) && total === 0 && query.q !== '';
  if (!query.q) return { description: `${records}, browsed by platform, restriction, verification, appeal and date: ${KINDS}.`, isNoindex };
  return { description: `${records} matching “${query.q}”: ${KINDS}.`, isNoindex };
}
