import { a } from '@aws-amplify/data-schema';

/**
 * Counts, aggregates and numbered pages of the public content, computed where the records are
 * (SQL over data_records locally; the `contentStatistics` function on AWS, declared in
 * resource.ts), so a page that shows a total shows the true total without reading every record.
 * Only public models are read: drafts live in UnpublishedBrief, hidden records in HiddenRecord.
 */
const statisticsQuery = () =>
  a
    .query()
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('contentStatistics'));

/** Narrows ban figures and ban pages; every argument optional. */
const banFilterArguments = {
  platformId: a.id(),
  /** One creator's records (their profile page). */
  profileId: a.id(),
  year: a.integer(),
  isActive: a.boolean(),
  appealStatus: a.ref('AppealStatus'),
};

/**
 * Narrows the STREAMS list as the catalogue's filters do; every argument optional. No status
 * means every status (a stream without one counts as PENDING); genre and language match
 * case-insensitively; query is the search box's text, matched as searchContent matches a stream's
 * words (its title and description).
 */
const streamCatalogueArguments = {
  status: a.ref('StreamStatus'),
  genre: a.string(),
  language: a.string(),
  isFeaturedOnly: a.boolean(),
  query: a.string(),
};

export const statisticsOperations = {
  /** One group of ban records: how many, how many still active, under appeal, restored, and by how many creators. */
  BanFigures: a.customType({
    key: a.string().required(),
    recorded: a.integer().required(),
    active: a.integer().required(),
    underAppeal: a.integer().required(),
    restored: a.integer().required(),
    creators: a.integer().required(),
  }),
  BanStatistics: a.customType({
    total: a.ref('BanFigures').required(),
    byPlatform: a.ref('BanFigures').required().array().required(),
    byYear: a.ref('BanFigures').required().array().required(),
    byAppealStatus: a.ref('BanFigures').required().array().required(),
  }),
  ContentCounts: a.customType({
    briefs: a.integer().required(),
    profiles: a.integer().required(),
    personalities: a.integer().required(),
    streams: a.integer().required(),
    platformBans: a.integer().required(),
    shadowbanReports: a.integer().required(),
  }),
  ValueCount: a.customType({ value: a.string().required(), count: a.integer().required() }),
  BriefFacetCounts: a.customType({
    categories: a.ref('ValueCount').required().array().required(),
    tags: a.ref('ValueCount').required().array().required(),
    warfareTags: a.ref('ValueCount').required().array().required(),
  }),
  /** The genres and languages of the stream catalogue's filters, with how many streams carry each. */
  StreamFacetCounts: a.customType({
    genres: a.ref('ValueCount').required().array().required(),
    languages: a.ref('ValueCount').required().array().required(),
  }),
  /** A record's place in a list: its id, its address key (slug, username) and last change. */
  ContentEntry: a.customType({ id: a.id().required(), key: a.string(), updatedAt: a.string() }),
  ContentPage: a.customType({ total: a.integer().required(), entries: a.ref('ContentEntry').required().array().required() }),

  /**
   * One kind's figures on /platforms (issue 18; amplify/data/record-figures/record-figures.ts):
   * restriction types ('' = not given), appeal outcomes among decided appeals, days from the first
   * FILED appeal event to the first decision (median and how many records have both), every
   * verification level, records per month of the set's `months`, and records without a date.
   */
  RecordKindFigures: a.customType({
    records: a.integer().required(),
    restrictions: a.ref('ValueCount').required().array().required(),
    appealsDecided: a.integer().required(),
    appealsRestored: a.integer().required(),
    appealsPartiallyRestored: a.integer().required(),
    appealsTimed: a.integer().required(),
    medianDaysToDecision: a.float(),
    verification: a.ref('ValueCount').required().array().required(),
    perMonth: a.integer().required().array().required(),
    undated: a.integer().required(),
  }),
  /** Bans and shadowban reports of one platform (key: its lower-case id; '' in the total), counted apart. */
  PlatformRecordFigures: a.customType({
    key: a.string().required(),
    bans: a.ref('RecordKindFigures').required(),
    shadowbanReports: a.ref('RecordKindFigures').required(),
  }),
  PlatformRecordFigureSet: a.customType({
    /** 'YYYY-MM': the last 24 months up to the latest month with a record. */
    months: a.string().required().array().required(),
    total: a.ref('PlatformRecordFigures').required(),
    byPlatform: a.ref('PlatformRecordFigures').required().array().required(),
  }),

  banStatistics: statisticsQuery().arguments(banFilterArguments).returns(a.ref('BanStatistics').required()),
  /**
   * Per-platform figures over every public ban and shadowban report, narrowed like the platform
   * pages: a platform, a year, active or lifted (bans only: a report is neither, so none counts),
   * an appeal status.
   */
  platformRecordFigures: statisticsQuery()
    .arguments({ platformId: a.id(), year: a.integer(), isActive: a.boolean(), appealStatus: a.ref('AppealStatus') })
    .returns(a.ref('PlatformRecordFigureSet').required()),
  contentCounts: statisticsQuery().returns(a.ref('ContentCounts').required()),
  briefFacetCounts: statisticsQuery().returns(a.ref('BriefFacetCounts').required()),
  /**
   * The stream catalogue's genre and language choices with their counts (case-insensitive; the
   * 200 most used of each), over the streams of one status (a stream without one is PENDING) or,
   * without `status`, over every stream.
   */
  streamFacetCounts: statisticsQuery().arguments({ status: a.ref('StreamStatus') }).returns(a.ref('StreamFacetCounts').required()),

  /**
   * Entries `offset`…`offset + limit` of a public list in its display order, with the list's
   * total: BRIEFS (newest first), PROFILES (most bans first; narrowed by `platformId` — a record on that platform — and `withRecordsOnly`), PLATFORM_BANS (newest first),
   * STREAMS (the catalogue's order: ranking 1, 2, … first, then newest added, then title; narrowed
   * by the stream arguments below), PERSONALITIES (active first, then ranking 1, 2, … with the
   * unranked last, then display name; key: the slug; narrowed by `category`, one of the
   * PersonalityCategory values, and `isFeaturedOnly`). Pages read the records themselves by id.
   */
  listContentEntries: statisticsQuery()
    .arguments({
      list: a.string().required(),
      offset: a.integer().required(),
      limit: a.integer().required(),
      category: a.string(),
      tag: a.string(),
      warfareTag: a.string(),
      ...streamCatalogueArguments,
      ...banFilterArguments,
      /** PROFILES: only creators with a ban or shadowban report (with platformId: on that platform). */
      withRecordsOnly: a.boolean(),
    })
    .returns(a.ref('ContentPage').required()),
};
