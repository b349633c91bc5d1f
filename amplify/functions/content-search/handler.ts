import type { AppSyncResolverEvent } from 'aws-lambda';

/**
 * AppSync's direct Lambda resolver for searchContent. Ranked full-text search cannot be answered
 * from DynamoDB (a Scan with `contains` reads every item, ranks nothing and misses stemmed words),
 * so this deployment refuses with an explanation instead of answering something slow and wrong.
 * To back it: an OpenSearch domain (or OpenSearch Serverless collection) fed by a zero-ETL
 * pipeline from the public model tables only (Profile, Brief, PlatformBan, ShadowbanExperience,
 * Personality, Stream — never UnpublishedBrief or HiddenRecord), queried here with a
 * multi_match over the same fields and weights as backend/core/database/migrations/0009_search.sql
 * and `highlight` with the marks of amplify/data/search/search-terms.ts.
 */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  throw new Error(
    `${event.info.fieldName} needs a search index on AWS: connect an OpenSearch domain to the public model tables ` +
      '(README, section "Search") and set SEARCH_ENDPOINT; DynamoDB alone cannot rank full-text matches.',
  );
};
