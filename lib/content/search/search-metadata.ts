import type { Metadata } from 'next';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { SearchOutcome } from './run-search';
import { SEARCH_PATH, searchPath, type SearchQuery } from './search-params';

const FORM_DESCRIPTION =
  'Search creators, briefs, ban records, shadowban reports, personalities and streams.';

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

/**
 * What search engines are told about a search address. The record browsed whole (/search) and a
 * plain query's first page of results are pages worth finding ("shadowban on x" → the records
 * about it), each under one canonical address; filtered, sorted, paged, empty and refused searches
 * are endless variations of those and are not indexed (their links are still followed). Canonical
 * addresses are absolute on the site's origin, as on every other page (a relative one is not a
 * valid canonical to crawlers).
 */
export function searchMetadata(outcome: SearchOutcome, origin = siteOrigin()): Metadata {
  if (outcome.status === 'invalid')
    return { title: 'Search', description: FORM_DESCRIPTION, robots: { index: false, follow: true } };
  const { query, total } = outcome.page;
  const records = total === 1 ? '1 public record' : `${total.toLocaleString('en-US')} public records`;
  if (!query.q) {
    return {
      title: 'Search and browse the record',
      description: `${records}, browsed by platform, restriction, verification, appeal and date: ${FORM_DESCRIPTION.replace(/^Search /, '').replace(/\.$/, '')}.`,
      alternates: { canonical: absoluteUrl(SEARCH_PATH, origin) },
      robots: { index: isPlain(query), follow: true },
    };
  }
  return {
    title: `Search: ${query.q}`,
    description: `${records} matching “${query.q}”: ${FORM_DESCRIPTION.replace(/^Search /, '').replace(/\.$/, '')}.`,
    alternates: { canonical: absoluteUrl(searchPath({ q: query.q, page: 1 }), origin) },
    robots: { index: total > 0 && isPlain(query), follow: true },
  };
}
