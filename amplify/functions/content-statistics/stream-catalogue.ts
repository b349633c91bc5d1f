import { refuseStatistics, type StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';
import { readStreamCatalogueFilters, type StreamCatalogueFilters } from '../../data/statistics/stream-catalogue-filters';
import { elementsOf, type Item, type ItemFilter } from './item-filters';
import { expression, id, orderBy, TEXT, WHOLE_NUMBER } from './item-order';
import { isPgRegexSpace, pgLeft, pgLower, pgTrim, textOf } from './pg-text';

/**
 * The stream catalogue (/streams) over scanned Stream items: the local SQL's filters and order
 * (backend/data/custom-operations/stream-catalogue-filters.ts), shared by the STREAMS list and
 * streamFacetCounts, with the local words for a refused request.
 */

/** The fields of a Stream the catalogue's filters and order read (the scan's projection, with the entry's). */
export const STREAM_CATALOGUE_FIELDS = ['status', 'genre', 'language', 'featured', 'ranking', 'date', 'created_at', 'title'] as const;

/** `coalesce(doc->>'status', 'PENDING')`: a stream saved without a status is not yet published. */
export const streamStatusOf = (item: Item): string => textOf(item.status) ?? 'PENDING';

/** The stream filters as tests of one item: status as shown, a genre among the stream's and its language (trimmed, lower case), featured. */
export function streamCatalogueTests(filters: Omit<StreamCatalogueFilters, 'query'>): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { status, genre, language, isFeaturedOnly } = filters;
  if (status !== undefined) tests.push((item) => streamStatusOf(item) === status);
  // `$genre = ANY (SELECT lower(trim(value)) FROM jsonb_array_elements_text(<genre when an array>))`.
  if (genre !== undefined) tests.push((item) => elementsOf(item.genre).some((value) => pgLower(pgTrim(value)) === genre));
  // `lower(trim(doc->>'language')) = $language`.
  if (language !== undefined) tests.push((item) => streamLanguageOf(item) === language);
  // `doc->'featured' = 'true'::jsonb`.
  if (isFeaturedOnly) tests.push((item) => item.featured === true);
  return tests;
}

/** `lower(trim(doc->>'language'))`, null when the stream has none. */
function streamLanguageOf(item: Item): string | null {
  const language = textOf(item.language);
  return language === null ? null : pgLower(pgTrim(language));
}

/**
 * The STREAMS list's filters. The search box's words (`query`) are matched locally with
 * PostgreSQL's English full-text search (`words @@ websearch_to_tsquery('english', …)`,
 * stemming and stop words included), which a scan of the table cannot reproduce: on AWS a query
 * is refused, as a BadRequest, once it has been checked as the local backend checks it, until
 * the search domain (README, "Search") answers it. Every other filter matches the local one.
 */
export function streamListFilters(args: Args): ItemFilter[] {
  const { query, ...filters } = readStreamCatalogueFilters(args);
  if (query !== undefined)
    throw refuseStatistics(
      'query (full-text search of the stream catalogue) needs the search domain on AWS: connect an OpenSearch domain to the public ' +
        'model tables (README, section "Search"); DynamoDB alone cannot match stemmed words. List the streams without query.',
    );
  return streamCatalogueTests(filters);
}

/**
 * `substring(doc->>'ranking' from '^\s*\+?([0-9]+)')`: the leading whole number of the text
 * (after spaces and one plus sign), as its digits; null when the text starts otherwise.
 */
export function leadingDigitsOf(text: string): string | null {
  let start = 0;
  while (start < text.length && isPgRegexSpace(text.charCodeAt(start))) start += 1;
  if (text[start] === '+') start += 1;
  let end = start;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end += 1;
  return end > start ? text.slice(start, end) : null;
}

/**
 * The chart position, `nullif(<leading digits>::numeric, 0)`: the digits without leading zeros
 * (exact however long, compared as numbers below), null when unranked.
 */
export function streamRankingOf(item: Item): string | null {
  const text = textOf(item.ranking);
  const digits = text === null ? null : leadingDigitsOf(text);
  const number = digits?.replace(/^0+/, '') ?? '';
  return number === '' ? null : number;
}

/**
 * The day the stream joined the catalogue, `nullif(left(coalesce(nullif(doc->>'date', ''),
 * doc->>'created_at'), 10), '')`: its date, else its created_at (the Stream model's own field,
 * an attribute of the same name in DynamoDB; not Amplify's createdAt), cut to 10 characters.
 */
export function streamAddedOnOf(item: Item): string | null {
  const date = textOf(item.date);
  const added = date === null || date === '' ? textOf(item.created_at) : date;
  const day = added === null ? '' : pgLeft(added, 10);
  return day === '' ? null : day;
}

/**
 * The catalogue order (STREAM_CATALOGUE_ORDER, a sort key): ranking ascending with the unranked last, then
 * the newest added (`COLLATE "C" DESC NULLS LAST`), then `lower(doc->>'title') COLLATE "C"`
 * (a missing title last), then id.
 */
export const STREAM_CATALOGUE_ORDER = orderBy(
  expression(streamRankingOf, WHOLE_NUMBER),
  expression(streamAddedOnOf, TEXT, 'DESC', 'NULLS LAST'),
  expression((item) => {
    const title = textOf(item.title);
    return title === null ? null : pgLower(title);
  }, TEXT),
  id(),
);
