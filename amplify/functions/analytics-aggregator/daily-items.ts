import { TOP_LISTS, type Dimension } from '../../data/analytics/dashboard-figures';
import { isMonthPeriod, isWeekPeriod } from '../../data/analytics/month-rollups';

/**
 * The analytics table's items (amplify/backend.ts declares the table; both analytics functions
 * get its name as ANALYTICS_FIGURES_TABLE_NAME). Everything about one UTC day lives under pk `DAY#<day>`:
 * a count per (dimension, key), a marker per browser behind a (dimension, key), and per top-list
 * dimension its total (`T#<dimension>`, added in the same transaction as the counts it sums) and
 * its leaders (`L#<dimension>`: leader-lists.ts). Parts of delivery objects already counted are
 * marked under pk `OBJECT#…`.
 */
// Not `*_TABLE`: that suffix names a data model's table (amplify/synth.test.ts holds functions to it).
export const ANALYTICS_TABLE_VARIABLE = 'ANALYTICS_FIGURES_TABLE_NAME';

export function analyticsTableName(): string {
  const name = process.env[ANALYTICS_TABLE_VARIABLE];
  if (!name) throw new Error(`${ANALYTICS_TABLE_VARIABLE} is not set (amplify/backend.ts sets it).`);
  return name;
}

export const dayPartition = (day: string) => `DAY#${day}`;
/**
 * A month's items (month-rollups.ts): its event count (`T#event`, added in the same transaction as
 * the days' event counts), and once it has ended its roll-up: a count per top-list key (`C#…`,
 * as a day's), the leaders per dimension (`L#…`) and the roll-up's state (`STATE`: the event
 * count it was summed at).
 */
export const monthPartition = (month: string) => `MONTH#${month}`;
/** A week's roll-up (`YYYY-MM-Wn`, month-rollups.ts): as a month's, its state's stamp summed from its days' event counts. */
export const weekPartition = (week: string) => `WEEK#${week}`;
/** A month's or a week's partition. */
export const spanPartition = (span: string) => (isMonthPeriod(span) ? monthPartition(span) : weekPartition(span));
/**
 * The run through a month (month-rollups.ts) as one build of it wrote it: a count per top-list key
 * (`C#…`), never changed once written; the month's `STATE` names the build its `run` describes.
 */
export const runPartition = (month: string, build: string) => `RUN#${month}#${build}`;
/** A day's or a rolled-up month's or week's partition (amplify/data/analytics/month-rollups.ts periods). */
export const periodPartition = (period: string) => (isMonthPeriod(period) || isWeekPeriod(period) ? spanPartition(period) : dayPartition(period));
export const MONTH_STATE_SORT_KEY = 'STATE';
/**
 * A figure's browser sketches (browser-sketches.ts), one item per day (sk: the day), so a range's
 * are one Query: the active browsers under key '', a top-list key's under its key.
 */
export const sketchPartition = (dimension: Dimension, key: string) => `SKETCH#${dimension}#${JSON.stringify(key)}`;
/** The key's parts are JSON-quoted, so a key or a browser id holding '#' cannot make two items one. */
export const countSortKey = (dimension: Dimension, key: string) => `C#${dimension}#${JSON.stringify(key)}`;
export const browserSortKey = (dimension: Dimension, key: string, endpointId: string) => `B#${dimension}#${JSON.stringify([key, endpointId])}`;

/** A top-list dimension's total of the day: every count of it ever added, so it grows whenever one of them does. */
export const totalSortKey = (dimension: Dimension) => `T#${dimension}`;
/** A top-list dimension's leaders of the day (leader-lists.ts). */
export const leadersSortKey = (dimension: Dimension) => `L#${dimension}`;
/** What a day's count items of one dimension begin with. */
export const countPrefix = (dimension: Dimension) => `C#${dimension}#`;
/** What a key's browser markers of one day begin with. */
export const keyBrowsersPrefix = (dimension: Dimension, key: string) => `B#${dimension}#${JSON.stringify([key]).slice(0, -1)},`;

/** The dimensions the top lists are read from: they keep totals and leaders. */
export const TOP_LIST_DIMENSIONS: ReadonlySet<Dimension> = new Set(TOP_LISTS.map(([, dimension]) => dimension));

/**
 * A day's leaders of a dimension as the aggregator last read them: the most counted keys (up to
 * MAX_LEADER_DEPTH, compareTop's order) with their counts, every other key's count then at most
 * `bound`, and the dimension's total when they were read (so the dashboard knows how far the
 * counts may have grown since: the slack of amplify/data/analytics/top-counts.ts).
 */
export interface LeadersItem {
  pk: string;
  sk: string;
  /** JSON of [key, count][]. */
  leaders: string;
  bound: number;
  total: number;
}

/** A day's item as the dashboard function reads it: a count (with `count`) or a browser marker (with `endpointId`). */
export interface DailyItem {
  pk: string;
  sk: string;
  dimension: Dimension;
  key: string;
  count?: number;
  endpointId?: string;
}
