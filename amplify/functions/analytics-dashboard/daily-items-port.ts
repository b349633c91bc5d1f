import { EXACT_DISTINCT_LIMIT, estimateDistinct, mergeSketch, sketchBitsOf, sketchRegistersOf } from '../../data/analytics/browser-sketch';
import { daysOf, DIMENSIONS, type DateRange, type Dimension } from '../../data/analytics/dashboard-figures';
import type { DashboardFiguresPort, PeriodFigures, PortTopItem } from '../../data/analytics/dashboard-query';
import { daysOfPeriods, isMonthPeriod, isRunPeriod, isSpanPeriod, type RollupStamp } from '../../data/analytics/month-rollups';
import { findTopCounts, type DayLeaders, type TopCountsPort } from '../../data/analytics/top-counts';
import {
  countPrefix,
  countSortKey,
  dayPartition,
  keyBrowsersPrefix,
  leadersSortKey,
  MONTH_STATE_SORT_KEY,
  periodPartition,
  runPartition,
  sketchPartition,
  spanPartition,
  totalSortKey,
} from '../analytics-aggregator/daily-items';
import { runOf, versionOf } from '../analytics-aggregator/month-rollups';

type Item = Record<string, unknown>;

/** The analytics table as the dashboard reads it (handler.ts implements it with the AWS SDK). */
export interface FiguresTable {
  /** Every item of one partition (a day's, a month's) whose sort key begins with `prefix`, every page of them. */
  query(pk: string, prefix: string, options?: { attributes?: string[]; consistent?: boolean }): Promise<Item[]>;
  /** Every item of one partition whose sort key is between `from` and `to` (inclusive): a figure's sketches over a range of days. */
  queryBetween(pk: string, from: string, to: string): Promise<Item[]>;
  /** Items by key, read strongly consistent (a key without an item is left out). */
  getItems(keys: readonly { pk: string; sk: string }[]): Promise<Item[]>;
}

/** Days (or keys' days) read at once. */
const CONCURRENT_READS = 16;
/** (key, day) counts read for the top lists' candidates at most: 100 BatchGetItem calls. */
const MAX_COUNT_READS = 10_000;

async function inBatches<T, R>(values: readonly T[], read: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += CONCURRENT_READS) results.push(...(await Promise.all(values.slice(start, start + CONCURRENT_READS).map(read))));
  return results;
}

interface Sums {
  events: Map<string, number>;
  droppedEvents: number;
  activeEndpoints: number;
}

const emptySums = (): Sums => ({ events: new Map(), droppedEvents: 0, activeEndpoints: 0 });
const figuresOf = ({ events, droppedEvents, activeEndpoints }: Sums): PeriodFigures => ({ events, droppedEvents, activeEndpoints });

/**
 * The top lists' rule (amplify/data/analytics/top-counts.ts) on the aggregator's items: a day's
 * leaders are its `L#<dimension>` item (analytics-aggregator/leader-lists.ts), their slack how far
 * the day's `T#<dimension>` total has grown since; a day without leaders (counted before they
 * were kept, or whose list was not yet read again) gives all its counts, read strongly consistent.
 * A rolled-up month or week (analytics-aggregator/month-rollups.ts) is read as a day: its `MONTH#`
 * or `WEEK#` items' leaders and counts, slack 0 (it is read only while its stamp equals its days'
 * event counts). The full sum reads a run from the build its month's state names (`runBuilds`).
 */
export function topCountsPortOf(table: FiguresTable, isEmptyDay: (day: string) => boolean, runBuilds: ReadonlyMap<string, string>): TopCountsPort {
  const partitionOf = (period: string) => {
    if (!isRunPeriod(period)) return periodPartition(period);
    const month = period.slice(2);
    const build = runBuilds.get(month);
    if (!build) throw new Error(`The run through ${month} was not read.`);
    return runPartition(month, build);
  };
  const periodCounts = async (period: string, dimension: Dimension, consistent: boolean) =>
    (await table.query(partitionOf(period), countPrefix(dimension), { attributes: ['key', 'count'], consistent })).map((item) => ({
      key: String(item.key),
      count: Number(item.count ?? 0),
    }));
  return {
    async readLeaders(periods, dimension, depth) {
      const items = await table.getItems(
        periods.flatMap((period) => (isSpanPeriod(period) ? [leadersSortKey(dimension)] : [leadersSortKey(dimension), totalSortKey(dimension)]).map((sk) => ({ pk: periodPartition(period), sk }))),
      );
      const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
      const result: DayLeaders[] = [];
      const unlisted: string[] = [];
      for (const period of periods) {
        const list = byKey.get(`${periodPartition(period)}|${leadersSortKey(dimension)}`);
        if (!list) {
          if (isSpanPeriod(period) || !isEmptyDay(period)) unlisted.push(period);
          continue;
        }
        const leaders = JSON.parse(String(list.leaders)) as [string, number][];
        const total = Number(byKey.get(`${periodPartition(period)}|${totalSortKey(dimension)}`)?.total ?? 0);
        result.push({
          day: period,
          leaders: new Map(leaders.slice(0, depth)),
          // Past the depth asked, the next listed count bounds the rest (the list is in compareTop's order).
          bound: leaders.length > depth ? leaders[depth][1] : Number(list.bound ?? 0),
          slack: isSpanPeriod(period) ? 0 : Math.max(0, total - Number(list.total ?? 0)),
        });
      }
      const read = await inBatches(unlisted, (period) => periodCounts(period, dimension, true));
      unlisted.forEach((period, index) => {
        if (read[index].length) result.push({ day: period, leaders: new Map(read[index].map(({ key, count }) => [key, count])), bound: 0, slack: 0 });
      });
      return result;
    },
    canReadCounts: (_keys, pairs) => pairs <= MAX_COUNT_READS,
    async readCounts(dimension, wanted) {
      const keys = [...wanted].flatMap(([key, periods]) => periods.map((period) => ({ pk: periodPartition(period), sk: countSortKey(dimension, key) })));
      const counts = new Map<string, Map<string, number>>();
      for (const item of await table.getItems(keys)) {
        const key = String(item.key);
        const period = String(item.pk).slice(String(item.pk).indexOf('#') + 1);
        (counts.get(key) ?? counts.set(key, new Map()).get(key)!).set(period, Number(item.count ?? 0));
      }
      return counts;
    },
    async readAllCounts(parts, dimension) {
      const sums = new Map<string, number>();
      const read = await inBatches(parts, ({ period }) => periodCounts(period, dimension, false));
      read.forEach((counts, index) => {
        for (const { key, count } of counts) sums.set(key, (sums.get(key) ?? 0) + parts[index].sign * count);
      });
      return [...sums].filter(([, count]) => count > 0).map(([key, count]) => ({ key, count }));
    },
  };
}

/** A figure's sketches over the range's days, merged (null when none was kept). */
async function mergedSketch(table: FiguresTable, dimension: Dimension, key: string, range: DateRange): Promise<Uint8Array | null> {
  let merged: Uint8Array | null = null;
  for (const item of await table.queryBetween(sketchPartition(dimension, key), range.from, range.to)) {
    const sketch = new Uint8Array(item.sketch as Uint8Array);
    if (merged) mergeSketch(merged, sketch);
    else merged = sketch;
  }
  return merged;
}

/**
 * The dashboard's port on the aggregator's DynamoDB items, read as the local store's are
 * (backend/analytics/dashboard/): each day's event counts, dropped events and active browsers'
 * count for the activity; the range's active browsers counted from the days' markers while those
 * are at most EXACT_DISTINCT_LIMIT, else estimated from the days' sketches
 * (analytics-aggregator/browser-sketches.ts); the top lists from the periods' leaders (above),
 * then the browsers behind just the listed keys: their markers on the days they were counted
 * while the dimension was counted at most EXACT_DISTINCT_LIMIT times in the range, else their
 * days' sketches. No marker is read for a range past that limit.
 */
export function createDailyItemsPort(table: FiguresTable): DashboardFiguresPort {
  // Days readActivity found without a single event count: every top-list count comes with one, so
  // those days have none to read either.
  const emptyDays = new Set<string>();
  // The builds of the runs readRollups found: the month to the partition its counts are in.
  const runBuilds = new Map<string, string>();
  const topCounts = topCountsPortOf(table, (day) => emptyDays.has(day), runBuilds);
  const markersOf = async (days: readonly string[], prefix: string) =>
    (await inBatches(days, (day) => table.query(dayPartition(day), prefix, { attributes: ['endpointId'] }))).flat().map((item) => String(item.endpointId));
  return {
    async readActivity(range) {
      const days = new Map<string, Sums>();
      const total = emptySums();
      const read = await inBatches(daysOf(range), async (day) => {
        const [dropped, events, active] = await Promise.all(
          [countPrefix(DIMENSIONS.dropped), countPrefix(DIMENSIONS.event), countPrefix(DIMENSIONS.active)].map((prefix) => table.query(dayPartition(day), prefix)),
        );
        return { day, dropped, events, active };
      });
      let browserRows = 0;
      const daysWithBrowsers: string[] = [];
      for (const { day, dropped, events, active } of read) {
        if (events.length === 0) {
          emptyDays.add(day);
          continue;
        }
        const daySums = emptySums();
        days.set(day, daySums);
        for (const item of [...dropped, ...events]) {
          for (const target of [daySums, total]) {
            if (item.dimension === DIMENSIONS.dropped) target.droppedEvents += Number(item.count ?? 0);
            else target.events.set(String(item.key), (target.events.get(String(item.key)) ?? 0) + Number(item.count ?? 0));
          }
        }
        // A day counted before its active browsers were (write-figures.ts) counts its markers.
        daySums.activeEndpoints = active.length ? Number(active[0].count ?? 0) : (await markersOf([day], `B#${DIMENSIONS.active}#`)).length;
        if (daySums.activeEndpoints > 0) {
          browserRows += daySums.activeEndpoints;
          daysWithBrowsers.push(day);
        }
      }
      const result = new Map([...days].map(([day, sums]) => [day, figuresOf(sums)]));
      if (daysWithBrowsers.length <= 1) return { days: result, total: figuresOf({ ...total, activeEndpoints: browserRows }) };
      if (browserRows <= EXACT_DISTINCT_LIMIT) {
        const browsers = new Set(await markersOf(daysWithBrowsers, `B#${DIMENSIONS.active}#`));
        return { days: result, total: figuresOf({ ...total, activeEndpoints: browsers.size }) };
      }
      const sketch = await mergedSketch(table, DIMENSIONS.active, '', range);
      // A sketch never counts more browsers than the days' rows hold.
      const estimate = sketch ? Math.min(browserRows, estimateDistinct(sketchBitsOf(sketch), sketchRegistersOf(DIMENSIONS.active))) : 0;
      return { days: result, total: { ...figuresOf({ ...total, activeEndpoints: estimate }), isActiveEstimated: true } };
    },
    async readRollups(spans) {
      const states = await table.getItems(spans.map((span) => ({ pk: spanPartition(span), sk: MONTH_STATE_SORT_KEY })));
      const stamps = new Map<string, RollupStamp>();
      // A stamp of -1: the span is being summed.
      for (const state of states.filter((item) => Number(item.events) >= 0)) {
        const span = String(state.pk).slice(String(state.pk).indexOf('#') + 1);
        const version = versionOf(state);
        if (version === undefined) continue;
        const run = isMonthPeriod(span) ? runOf(state) : undefined;
        if (run) runBuilds.set(span, run.build);
        stamps.set(span, { events: Number(state.events), version, ...(run ? { run: run.months } : {}) });
      }
      return stamps;
    },
    async readTopItems(range, { periods, parts }, dimension, limit): Promise<PortTopItem[]> {
      const rows = await findTopCounts(topCounts, periods, dimension, limit, parts);
      if (rows.length === 0) return [];
      // As locally: exact while the dimension was counted at most EXACT_DISTINCT_LIMIT times in the
      // range (its markers are no more than its counts): the days' totals, the months' in their lists.
      const totals = await table.getItems(periods.map((period) => ({ pk: periodPartition(period), sk: isSpanPeriod(period) ? leadersSortKey(dimension) : totalSortKey(dimension) })));
      let counted = totals.reduce((sum, item) => sum + Number(item.total ?? 0), 0);
      // Days counted before their totals were kept (leader-lists.ts): their counts.
      const withTotals = new Set(totals.map((item) => String(item.pk)));
      const untotalled = periods.filter((period) => !isSpanPeriod(period) && !emptyDays.has(period) && !withTotals.has(periodPartition(period)));
      for (const items of await inBatches(untotalled, (day) => table.query(dayPartition(day), countPrefix(dimension), { attributes: ['count'] }))) {
        counted += items.reduce((sum, item) => sum + Number(item.count ?? 0), 0);
      }
      const isExact = counted <= EXACT_DISTINCT_LIMIT;
      const items: PortTopItem[] = [];
      for (const { key, count, days } of rows) {
        if (isExact) {
          const browsers = new Set(await markersOf(days ? daysOfPeriods(days) : daysOf(range), keyBrowsersPrefix(dimension, key)));
          items.push({ key, count, endpoints: Math.min(count, browsers.size) });
          continue;
        }
        const sketch = await mergedSketch(table, dimension, key, range);
        const estimate = sketch ? estimateDistinct(sketchBitsOf(sketch), sketchRegistersOf(dimension)) : 0;
        // A key's browsers are never more than its count.
        items.push({ key, count, endpoints: Math.min(count, estimate), isEndpointsEstimated: true });
      }
      return items;
    },
  };
}
