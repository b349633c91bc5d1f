import type { StreamCatalogueFilters } from '../../../amplify/data/statistics/stream-catalogue-filters';
import type { SqlParams } from '../store/sql-params';
import { tsQuery } from './search-matches';

/**
 * The stream catalogue (/streams) as SQL over data_records: its filters and its order, shared by
 * the STREAMS list of listContentEntries and streamFacetCounts. The order's expressions are
 * written exactly as migrations 0030's and 0033's indexes are, so a numbered page walks an index. Genres,
 * language, chart position, added day and sorted title are the stream's stored facts, the
 * values the AWS functions compute from their items with the same code.
 */

/** A stream's status as the site shows it (its status fact): a stream saved without one is not yet published (PENDING). */
export const STREAM_STATUS_SQL = `coalesce(facts->>'status', 'PENDING')`;

/**
 * The catalogue order over the stream's stored facts (amplify/data/record-facts, migration 0030):
 * the charts first (ranking 1, 2, …; the unranked last), then the newest added, then by the sorted
 * title; id keeps pages stable.
 */
export const STREAM_CATALOGUE_ORDER = `(facts->>'ranking')::numeric, (facts->>'addedOn') COLLATE "C" DESC NULLS LAST, (facts->>'title') COLLATE "C", id`;

/** The stream's genre choices as rows of [key, spelling] (its stored facts). */
export const STREAM_GENRES_SQL = `jsonb_array_elements(facts->'genres')`;
/** The stream's language choice as [key, spelling], or JSON null (its stored facts). */
export const STREAM_LANGUAGE_SQL = `(facts->'language')`;

/**
 * SQL conditions for the filters: status as the site shows it, a genre among the stream's genres
 * and its language (both case-insensitive, as the facets count them), featured, and the search
 * box's words in the stream's search words (search_entries, migration 0020: title and description,
 * English stemming, websearch syntax; the text is only ever a parameter).
 */
export function streamCatalogueConditions(filters: StreamCatalogueFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filters.status !== undefined) conditions.push(`${STREAM_STATUS_SQL} = ${params.add(filters.status)}`);
  if (filters.genre !== undefined) conditions.push(`EXISTS (SELECT 1 FROM ${STREAM_GENRES_SQL} AS genre WHERE genre->>0 = ${params.add(filters.genre)})`);
  if (filters.language !== undefined) conditions.push(`${STREAM_LANGUAGE_SQL}->>0 = ${params.add(filters.language)}`);
  if (filters.isFeaturedOnly) conditions.push(`doc->'featured' = 'true'::jsonb`);
  if (filters.query !== undefined)
    conditions.push(`id IN (SELECT s.id FROM search_entries s WHERE s.model = 'Stream' AND s.words @@ ${tsQuery(params, filters.query)})`);
  return conditions;
}
