import type { StreamCatalogueFilters } from '../../../amplify/data/statistics/stream-catalogue-filters';
import type { SqlParams } from '../store/sql-params';
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
