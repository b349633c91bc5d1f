import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { arrayOf, banConditions, type BanFilters } from './content-statistics-filters';

type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };
type FigureRow = { grouping: number; platform: string | null; year: string | null; appeal: string | null; recorded: number; active: number; under_appeal: number; restored: number; creators: number };

/** Bits of GROUPING(platform, year, appeal): a set lacking a column sets its bit. */
const GROUPED_BY = { total: 7, platform: 3, year: 5, appeal: 6 } as const;

/**
 * Ban figures in one statement over the whole table (GROUPING SETS): the total, and per platform,
 * year and appeal status. Computed from the records each time, so rows loaded straight into
 * data_records count at once; the site caches the small answer.
 */
export async function readBanStatistics(db: Queryable, filters: BanFilters) {
  const params = new SqlParams();
  const where = ["model = 'PlatformBan'", ...banConditions(filters, params)].join(' AND ');
  const { rows } = await db.query<FigureRow>(
    `SELECT GROUPING(platform, year, appeal) AS grouping, platform, year, appeal,
            count(*)::int AS recorded,
            count(*) FILTER (WHERE active)::int AS active,
            count(*) FILTER (WHERE appeal = 'PENDING')::int AS under_appeal,
            count(*) FILTER (WHERE appeal = 'RESTORED')::int AS restored,
            count(DISTINCT profile_id)::int AS creators
       FROM (SELECT coalesce(lower(doc->>'platformId'), '') AS platform,
                    coalesce(left(doc->>'dateOfBan', 4), '') AS year,
                    coalesce(doc->>'appealStatus', 'NONE') AS appeal,
                    doc->'isActive' = 'true'::jsonb AS active,
                    doc->>'profileId' AS profile_id
               FROM data_records WHERE ${where}) AS bans
      GROUP BY GROUPING SETS ((), (platform), (year), (appeal))`,
    params.values,
  );
  const figures = (row: FigureRow, key: string | null): Figures => ({
    key: key ?? '',
    recorded: Number(row.recorded),
    active: Number(row.active),
    underAppeal: Number(row.under_appeal),
    restored: Number(row.restored),
    creators: Number(row.creators),
  });
  const grouped = (bits: number, keyOf: (row: FigureRow) => string | null) =>
    rows
      .filter((row) => Number(row.grouping) === bits)
      .map((row) => figures(row, keyOf(row)))
      .sort((a, b) => a.key.localeCompare(b.key));
  const totalRow = rows.find((row) => Number(row.grouping) === GROUPED_BY.total);
  return {
    total: totalRow ? figures(totalRow, '') : { key: '', recorded: 0, active: 0, underAppeal: 0, restored: 0, creators: 0 },
    byPlatform: grouped(GROUPED_BY.platform, (row) => row.platform),
    byYear: grouped(GROUPED_BY.year, (row) => row.year).reverse(),
    byAppealStatus: grouped(GROUPED_BY.appeal, (row) => row.appeal),
  };
}

/** The public models counted, with the condition that makes a record public (published briefs only). */
const COUNTED = [
  ['briefs', `model = 'Brief' AND (doc->>'status') COLLATE "C" = 'PUBLISHED'`],
  ['profiles', `model = 'Profile'`],
  ['personalities', `model = 'Personality'`],
  ['streams', `model = 'Stream'`],
  ['platformBans', `model = 'PlatformBan'`],
  ['shadowbanReports', `model = 'ShadowbanExperience'`],
] as const;

/** How many public records of each kind, each counted on its model's partial indexes. */
export async function readContentCounts(db: Queryable): Promise<Record<(typeof COUNTED)[number][0], number>> {
  const selects = COUNTED.map(([name, where]) => `(SELECT count(*)::int FROM data_records WHERE ${where}) AS "${name}"`);
  const { rows } = await db.query<Record<string, number>>(`SELECT ${selects.join(', ')}`);
  const row = rows[0] ?? {};
  return Object.fromEntries(COUNTED.map(([name]) => [name, Number(row[name] ?? 0)])) as Record<(typeof COUNTED)[number][0], number>;
}

/** A filter offers at most this many choices per facet, most used first. */
export const FACET_CHOICES = 200;

/**
 * The choices /briefs offers, with how many published briefs carry each: spellings that differ
 * only in case count as one.
 */
export async function readBriefFacetCounts(db: Queryable) {
  const published = `model = 'Brief' AND (doc->>'status') COLLATE "C" = 'PUBLISHED'`;
  const facet = async (values: string) => {
    const { rows } = await db.query<{ value: string; count: number }>(
      `SELECT min(trim(value)) AS value, count(*)::int AS count
         FROM data_records, ${values} AS value
        WHERE ${published} AND trim(value) <> ''
        GROUP BY lower(trim(value))
        ORDER BY count(*) DESC, min(trim(value)) LIMIT ${FACET_CHOICES}`,
    );
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  };
  const [categories, tags, warfareTags] = await Promise.all([
    facet(`unnest(string_to_array(doc->>'categories', ','))`),
    facet(arrayOf('tags')),
    facet(arrayOf('warfareTags')),
  ]);
  return { categories, tags, warfareTags };
}
