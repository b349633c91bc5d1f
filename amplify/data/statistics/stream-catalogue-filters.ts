import { STREAM_STATUSES, type StreamStatus } from '../enums';
import { cleanSearchWords } from '../search/search-request';
import { MAX_SEARCH_QUERY_LENGTH } from '../search/search-terms';
import { choiceKey } from '../record-facts/record-facts';
import { MAX_STREAM_CHOICE_LENGTH } from './statistics-limits';
import { refuseStatistics, type StatisticsArgs } from './statistics-request-error';

/** The stream catalogue's (/streams) filters in a request: the STREAMS list and streamFacetCounts. */
export type StreamCatalogueFilters = {
  status?: StreamStatus;
  genre?: string;
  language?: string;
  isFeaturedOnly?: boolean;
  /** The search box's text, cleaned as searchContent cleans its q. */
  query?: string;
};

/** The status argument: one of the schema's stream statuses, or none for every status. */
export function readStreamStatus(args: StatisticsArgs): StreamStatus | undefined {
  if (args.status == null) return undefined;
  const status = STREAM_STATUSES.find((choice) => choice === args.status);
  if (!status) throw refuseStatistics(`status must be one of ${STREAM_STATUSES.join(', ')}.`);
  return status;
}

/** A genre or language: the key a stream's facts file its choices under (choiceKey: trimmed, lower-cased), blank as none. */
function readStreamChoice(value: unknown, name: string): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'string') throw refuseStatistics(`${name} must be text.`);
  const key = choiceKey(value);
  if (key.length > MAX_STREAM_CHOICE_LENGTH) throw refuseStatistics(`${name} is too long: at most ${MAX_STREAM_CHOICE_LENGTH} characters.`);
  return key || undefined;
}

/** A request's stream filters in this order (status, genre, language, featured, query), or a BadRequest. */
export function readStreamCatalogueFilters(args: StatisticsArgs): StreamCatalogueFilters {
  const filters: StreamCatalogueFilters = {};
  const status = readStreamStatus(args);
  if (status) filters.status = status;
  const genre = readStreamChoice(args.genre, 'genre');
  if (genre) filters.genre = genre;
  const language = readStreamChoice(args.language, 'language');
  if (language) filters.language = language;
  if (args.isFeaturedOnly != null) {
    if (typeof args.isFeaturedOnly !== 'boolean') throw refuseStatistics('isFeaturedOnly must be true or false.');
    if (args.isFeaturedOnly) filters.isFeaturedOnly = true;
  }
  if (args.query != null) {
    if (typeof args.query !== 'string') throw refuseStatistics('query must be text.');
    if (args.query.length > MAX_SEARCH_QUERY_LENGTH) throw refuseStatistics(`query is too long: at most ${MAX_SEARCH_QUERY_LENGTH} characters.`);
    if (args.query.trim()) {
      // Cleaned as searchContent cleans its q: control characters carry no words.
      const query = cleanSearchWords(args.query);
      if (!query) throw refuseStatistics('query holds no words to search for.');
      filters.query = query;
    }
  }
  return filters;
}
