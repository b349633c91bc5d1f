import { assembleRecordFigures, type FigureDimension, type FigureGroup, type RecordFigures } from '../../../amplify/data/record-figures/record-figures';
import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import type { BanFilters } from './content-statistics-filters';
import { platformFiguresFrom } from './platform-figure-slice';
import { rememberedFigures, storedFigures } from './remembered-figures';

const TABLES = { answers: 'record_figures', version: 'record_facts_version' } as const;

/** platformRecordFigures' filters: the ban filters but a creator's. */
export type RecordFigureFilters = Omit<BanFilters, 'profileId'>;

/**
 * platformRecordFigures: remembered per filter in record_figures with the version of record_facts
 * (migration 0016), as the ban figures are in ban_figures.
 */
export async function readRecordFigures(db: Queryable, filters: RecordFigureFilters): Promise<RecordFigures> {
  // One platform, nothing else: read off the stored answer for every platform when that is exact.
  if (filters.platformId !== undefined && Object.keys(filters).length === 1) {
    const all = await storedFigures<RecordFigures>(db, TABLES, JSON.stringify({}));
    const platform = all ? platformFiguresFrom(all, filters.platformId) : null;
    if (platform) return platform;
  }
  return rememberedFigures(db, TABLES, JSON.stringify(filters), async () => {
    const { version, groups } = await groupRecordFacts(db, filters);
    const isUnfiltered = Object.keys(filters).length === 0;
    return { version, answer: assembleRecordFigures(groups), alongside: isUnfiltered ? eachPlatformAlone(groups) : [] };
  });
}

/**
 * Each platform's answer as the statement for that platform alone gives it, from the unfiltered
 * statement's per-platform groups: filtered to one platform, the statement's (model) sets are its
 * (model, platform) sets, so those groups are both its totals and its own. Stored beside the
 * unfiltered answer (same version), so a /platforms/<name> the slice cannot answer (its 24 months
 * are not the window of every platform) still reads one row after a start or bulk load.
 */
function eachPlatformAlone(groups: readonly FigureGroup[]): [string, RecordFigures][] {
  const byPlatform = new Map<string, FigureGroup[]>();
  for (const group of groups) {
    if (group.platform === null) continue;
    byPlatform.set(group.platform, [...(byPlatform.get(group.platform) ?? []), group]);
  }
  return [...byPlatform].map(([platformId, own]) => [
    JSON.stringify({ platformId }),
    assembleRecordFigures([...own.map((group) => ({ ...group, platform: null })), ...own]),
  ]);
}

/** SQL conditions over record_facts; active or lifted holds of bans only. */
function recordFactConditions(filters: RecordFigureFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filters.platformId !== undefined) conditions.push(`platform = ${params.add(filters.platformId)}`);
  if (filters.year !== undefined) conditions.push(`year = ${params.add(String(filters.year))}`);
  if (filters.isActive !== undefined) conditions.push(`model = 'PlatformBan' AND ${filters.isActive ? 'active' : 'NOT active'}`);
  if (filters.appealStatus !== undefined) conditions.push(`appeal = ${params.add(filters.appealStatus)}`);
  return conditions;
}

type GroupRow = {
  version: string;
  platform_grouped: number;
  model: string | null;
  platform: string | null;
  dimension: FigureDimension;
  value: string | null;
  records: number;
  decided: number;
  restored: number;
  partially_restored: number;
  timed: number;
  median_days: number | null;
};

/**
 * The groups in one statement over record_facts, with the version they come from (same snapshot):
 * per kind, on every platform and per platform, the summary (appeal figures, and the median days
 * by percentile_cont, which needs a sort, so it is grouped on its own) and the counts per
 * restriction, verification level and month. The version is the one-row side of the join (LIMIT
 * 1 says so to the planner: without it, a guess of thousands of rows priced the statement high
 * enough for JIT compilation, which cost over a second of a 1.5 s answer at 150,000 records).
 */
async function groupRecordFacts(db: Queryable, filters: RecordFigureFilters): Promise<{ version: number; groups: FigureGroup[] }> {
  const params = new SqlParams();
  const conditions = recordFactConditions(filters, params);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const { rows } = await db.query<GroupRow>(
    `SELECT v.version, groups.* FROM (SELECT version FROM record_facts_version LIMIT 1) v LEFT JOIN (
       SELECT GROUPING(platform) AS platform_grouped, model, platform, 'summary' AS dimension, NULL::text AS value,
              count(*)::int AS records,
              count(*) FILTER (WHERE appeal IN ('REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'))::int AS decided,
              count(*) FILTER (WHERE appeal = 'RESTORED')::int AS restored,
              count(*) FILTER (WHERE appeal = 'PARTIALLY_RESTORED')::int AS partially_restored,
              count(decision_days)::int AS timed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY decision_days) AS median_days
         FROM record_facts ${where} GROUP BY GROUPING SETS ((model), (model, platform))
       UNION ALL
       SELECT GROUPING(platform), model, platform,
              CASE WHEN GROUPING(restriction) = 0 THEN 'restriction' WHEN GROUPING(verification) = 0 THEN 'verification' ELSE 'month' END,
              CASE WHEN GROUPING(restriction) = 0 THEN restriction WHEN GROUPING(verification) = 0 THEN verification ELSE month END,
              count(*)::int, 0, 0, 0, 0, NULL
         FROM record_facts ${where}
        GROUP BY GROUPING SETS ((model, restriction), (model, platform, restriction), (model, verification), (model, platform, verification),
                                (model, month), (model, platform, month))) AS groups ON true`,
    params.values,
  );
  // The version's row comes back even when no record matches (then with no group).
  return {
    version: Number(rows[0]?.version ?? 0),
    groups: rows.filter((row) => row.model !== null).map((row) => ({
      model: row.model ?? '',
      platform: Number(row.platform_grouped) === 1 ? null : (row.platform ?? ''),
      dimension: row.dimension,
      value: row.value,
      records: Number(row.records),
      decided: Number(row.decided),
      restored: Number(row.restored),
      partiallyRestored: Number(row.partially_restored),
      timed: Number(row.timed),
      medianDays: row.median_days === null ? null : Number(row.median_days),
    })),
  };
}
