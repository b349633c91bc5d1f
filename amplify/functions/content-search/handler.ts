import type { AppSyncResolverEvent } from 'aws-lambda';
import { searchOnIndex } from '../../data/search/search-on-index';
import { openSearchPort } from './opensearch-port';
import { SEARCH_ENDPOINT_VARIABLE } from './search-endpoint';

/** AppSync's direct Lambda resolver for searchContent: the operation is amplify/data/search/search-on-index.ts. */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  const endpoint = process.env[SEARCH_ENDPOINT_VARIABLE];
  if (!endpoint) throw new Error(`${event.info.fieldName}: ${SEARCH_ENDPOINT_VARIABLE} is not set (amplify/backend.ts sets it to the search domain).`);
  return searchOnIndex(event.arguments ?? {}, openSearchPort(endpoint, process.env.AWS_REGION ?? 'us-east-1'));
};
