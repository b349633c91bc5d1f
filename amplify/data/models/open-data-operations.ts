import { a } from '@aws-amplify/data-schema';

/**
 * Every public ban record and shadowban report, page by page, for the open data downloads
 * (/data/bans.csv and the rest): a cursor walks the records in the order they last changed, so a
 * download of 100,000 records never holds more than a page, and `since` (an ISO date-time) starts
 * an incremental download at the records changed from then on. The fields are listed one by one:
 * an export carries what is declared here, never a stored document as it is. Answered by SQL
 * locally and by the contentStatistics function on AWS (a Query of its kept entries per request).
 */
const openDataQuery = () =>
  a
    .query()
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.function('contentStatistics'));

const pageArguments = {
  /** Only records changed at or after this instant (ISO 8601). */
  since: a.datetime(),
  /** Where the previous page ended (its `cursor`); absent for the first page. */
  cursor: a.string(),
  /** At most this many records (1–1,000; 500 when absent): a page may hold fewer (its byte bound, open-data/open-data-page-bytes.ts); only `cursor` says whether more follow. */
  limit: a.integer(),
  /** Only records on this platform (its catalogue id), as searchContent filters (amplify/data/search/record-filters.ts). */
  platform: a.string(),
  /** Only records of this DSA decision category (DECISION_ACCOUNT) or value (DECISION_ACCOUNT_SUSPENDED). */
  restriction: a.string(),
  verification: a.ref('VerificationLevel'),
  appealStatus: a.ref('AppealStatus'),
  /** Only records dated from and to these days, inclusive (a ban's dateOfBan, a report's date). */
  dateFrom: a.date(),
  dateTo: a.date(),
};

/** What every record carries: where it is, who recorded it and when it changed. */
const recordFields = () => ({
  id: a.id().required(),
  platform: a.string(),
  /** The creator's username, as their public profile shows it. */
  creator: a.string(),
  appealStatus: a.ref('AppealStatus'),
  verification: a.ref('VerificationLevel'),
  evidence: a.string(),
  /** The evidence items' SHA-256 hashes, oldest first, separated by spaces. */
  evidenceSha256: a.string(),
  createdAt: a.string(),
  updatedAt: a.string(),
});

/** How the platform restricted the creator (issue 18), in the DSA Transparency Database's names. */
const restrictionFields = () => ({
  /** The restriction's category, derived from its value: DECISION_VISIBILITY, DECISION_MONETARY, … */
  restrictionCategory: a.ref('DsaRestrictionCategory'),
  restriction: a.ref('DsaRestriction'),
  policyCited: a.string(),
  endDate: a.string(),
  statementOfReasons: a.boolean(),
  contentUrl: a.string(),
});

export const openDataOperations = {
  OpenBanRecord: a.customType({
    ...recordFields(),
    dateOfBan: a.string(),
    isActive: a.boolean(),
    explanation: a.string(),
    ...restrictionFields(),
  }),
  OpenShadowbanReport: a.customType({
    ...recordFields(),
    date: a.string(),
    category: a.string(),
    restrictionType: a.string(),
    description: a.string(),
    financialImpact: a.float(),
    ...restrictionFields(),
  }),
  /** One page; `cursor` is absent on the last. */
  OpenBanRecordPage: a.customType({ records: a.ref('OpenBanRecord').required().array().required(), cursor: a.string() }),
  OpenShadowbanReportPage: a.customType({ records: a.ref('OpenShadowbanReport').required().array().required(), cursor: a.string() }),

  openBanRecords: openDataQuery().arguments(pageArguments).returns(a.ref('OpenBanRecordPage').required()),
  openShadowbanReports: openDataQuery().arguments(pageArguments).returns(a.ref('OpenShadowbanReportPage').required()),
};
