import { a } from '@aws-amplify/data-schema';

/**
 * Every public ban record and shadowban report, page by page, for the open data downloads
 * (/data/bans.csv and the rest): a cursor walks the records in the order they last changed, so a
 * download of 100,000 records never holds more than a page, and `since` (an ISO date-time) starts
 * an incremental download at the records changed from then on. Answered by SQL locally and by the
 * contentStatistics function on AWS (a Query of its kept entries per request), both through
 * open-data/ (the columns, the rows, the byte bound).
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

/**
 * One page: its records as rows, one JSON text (AWSJSON) holding an array of rows, each row one
 * record's values in `columns`' order. The columns, and what each holds, are declared once with the
 * rules that fill them (open-data/open-data-records.ts: OPEN_BAN_COLUMNS and toOpenBanRow for bans,
 * OPEN_SHADOWBAN_COLUMNS and toOpenShadowbanRow for shadowban reports): each value read from the
 * stored document by name with its type checked, never a stored document as it is. One text, not a
 * GraphQL object per record: the objects' fields cost more to build, check, send and parse than
 * everything else a download does (issue 50). `cursor` is absent on the last page.
 */
const openDataPage = () =>
  a.customType({
    columns: a.string().required().array().required(),
    rows: a.json().required(),
    cursor: a.string(),
  });

export const openDataOperations = {
  OpenBanRecordPage: openDataPage(),
  OpenShadowbanReportPage: openDataPage(),

  openBanRecords: openDataQuery().arguments(pageArguments).returns(a.ref('OpenBanRecordPage').required()),
  openShadowbanReports: openDataQuery().arguments(pageArguments).returns(a.ref('OpenShadowbanReportPage').required()),
};
