import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { byKey, byYearNewestFirst, NO_FIGURES, PLATFORM_SLICES_KEY, platformBanFigures, type BanFigures, type Figures, type PlatformBanSlice } from './ban-figure-slices';
import { banFactConditions, type BanFilters } from './content-statistics-filters';
import { rememberedFigures, storedFigures } from './remembered-figures';

type FigureRow = { grouping: number; platform: string | null; year: string | null; appeal: string | null; recorded: number; active: number; under_appeal: number; restored: number; creators: number };

/** Bits of GROUPING(platform, year, appeal): a set lacking a column sets its bit. */
const GROUPED_BY = { total: 7, platform: 3, year: 5, appeal: 6, platformYear: 1, platformAppeal: 2 } as const;

const TABLES = { answers: 'ban_figures', version: 'ban_facts_version' } as const;

export type { BanFigures };

/**
 * Ban figures: the total, and per platform, year and appeal status. Answered from ban_figures
 * (migration 0014) when it holds this filter's answer for the current version of ban_facts, else
 * computed and stored there, so after a start or a ban written the first reader pays once. One
 * platform and nothing else is read off the slices the unfiltered answer is stored with (the
 * start stores it), so the first /platforms/<name> after a bulk load reads one row, not a pass
 * over the platform's bans.
 */
export async function readBanStatistics(db: Queryable, filters: BanFilters): Promise<BanFigures> {
  if (filters.platformId !== undefined && Object.keys(filters).length === 1) {
    const slices = await storedFigures<PlatformBanSlice[]>(db, TABLES, PLATFORM_SLICES_KEY);
    if (slices) return platformBanFigures(slices, filters.platformId);
  }
  return rememberedFigures(db, TABLES, JSON.stringify(filters), () => computeBanStatistics(db, filters));
}

/**
 * The figures in one statement (GROUPING SETS) over ban_facts (migration 0013), which triggers keep
 * in step with every ban record, with the version of ban_facts they come from (same snapshot; the
 * empty grouping set gives a row even when no ban matches). Unfiltered, the statement also forms
 * each platform's groups per year and per appeal status, kept as the platform slices.
 */
async function computeBanStatistics(db: Queryable, filters: BanFilters): Promise<{ version: number; answer: BanFigures; alongside?: [string, unknown][] }> {
  const params = new SqlParams();
  const conditions = banFactConditions(filters, params);
  const withSlices = conditions.length === 0;
  const { rows } = await db.query<FigureRow & { version: string }>(
    `SELECT (SELECT version FROM ban_facts_version) AS version, figures.* FROM (
       SELECT GROUPING(platform, year, appeal) AS grouping, platform, year, appeal,
              count(*)::int AS recorded,
              count(*) FILTER (WHERE active)::int AS active,
              count(*) FILTER (WHERE appeal = 'PENDING')::int AS under_appeal,
              count(*) FILTER (WHERE appeal = 'RESTORED')::int AS restored,
              count(DISTINCT profile_id)::int AS creators
         FROM ban_facts ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        GROUP BY GROUPING SETS ((), (platform), (year), (appeal)${withSlices ? ', (platform, year), (platform, appeal)' : ''})) AS figures`,
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
  const groupRows = (bits: number) => rows.filter((row) => Number(row.grouping) === bits);
  const grouped = (bits: number, keyOf: (row: FigureRow) => string | null) => byKey(groupRows(bits).map((row) => figures(row, keyOf(row))));
  const totalRow = groupRows(GROUPED_BY.total)[0];
  const byPlatform = grouped(GROUPED_BY.platform, (row) => row.platform);
  const answer: BanFigures = {
    total: totalRow ? figures(totalRow, '') : NO_FIGURES,
    byPlatform,
    byYear: byYearNewestFirst(grouped(GROUPED_BY.year, (row) => row.year)),
    byAppealStatus: grouped(GROUPED_BY.appeal, (row) => row.appeal),
  };
  const version = Number(rows[0]?.version ?? 0);
  if (!withSlices) return { version, answer };
  const ofPlatform = (bits: number, platform: string, keyOf: (row: FigureRow) => string | null) =>
    byKey(groupRows(bits).filter((row) => (row.platform ?? '') === platform).map((row) => figures(row, keyOf(row))));
  const slices: PlatformBanSlice[] = byPlatform.map((total) => ({
    key: total.key,
    total,
    byYear: byYearNewestFirst(ofPlatform(GROUPED_BY.platformYear, total.key, (row) => row.year)),
    byAppealStatus: ofPlatform(GROUPED_BY.platformAppeal, total.key, (row) => row.appeal),
  }));
  return { version, answer, alongside: [[PLATFORM_SLICES_KEY, slices]] };
}

const modelCount = (model: string) => `(SELECT coalesce(max(count), 0) FROM model_counts WHERE model = '${model}')`;

/** The public records counted: published briefs and bans from their narrow tables (migration 0013), the rest kept by model_counts (0014). */
const COUNTED = [
  ['briefs', '(SELECT count(*) FROM brief_facts)'],
  ['profiles', modelCount('Profile')],
  ['personalities', modelCount('Personality')],
  ['streams', modelCount('Stream')],
  ['platformBans', '(SELECT count(*) FROM ban_facts)'],
  ['shadowbanReports', modelCount('ShadowbanExperience')],
] as const;

/** How many public records of each kind: none counted from the documents. */
export async function readContentCounts(db: Queryable): Promise<Record<(typeof COUNTED)[number][0], number>> {
  const selects = COUNTED.map(([name, count]) => `${count}::int AS "${name}"`);
  const { rows } = await db.query<Record<string, number>>(`SELECT ${selects.join(', ')}`);
  const row = rows[0] ?? {};
  return Object.fromEntries(COUNTED.map(([name]) => [name, Number(row[name] ?? 0)])) as Record<(typeof COUNTED)[number][0], number>;
}

/** A filter offers at most this many choices per facet, most used first. */
export const FACET_CHOICES = 200;

/**
 * The choices /briefs offers, with how many published briefs carry each: spellings that differ
 * only in case count as one. From brief_choices (migration 0013), never the briefs' documents.
 */
export async function readBriefFacetCounts(db: Queryable) {
  const facet = async (name: string) => {
    const { rows } = await db.query<{ value: string; count: number }>(
      `SELECT min(value) AS value, count(*)::int AS count FROM brief_choices WHERE facet = $1
        GROUP BY key ORDER BY count(*) DESC, min(value) LIMIT ${FACET_CHOICES}`,
      [name],
    );
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  };
  const [categories, tags, warfareTags] = await Promise.all([facet('category'), facet('tag'), facet('warfareTag')]);
  return { categories, tags, warfareTags };
}
