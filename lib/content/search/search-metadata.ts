import type { Metadata } from 'next';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { SearchOutcome } from './run-search';
import { SEARCH_PATH, searchPath } from './search-params';

const FORM_DESCRIPTION = 'Search creators, briefs, ban records, shadowban reports, personalities and streams.';

/**
 * What search engines are told about a search address. The form and a plain query's first page of
 * results are pages worth finding ("shadowban on x" → the records about it), each under one
 * canonical address; filtered, paged, empty and refused searches are endless variations of those
 * and are not indexed (their links are still followed). Canonical addresses are absolute on the
 * site's origin, as on every other page (a relative one is not a valid canonical to crawlers).
 */
export function searchMetadata(outcome: SearchOutcome, origin = siteOrigin()): Metadata {
  if (outcome.status === 'empty') {
    const isPlain = !outcome.query.kind && !outcome.query.platform && !outcome.query.year && !outcome.query.appealStatus;
    return { title: 'Search', description: FORM_DESCRIPTION, alternates: { canonical: absoluteUrl(SEARCH_PATH, origin) }, robots: { index: isPlain, follow: true } };
  }
  if (outcome.status === 'invalid') return { title: 'Search', description: FORM_DESCRIPTION, robots: { index: false, follow: true } };
  const { query, total } = outcome.page;
  const isIndexable = total > 0 && query.page === 1 && !query.kind && !query.platform && !query.year && !query.appealStatus;
  const records = total === 1 ? '1 public record' : `${total.toLocaleString('en-US')} public records`;
  return {
    title: `Search: ${query.q}`,
    description: `${records} matching “${query.q}”: ${FORM_DESCRIPTION.replace(/^Search /, '').replace(/\.$/, '')}.`,
    alternates: { canonical: absoluteUrl(searchPath({ q: query.q, page: 1 }), origin) },
    robots: { index: isIndexable, follow: true },
  };
}
