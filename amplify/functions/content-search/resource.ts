import { defineFunction } from '@aws-amplify/backend';

/**
 * searchContent on AWS: the OpenSearch domain amplify/backend.ts declares, fed from the public
 * model tables by an OpenSearch Ingestion pipeline, queried as amplify/data/search/ says
 * (SEARCH_ENDPOINT and the grant to call it are set there).
 */
export const contentSearch = defineFunction({
  name: 'contentSearch',
  entry: './handler.ts',
  timeoutSeconds: 10,
  // The data API calls it: in the data stack, as Gen 2 documents for resolver functions (see creator-records).
  resourceGroupName: 'data',
});
