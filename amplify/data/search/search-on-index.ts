import { profileIdsOf, profileNamesOf, toSearchResults, type OpenSearchMultiGetResponse, type OpenSearchResponse } from './opensearch-answer';
import { buildProfileLookup, buildSearchQuery } from './opensearch-query';
import type { SearchResults } from './search-hit';
import { readSearchRequest } from './search-request';

/** The search index as searchContent needs it: a JSON POST to a path of the domain, its JSON answer. */
export interface SearchIndexPort {
  post(path: string, body: Record<string, unknown>): Promise<unknown>;
}

/**
 * searchContent over an OpenSearch index (AWS): the request read and refused as locally
 * (search-request.ts), one `_search` for the hits and every count, then one `_mget` for the names
 * of the profiles the page's bans and reports are on. Errors are SearchRequestErrors (their name is
 * the errorType AppSync answers) or the port's own.
 */
export async function searchOnIndex(args: Record<string, unknown>, index: SearchIndexPort): Promise<SearchResults> {
  const request = readSearchRequest(args);
  const search = buildSearchQuery(request);
  if (!search) return toSearchResults(request, null);
  const response = (await index.post(search.path, search.body)) as OpenSearchResponse;
  const lookup = buildProfileLookup(profileIdsOf(response));
  const profiles = lookup ? ((await index.post(lookup.path, lookup.body)) as OpenSearchMultiGetResponse) : null;
  return toSearchResults(request, response, profileNamesOf(profiles));
}
