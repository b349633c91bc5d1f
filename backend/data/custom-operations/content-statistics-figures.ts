import type { Queryable } from '../../core/database/database';
import { FACET_CHOICES } from '../../../amplify/data/statistics/statistics-limits';
import { SqlParams } from '../store/sql-params';
import { byKey, byYearNewestFirst, NO_FIGURES, PLATFORM_SLICES_KEY, platformBanCount, platformBanFigures, type BanFigures, type Figures, type PlatformBanSlice } from './ban-figure-slices';
import { banFactConditions, type BanFilters } from './content-statistics-filters';
import { rememberedFigures, rememberFigures, storedFigures } from './remembered-figures';

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

/** How many bans of one platform match `filters`, off the stored platform slices; null when they cannot tell. */
export async function readStoredPlatformBanCount(db: Queryable, filters: BanFilters): Promise<number | null> {
  if (filters.platformId === undefined || filters.profileId !== undefined) return null;
  const slices = await storedFigures<PlatformBanSlice[]>(db, TABLES, PLATFORM_SLICES_KEY);
  return slices ? platformBanCount(slices, filters) : null;
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

/** The models model_counts counts, every record of each (migration 0014). */
export type CountedModel = 'Profile' | 'Personality' | 'Stream' | 'ShadowbanExperience';
const modelCount = (model: CountedModel) => `(SELECT coalesce(max(count), 0) FROM model_counts WHERE model = '${model}')`;
/**
 * How many ban records there are: the total of the stored unfiltered figures when they are of the
 * current version of ban_facts (the start stores them), else counted (migration 0013). Counting
 * 100,000 bans took 10-80 ms on every home page.
 */
const platformBanTotal = `coalesce((SELECT (f.answer->'total'->>'recorded')::bigint FROM ban_figures f JOIN ban_facts_version v ON f.version = v.version WHERE f.filters = '{}'), (SELECT count(*) FROM ban_facts))`;

/** How many ban records there are, unfiltered (platformBanTotal). */
export async function readPlatformBanTotal(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT ${platformBanTotal}::int AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** How many records of a model there are: one row of model_counts, never a count of the records. */
export async function readModelCount(db: Queryable, model: CountedModel): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT ${modelCount(model)}::int AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** How many profiles have a record (the creators /profiles lists by default): profile_counts' row (migration 0041). */
export async function readProfilesWithRecords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT coalesce((SELECT with_records FROM profile_counts), count_profiles_with_records())::int AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** The public records counted: bans and the other kinds without briefs, none counted from the documents. */
const COUNTED = [
  ['profiles', modelCount('Profile')],
  ['personalities', modelCount('Personality')],
  ['streams', modelCount('Stream')],
  ['platformBans', platformBanTotal],
  ['shadowbanReports', modelCount('ShadowbanExperience')],
] as const;

type ContentCounts = Record<(typeof COUNTED)[number][0] | 'briefs', number>;

/** How many public records of each kind. */
export async function readContentCounts(db: Queryable): Promise<ContentCounts> {
  const selects = COUNTED.map(([name, count]) => `${count}::int AS "${name}"`);
  const [briefs, { rows }] = await Promise.all([readBriefCount(db), db.query<Record<string, number>>(`SELECT ${selects.join(', ')}`)]);
  const row = rows[0] ?? {};
  return { briefs, ...(Object.fromEntries(COUNTED.map(([name]) => [name, Number(row[name] ?? 0)])) as Omit<ContentCounts, 'briefs'>) };
}

/**
 * How many briefs are published: the count brief_count (migration 0019) holds for the current
 * version of brief_facts, else counted (in the statement that read the version: same snapshot)
 * and stored with that version, unless a write moved it on meanwhile.
 */
export async function readBriefCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: string; stored: string | null; counted: string | null }>(
    `SELECT version, count AS stored, CASE WHEN count IS NULL THEN (SELECT count(*) FROM brief_facts) END AS counted FROM brief_count`,
  );
  const row = rows[0];
  if (!row) return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM brief_facts')).rows[0]?.n ?? 0);
  if (row.stored !== null) return Number(row.stored);
  await db.query('UPDATE brief_count SET count = $1 WHERE version = $2 AND count IS NULL', [row.counted, row.version]);
  return Number(row.counted);
}

/**
 * How many published briefs carry one choice. brief_choices holds the choices of published briefs
 * only (kept with brief_facts by the same triggers, rebuilt with it at start), so the choice's
 * distinct briefs, read from its range of the (facet, key, brief_id) index, are the filtered
 * list's total: counting the list instead joined it with every published brief (~35 ms for the
 * 8,389 of 50,025 in one category, on every brief page's related briefs). Remembered in
 * brief_figures under the published briefs' version (migration 0021), counted in the statement
 * that reads the version: the range itself is 8,000+ rows of one category, 115-390 ms at scale 1
 * on PostgreSQL while its pages were not all visible (issue 50), paid again by every brief page's
 * related briefs whenever Next refreshed that category's list.
 */
export async function readBriefChoiceCount(db: Queryable, choice: { facet: string; key: string }): Promise<number> {
  const key = JSON.stringify({ facet: choice.facet, key: choice.key });
  const stored = await storedFigures<number>(db, BRIEF_FIGURES, key);
  if (stored !== null) return stored;
  const { rows } = await db.query<{ version: string | null; n: number }>(
    `SELECT (SELECT version FROM brief_count) AS version,
            (SELECT count(DISTINCT brief_id)::int FROM brief_choices WHERE facet = $1 AND key = $2) AS n`,
    [choice.facet, choice.key],
  );
  const { version, n } = rows[0] ?? { version: null, n: 0 };
  // Only a choice some brief carries is remembered: a made-up tag in a request leaves no row behind.
  if (version !== null && n > 0) await rememberFigures(db, BRIEF_FIGURES, Number(version), [[key, n]]);
  return Number(n);
}


/** Where the facet choices are remembered (migration 0021), under brief_count's version. */
const BRIEF_FIGURES = { answers: 'brief_figures', version: 'brief_count' } as const;
type FacetChoice = { value: string; count: number };
type FacetChoices = { category: FacetChoice[]; tag: FacetChoice[]; warfareTag: FacetChoice[] };

/**
 * The choices /briefs offers, with how many published briefs carry each: spellings that differ
 * only in case count as one. From brief_choices (migration 0013), never the briefs' documents;
 * remembered per version of the published briefs (migration 0021), so a cold /briefs reads one row.
 * The three facets and the version come from one statement (one snapshot).
 */
export async function readBriefFacetCounts(db: Queryable) {
  const choices = await rememberedFigures(db, BRIEF_FIGURES, 'facets', async () => {
    const { rows } = await db.query<{ version: string; facet: string | null; value: string | null; count: number | null }>(
      `SELECT v.version, c.facet, c.value, c.count
         FROM (SELECT version FROM brief_count) v
         LEFT JOIN (SELECT facet, value, count, row_number() OVER (PARTITION BY facet ORDER BY count DESC, value) AS place
                      FROM (SELECT facet, min(value) AS value, count(*)::int AS count FROM brief_choices GROUP BY facet, key) counted) c
           ON c.place <= ${FACET_CHOICES}
        ORDER BY c.facet, c.place`,
    );
    const answer: FacetChoices = { category: [], tag: [], warfareTag: [] };
    for (const row of rows)
      if (row.facet !== null && Object.hasOwn(answer, row.facet))
        answer[row.facet as keyof FacetChoices].push({ value: String(row.value), count: Number(row.count) });
    return { version: Number(rows[0]?.version ?? 0), answer };
  });
  return { categories: choices.category, tags: choices.tag, warfareTags: choices.warfareTag };
}
