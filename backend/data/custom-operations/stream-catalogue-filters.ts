import { STREAM_STATUSES, type StreamStatus } from '../../../amplify/data/enums';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../amplify/data/search/search-terms';
import { badRequest, DataApiError } from '../operations/data-api-error';
import type { SqlParams } from '../store/sql-params';
import { readSearchArguments } from './search-arguments';
import { tsQuery } from './search-matches';

/**
 * The stream catalogue (/streams) as SQL over data_records: its filters and its order, shared by
 * the STREAMS list of listContentEntries and streamFacetCounts. The order's expressions are
 * written exactly as migration 0011's indexes are, so a numbered page walks an index.
 */

/** A stream's status as the site shows it: a stream saved without one is not yet published (PENDING). */
export const STREAM_STATUS_SQL = `coalesce(doc->>'status', 'PENDING')`;

/** The chart position as the site reads it (parseInt of the text, positive only); NULL when unranked. */
const RANKING_SQL = `nullif(substring(doc->>'ranking' from '^\\s*\\+?([0-9]+)')::numeric, 0)`;
/** The day the stream joined the catalogue: its date, else its created_at, as YYYY-MM-DD. */
const ADDED_ON_SQL = `nullif(left(coalesce(nullif(doc->>'date', ''), doc->>'created_at'), 10), '')`;
const TITLE_SQL = `lower(doc->>'title') COLLATE "C"`;

/** Catalogue order: the charts first (ranking 1, 2, …), then the newest added, then by title; id keeps pages stable. */
export const STREAM_CATALOGUE_ORDER = `${RANKING_SQL}, ${ADDED_ON_SQL} COLLATE "C" DESC NULLS LAST, ${TITLE_SQL}, id`;

/** A genre or language longer than this names no choice; refused rather than scanned for. */
export const MAX_STREAM_CHOICE_LENGTH = 100;

/** The catalogue's filters in a request, checked before any SQL is written. */
export type StreamCatalogueFilters = {
  status?: StreamStatus;
  genre?: string;
  language?: string;
  isFeaturedOnly?: boolean;
  /** The search box's text, cleaned as searchContent cleans its q. */
  query?: string;
};

/** A request's stream filters (absent, null or blank ones left out), or a BadRequest naming what is wrong. */
export function readStreamCatalogueFilters(args: Record<string, unknown>): StreamCatalogueFilters {
  const filters: StreamCatalogueFilters = {};
  const status = readStreamStatus(args);
  if (status) filters.status = status;
  const genre = readChoice(args.genre, 'genre');
  if (genre) filters.genre = genre;
  const language = readChoice(args.language, 'language');
  if (language) filters.language = language;
  if (args.isFeaturedOnly != null) {
    if (typeof args.isFeaturedOnly !== 'boolean') throw badRequest('isFeaturedOnly must be true or false.');
    if (args.isFeaturedOnly) filters.isFeaturedOnly = true;
  }
  if (args.query != null) {
    if (typeof args.query !== 'string') throw badRequest('query must be text.');
    if (args.query.length > MAX_SEARCH_QUERY_LENGTH) throw badRequest(`query is too long: at most ${MAX_SEARCH_QUERY_LENGTH} characters.`);
    if (args.query.trim()) filters.query = readQuery(args.query);
  }
  return filters;
}

/** The status argument: one of the schema's stream statuses, or none for every status. */
export function readStreamStatus(args: Record<string, unknown>): StreamStatus | undefined {
  if (args.status == null) return undefined;
  const status = STREAM_STATUSES.find((choice) => choice === args.status);
  if (!status) throw badRequest(`status must be one of ${STREAM_STATUSES.join(', ')}.`);
  return status;
}

/** The search box's text read as searchContent reads its q: control characters out, spaces folded. */
function readQuery(query: string): string {
  try {
    return readSearchArguments({ q: query }).q;
  } catch (error) {
    // Its length was checked above, so the one refusal left is a text without a word in it.
    if (error instanceof DataApiError) throw badRequest('query holds no words to search for.');
    throw error;
  }
}

function readChoice(value: unknown, name: string): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be text.`);
  const text = value.trim();
  if (text.length > MAX_STREAM_CHOICE_LENGTH) throw badRequest(`${name} is too long: at most ${MAX_STREAM_CHOICE_LENGTH} characters.`);
  return text ? text.toLowerCase() : undefined;
}

/** The elements of the stream's genre list as text rows; anything but an array is empty. */
export const STREAM_GENRES_SQL = `jsonb_array_elements_text(CASE WHEN jsonb_typeof(doc->'genre') = 'array' THEN doc->'genre' ELSE '[]'::jsonb END)`;
/** The stream's language as the filters compare it (trimmed, lower case). */
export const STREAM_LANGUAGE_SQL = `lower(trim(doc->>'language'))`;

/**
 * SQL conditions for the filters: status as the site shows it, a genre among the stream's genres
 * and its language (both case-insensitive, as the facets count them), featured, and the search
 * box's words in the stream's search words (search_entries, migration 0020: title and description,
 * English stemming, websearch syntax; the text is only ever a parameter).
 */
export function streamCatalogueConditions(filters: StreamCatalogueFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filters.status !== undefined) conditions.push(`${STREAM_STATUS_SQL} = ${params.add(filters.status)}`);
  if (filters.genre !== undefined) conditions.push(`${params.add(filters.genre)} = ANY (SELECT lower(trim(value)) FROM ${STREAM_GENRES_SQL} AS value)`);
  if (filters.language !== undefined) conditions.push(`${STREAM_LANGUAGE_SQL} = ${params.add(filters.language)}`);
  if (filters.isFeaturedOnly) conditions.push(`doc->'featured' = 'true'::jsonb`);
  if (filters.query !== undefined)
    conditions.push(`id IN (SELECT s.id FROM search_entries s WHERE s.model = 'Stream' AND s.words @@ ${tsQuery(params, filters.query)})`);
  return conditions;
}
