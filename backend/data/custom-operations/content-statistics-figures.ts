import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { banFactConditions, type BanFilters } from './content-statistics-filters';
import { rememberedFigures } from './remembered-figures';

type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };
type FigureRow = { grouping: number; platform: string | null; year: string | null; appeal: string | null; recorded: number; active: number; under_appeal: number; restored: number; creators: number };

/** Bits of GROUPING(platform, year, appeal): a set lacking a column sets its bit. */
const GROUPED_BY = { total: 7, platform: 3, year: 5, appeal: 6 } as const;

export type BanFigures = { total: Figures; byPlatform: Figures[]; byYear: Figures[]; byAppealStatus: Figures[] };

/**
 * Ban figures: the total, and per platform, year and appeal status. Answered from ban_figures
 * (migration 0014) when it holds this filter's answer for the current version of ban_facts, else
 * computed and stored there, so after a start or a ban written the first reader pays once.
 */
export async function readBanStatistics(db: Queryable, filters: BanFilters): Promise<BanFigures> {
  return rememberedFigures(db, { answers: 'ban_figures', version: 'ban_facts_version' }, JSON.stringify(filters), () => computeBanStatistics(db, filters));
}

/**
 * The figures in one statement (GROUPING SETS) over ban_facts (migration 0013), which triggers keep
 * in step with every ban record, with the version of ban_facts they come from (same snapshot; the
 * empty grouping set gives a row even when no ban matches).
 */
async function computeBanStatistics(db: Queryable, filters: BanFilters): Promise<{ version: number; answer: BanFigures }> {
  const params = new SqlParams();
  const conditions = banFactConditions(filters, params);
  const { rows } = await db.query<FigureRow & { version: string }>(
    `SELECT (SELECT version FROM ban_facts_version) AS version, figures.* FROM (
       SELECT GROUPING(platform, year, appeal) AS grouping, platform, year, appeal,
              count(*)::int AS recorded,
              count(*) FILTER (WHERE active)::int AS active,
              count(*) FILTER (WHERE appeal = 'PENDING')::int AS under_appeal,
              count(*) FILTER (WHERE appeal = 'RESTORED')::int AS restored,
              count(DISTINCT profile_id)::int AS creators
         FROM ban_facts ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        GROUP BY GROUPING SETS ((), (platform), (year), (appeal))) AS figures`,
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
    version: Number(rows[0]?.version ?? 0),
    answer: {
      total: totalRow ? figures(totalRow, '') : { key: '', recorded: 0, active: 0, underAppeal: 0, restored: 0, creators: 0 },
      byPlatform: grouped(GROUPED_BY.platform, (row) => row.platform),
      byYear: grouped(GROUPED_BY.year, (row) => row.year).reverse(),
      byAppealStatus: grouped(GROUPED_BY.appeal, (row) => row.appeal),
    },
  };
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
