import type { Queryable } from '../../core/database/database';
import { readBanFilters } from '../../../amplify/data/statistics/ban-filters';
import { onlyBriefChoice, readProfileId } from '../../../amplify/data/statistics/brief-choices';
import { readContentWindow } from '../../../amplify/data/statistics/content-window';
import { readProfileFilters } from '../../../amplify/data/statistics/profile-filters';
import type { ContentListName } from '../../../amplify/data/statistics/statistics-limits';
import { readStreamCatalogueFilters } from '../../../amplify/data/statistics/stream-catalogue-filters';
import { SqlParams } from '../store/sql-params';
import { readBriefChoiceCount, readBriefCount, readModelCount, readPlatformBanTotal, readProfilesWithRecords, readStoredPlatformBanCount, type CountedModel } from './content-statistics-figures';
import { banFactConditions, briefChoiceConditions, profileConditions } from './content-statistics-filters';
import { PERSONALITY_ORDER, personalityConditions } from './personality-list';
import { STREAM_CATALOGUE_ORDER, streamCatalogueConditions } from './stream-catalogue-filters';

type ListSpec = {
  /** The table read: data_records, or a narrower table kept from it (migration 0013). */
  from?: string;
  /** The public records of the list (the model and what makes a record public). */
  where: string;
  /** The display order, ending in id so every page is stable; written as the indexes are. */
  orderBy: string;
  /** The address key the sitemap uses, and when the record last changed. */
  key: string;
  updatedAt?: string;
  /** Filters a request may add. */
  filters: (args: Record<string, unknown>, params: SqlParams) => string[];
  /** The total when figures stored for the current version of the facts hold it exactly, else null (then counted). */
  knownTotal?: (db: Queryable, args: Record<string, unknown>) => Promise<number | null>;
};

const briefFilters = (args: Record<string, unknown>, params: SqlParams) => [
  ...briefChoiceConditions(args, params),
  ...(readProfileId(args) ? [`profile_id = ${params.add(readProfileId(args))}`] : []),
];
const profileFilters = (args: Record<string, unknown>, params: SqlParams) => profileConditions(readProfileFilters(args), params);
const streamFilters = (args: Record<string, unknown>, params: SqlParams) => streamCatalogueConditions(readStreamCatalogueFilters(args), params);
/**
 * One creator's reports, on the document's profileId as the model's profileId index holds it
 * (data_idx_shadowbanexperience_profileid_…, declared with the model): a record's facts hold the
 * same text (record-facts.ts: a string as it is), but no index holds the facts' copy, so the
 * condition on it read every report of the store, 365-525 ms and 15,000 pages for each profile
 * page (and again for its count) at scale 1 (issue 50), against 1-6 ms through the index.
 */
const byProfile = (args: Record<string, unknown>, params: SqlParams) =>
  readProfileId(args) ? [`(doc->>'profileId') COLLATE "C" = ${params.add(readProfileId(args))}`] : [];
/**
 * The total of a list of every record of `model` when no filter narrows it: model_counts' row.
 * Counting them read a page of data_records per record (a profile's row shares its page with
 * others' documents): 5,159 pages and 10-180 ms for 20,000 profiles on every /profiles.
 */
const wholeModelTotal =
  (model: CountedModel, filters: ListSpec['filters']): NonNullable<ListSpec['knownTotal']> =>
  (db, args) =>
    filters(args, new SqlParams()).length === 0 ? readModelCount(db, model) : Promise.resolve(null);
/** A number fact (a profile's totals), as migration 0033's indexes hold it. */
const numeric = (fact: string) => `((facts->>'${fact}')::numeric)`;

/** The lists, by the name a request gives (a Map: a request's word never reaches a plain object's keys). */
const LISTS = new Map<ContentListName, ListSpec>([
  // Published briefs from brief_facts: a page, its total and a sitemap file never read a brief's body.
  ['BRIEFS', {
    from: 'brief_facts',
    where: 'TRUE',
    orderBy: 'blog_date DESC, id DESC',
    key: 'slug',
    updatedAt: 'updated_at',
    filters: briefFilters,
    // Every published brief (/briefs, a sitemap file): the count brief_count keeps (migration 0019);
    // the briefs of one category or tag (a filtered /briefs, related briefs): that choice's briefs.
    knownTotal: (db, args) => {
      if (briefFilters(args, new SqlParams()).length === 0) return readBriefCount(db);
      const choice = onlyBriefChoice(args);
      return choice ? readBriefChoiceCount(db, choice) : Promise.resolve(null);
    },
  }],
  ['PROFILES', {
    where: `model = 'Profile'`,
    orderBy: `${numeric('totalBans')} DESC NULLS LAST, ${numeric('totalEstimatedLoss')} DESC NULLS LAST, id`,
    key: `facts->>'username'`,
    filters: profileFilters,
    // Every profile (the sitemaps' list): model_counts'; those with a record (/profiles): profile_counts'.
    knownTotal: (db, args) => {
      const filters = readProfileFilters(args);
      if (filters.platformName === undefined && filters.withRecordsOnly) return readProfilesWithRecords(db);
      return wholeModelTotal('Profile', profileFilters)(db, args);
    },
  }],
  // Ban records from ban_facts: a filtered page walks its indexes without reading the documents.
  ['PLATFORM_BANS', {
    from: 'ban_facts',
    where: 'TRUE',
    orderBy: 'date_of_ban DESC NULLS LAST, id DESC',
    key: 'NULL',
    updatedAt: 'updated_at',
    filters: (args, params) => banFactConditions(readBanFilters(args), params),
    // Every ban (the home page's latest): the stored figures' total; one platform's bans
    // (/platforms/<name>): their count is in the platform slices the start stores.
    knownTotal: (db, args) => {
      const filters = readBanFilters(args);
      return banFactConditions(filters, new SqlParams()).length === 0 ? readPlatformBanTotal(db) : readStoredPlatformBanCount(db, filters);
    },
  }],
  ['SHADOWBAN_REPORTS', {
    where: `model = 'ShadowbanExperience'`,
    orderBy: `(facts->>'date') COLLATE "C" DESC NULLS LAST, id DESC`,
    key: 'NULL',
    filters: byProfile,
    knownTotal: wholeModelTotal('ShadowbanExperience', byProfile),
  }],
  ['STREAMS', {
    where: `model = 'Stream'`,
    orderBy: STREAM_CATALOGUE_ORDER,
    key: `facts->>'slug'`,
    filters: streamFilters,
    knownTotal: wholeModelTotal('Stream', streamFilters),
  }],
  ['PERSONALITIES', {
    where: `model = 'Personality'`,
    orderBy: PERSONALITY_ORDER,
    key: `facts->>'slug'`,
    filters: personalityConditions,
    knownTotal: wholeModelTotal('Personality', personalityConditions),
  }],
]);

/**
 * Entries offset…offset+limit of a public list in display order, and the list's true total (a
 * second, counting statement: the page may be past the end). Bounded by `limit`; the offset walks
 * the list's index, which is what a numbered page costs.
 *
 * The window is read in two steps of one statement (a "deferred join"): its ids in the list's order
 * (which ends in id, so it is total and the same rows come in the same order as reading them
 * directly), then those rows by primary key, kept in that order by their place in the array. Each
 * skipped entry then costs an index entry where the order's index holds every column the order reads
 * (an index-only scan: brief_facts_date, ban_facts_date, the profiles' indexes of migration 0038),
 * not a row with its address key and last change: at 50,000 briefs the last sitemap file read
 * 50,497 pages in 104 ms, and 2,541 in 12 ms this way (issue 50).
 */
export async function listContentEntries(db: Queryable, args: Record<string, unknown>) {
  const { list, offset, limit } = readContentWindow(args);
  const spec = LISTS.get(list) as ListSpec;
  const params = new SqlParams();
  const where = [spec.where, ...spec.filters(args, params)].join(' AND ');
  const from = spec.from ?? 'data_records';
  const countSql = `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`;
  const countRows = () => db.query<{ total: number }>(countSql, params.values).then((result) => Number(result.rows[0]?.total ?? 0));
  const [page, known, counted] = await Promise.all([
    db.query<{ id: string; key: string | null; updated_at: string | null }>(
      `SELECT id, ${spec.key} AS key, ${spec.updatedAt ?? `facts->>'updatedAt'`} AS updated_at
         FROM unnest(ARRAY(SELECT id FROM ${from} WHERE ${where} ORDER BY ${spec.orderBy} OFFSET ${offset} LIMIT ${limit}))
              WITH ORDINALITY AS listed (listed_id, place)
         JOIN ${from} ON id = listed_id
        WHERE ${spec.where}
        ORDER BY place`,
      params.values,
    ),
    spec.knownTotal?.(db, args) ?? null,
    spec.knownTotal ? null : countRows(),
  ]);
  return {
    total: known ?? counted ?? (await countRows()),
    entries: page.rows.map((row) => ({ id: row.id, key: row.key, updatedAt: row.updated_at })),
  };
}
