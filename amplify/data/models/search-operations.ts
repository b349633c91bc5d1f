import { a } from '@aws-amplify/data-schema';
import { SEARCH_FACETS, SEARCH_KINDS, SEARCH_SORTS } from '../search/search-terms';

/**
 * Full-text search, or browsing by filters without words, over the public records only (Profile, Brief, PlatformBan, ShadowbanExperience,
 * Personality, Stream): drafts (UnpublishedBrief) and hidden records (HiddenRecord) are other
 * models, which search never reads. The local backend answers from PostgreSQL's full-text search
 * (backend/data/custom-operations/search-content.ts); on AWS the `contentSearch` function
 * (amplify/functions/content-search/) needs a search index, as its README section says.
 */
export const searchOperations = {
  SearchKind: a.enum(SEARCH_KINDS),
  SearchSort: a.enum(SEARCH_SORTS),
  SearchFacet: a.enum(SEARCH_FACETS),

  /** One record found; `title` and `snippet` carry highlight marks (search-terms.ts). */
  SearchHit: a.customType({
    kind: a.ref('SearchKind').required(),
    id: a.id().required(),
    rank: a.float().required(),
    title: a.string(),
    snippet: a.string(),
    /** The brief's, stream's or personality's slug. */
    slug: a.string(),
    /** The creator's username: the profile itself, or the profile a brief, ban or report is on. */
    username: a.string(),
    /** The creator's or personality's display name, or the creator a ban or report is on. */
    displayName: a.string(),
    /** A personality's name. */
    name: a.string(),
    /** The platform's catalogue id (lower case) of a ban or report. */
    platform: a.string(),
    /** The brief's date, the ban's date or the report's date (YYYY-MM-DD). */
    date: a.string(),
    appealStatus: a.ref('AppealStatus'),
    isActive: a.boolean(),
    /** A ban's or report's step on the verification ladder. */
    verification: a.ref('VerificationLevel'),
  }),

  SearchKindCount: a.customType({ kind: a.ref('SearchKind').required(), count: a.integer().required() }),

  /** How many matches carry one value of a filter (a platform id, a DSA restriction value, a ladder step, an appeal status, a year). */
  SearchFacetCount: a.customType({ facet: a.ref('SearchFacet').required(), value: a.string().required(), count: a.integer().required() }),

  SearchResults: a.customType({
    total: a.integer().required(),
    page: a.integer().required(),
    pageSize: a.integer().required(),
    /** Matches per kind with the other filters applied, for the kind filter's counts. */
    counts: a.ref('SearchKindCount').required().array().required(),
    /** Matches per value of each filter, with every other filter applied, for the filters' counts. */
    facets: a.ref('SearchFacetCount').required().array(),
    hits: a.ref('SearchHit').required().array().required(),
  }),

  searchContent: a
    .query()
    .arguments({
      /** The words; absent or empty browses every public record by the filters. */
      q: a.string(),
      kind: a.ref('SearchKind'),
      platform: a.string(),
      /** A DSA decision category (DECISION_ACCOUNT) or one of its values (DECISION_ACCOUNT_SUSPENDED). */
      restriction: a.string(),
      verification: a.ref('VerificationLevel'),
      appealStatus: a.ref('AppealStatus'),
      year: a.integer(),
      /** The record's date from and to these days, inclusive. */
      dateFrom: a.date(),
      dateTo: a.date(),
      /** RELEVANCE (the default with words), NEWEST (the default without), OLDEST. */
      sort: a.ref('SearchSort'),
      page: a.integer(),
      pageSize: a.integer(),
    })
    .returns(a.ref('SearchResults'))
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('contentSearch')),
};
