import { defineFunction } from '@aws-amplify/backend';

/**
 * searchContent on AWS. DynamoDB has no full-text search, so this function answers only once a
 * search index backs it (SEARCH_ENDPOINT, an OpenSearch domain fed from the model tables' streams;
 * see the README's "Search" section). Until then it answers a clear error, never wrong results.
 */
export const contentSearch = defineFunction({
  name: 'contentSearch',
  entry: './handler.ts',
  timeoutSeconds: 10,
  // The data API calls it: in the data stack, as Gen 2 documents for resolver functions (see creator-records).
  resourceGroupName: 'data',
});
