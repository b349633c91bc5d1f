import { a } from '@aws-amplify/data-schema';
import { SEARCH_KINDS } from '../search/search-terms';

/**
 * Full-text search over the public records only (Profile, Brief, PlatformBan, ShadowbanExperience,
 * Personality, Stream): drafts (UnpublishedBrief) and hidden records (HiddenRecord) are other
 * models, which search never reads. The local backend answers from PostgreSQL's full-text search
 * (backend/data/custom-operations/search-content.ts); on AWS the `contentSearch` function
 * (amplify/functions/content-search/) needs a search index, as its README section says.
 */
export const searchOperations = {
  SearchKind: a.enum(SEARCH_KINDS),

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

  SearchResults: a.customType({
    total: a.integer().required(),
    page: a.integer().required(),
    pageSize: a.integer().required(),
    /** Matches per kind with the other filters applied, for the kind filter's counts. */
    counts: a.ref('SearchKindCount').required().array().required(),
    hits: a.ref('SearchHit').required().array().required(),
  }),

  searchContent: a
    .query()
    .arguments({
      q: a.string().required(),
      kind: a.ref('SearchKind'),
      platform: a.string(),
      year: a.integer(),
      appealStatus: a.ref('AppealStatus'),
      page: a.integer(),
      pageSize: a.integer(),
    })
    .returns(a.ref('SearchResults'))
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('contentSearch')),
};
