import { EXACT_DISTINCT_LIMIT, estimateDistinct, mergeSketch, sketchBitsOf, sketchRegistersOf } from '../../data/analytics/browser-sketch';
import { daysOf, DIMENSIONS, type DateRange, type Dimension } from '../../data/analytics/dashboard-figures';
import type { DashboardFiguresPort, PeriodFigures, PortTopItem } from '../../data/analytics/dashboard-query';
import { daysOfPeriods, isMonthPeriod, isRunPeriod, isSpanPeriod, isStretchPeriod, monthOfDay, runsOfStretch, type Period, type RollupStamp } from '../../data/analytics/month-rollups';
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
export function topCountsPortOf(
  table: FiguresTable,
  isEmptyDay: (day: string) => boolean,
  runBuilds: ReadonlyMap<string, string>,
): TopCountsPort & { stretchTotal(stretch: Period, dimension: Dimension): Promise<number> } {
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
  const stretches = stretchReaderOf(table, partitionOf, periodCounts);
  return {
    async readLeaders(allPeriods, dimension, depth) {
      const result: DayLeaders[] = [];
      for (const stretch of allPeriods.filter(isStretchLike)) {
        const leaders = await stretches.leaders(stretch, dimension, depth);
        if (leaders) result.push(leaders);
      }
      const periods = allPeriods.filter((period) => !isStretchLike(period));
      const items = await table.getItems(
        periods.flatMap((period) => (isSpanPeriod(period) ? [leadersSortKey(dimension)] : [leadersSortKey(dimension), totalSortKey(dimension)]).map((sk) => ({ pk: periodPartition(period), sk }))),
      );
      const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
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
      const keys = [...wanted].flatMap(([key, periods]) => periods.filter((period) => !isStretchLike(period)).map((period) => ({ pk: periodPartition(period), sk: countSortKey(dimension, key) })));
      const counts = new Map<string, Map<string, number>>();
      for (const stretch of new Set([...wanted.values()].flat().filter(isStretchLike))) {
        const stretchKeys = [...wanted].filter(([, periods]) => periods.includes(stretch)).map(([key]) => key);
        for (const [key, count] of await stretches.counts(stretch, dimension, stretchKeys)) (counts.get(key) ?? counts.set(key, new Map()).get(key)!).set(stretch, count);
      }
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
    stretchTotal: (stretch, dimension) => stretches.total(stretch, dimension),
  };
}

/** A stretch of months `YYYY-MM..YYYY-MM`, or a run `..YYYY-MM`, read as one period (month-rollups.ts). */
const isStretchLike = (period: Period) => isStretchPeriod(period) || isRunPeriod(period);

/**
 * A stretch's figures from its runs' partitions (analytics-aggregator/month-rollups.ts keepRuns):
 * the run through its last month less the run taken away, key by key. Its leaders are the first
 * run's `L#<dimension>` list (no key counts more over the stretch than in that run, so the next
 * listed count bounds every other key), each less its count in the run taken away (BatchGetItem);
 * a run built before its lists were kept is read whole, as the full sum reads it.
 */
function stretchReaderOf(
  table: FiguresTable,
  partitionOf: (period: string) => string,
  periodCounts: (period: string, dimension: Dimension, consistent: boolean) => Promise<{ key: string; count: number }[]>,
) {
  const runsOf = (stretch: Period) => {
    const { added, taken } = runsOfStretch(stretch);
    return { added: `..${added}`, taken: taken ? `..${taken}` : undefined };
  };
  /** The keys' counts in a run, by their items (a key without one counts 0). */
  const countsIn = async (run: string, dimension: Dimension, keys: readonly string[]) => {
    const items = await table.getItems(keys.map((key) => ({ pk: partitionOf(run), sk: countSortKey(dimension, key) })));
    return new Map(items.map((item) => [String(item.key), Number(item.count ?? 0)]));
  };
  const listOf = async (run: string, dimension: Dimension) => (await table.getItems([{ pk: partitionOf(run), sk: leadersSortKey(dimension) }]))[0];
  /** Every key of the stretch, from its runs read whole. */
  const allOf = async (stretch: Period, dimension: Dimension) => {
    const { added, taken } = runsOf(stretch);
    const sums = new Map((await periodCounts(added, dimension, false)).map(({ key, count }) => [key, count]));
    if (taken) for (const { key, count } of await periodCounts(taken, dimension, false)) sums.set(key, (sums.get(key) ?? 0) - count);
    return new Map([...sums].filter(([, count]) => count > 0));
  };
  return {
    async leaders(stretch: Period, dimension: Dimension, depth: number): Promise<DayLeaders | undefined> {
      const { added, taken } = runsOf(stretch);
      const list = await listOf(added, dimension);
      if (!list) {
        const all = await allOf(stretch, dimension);
        return all.size ? { day: stretch, leaders: all, bound: 0, slack: 0 } : undefined;
      }
      const listed = (JSON.parse(String(list.leaders)) as [string, number][]).slice(0, depth + 1);
      const less = taken ? await countsIn(taken, dimension, listed.slice(0, depth).map(([key]) => key)) : new Map<string, number>();
      const leaders = new Map<string, number>();
      for (const [key, count] of listed.slice(0, depth)) if (count - (less.get(key) ?? 0) > 0) leaders.set(key, count - (less.get(key) ?? 0));
      return { day: stretch, leaders, bound: listed.length > depth ? listed[depth][1] : Number(list.bound ?? 0), slack: 0 };
    },
    async counts(stretch: Period, dimension: Dimension, keys: readonly string[]): Promise<Map<string, number>> {
      const { added, taken } = runsOf(stretch);
      const [plus, less] = await Promise.all([countsIn(added, dimension, keys), taken ? countsIn(taken, dimension, keys) : new Map<string, number>()]);
      return new Map([...plus].map(([key, count]) => [key, count - (less.get(key) ?? 0)]));
    },
    /** The stretch's total of the dimension: its runs' list totals, or their counts when a run has no list. */
    async total(stretch: Period, dimension: Dimension): Promise<number> {
      const { added, taken } = runsOf(stretch);
      const lists = await Promise.all([listOf(added, dimension), taken ? listOf(taken, dimension) : undefined]);
      if (lists[0] && (!taken || lists[1])) return Number(lists[0].total ?? 0) - Number(lists[1]?.total ?? 0);
      return [...(await allOf(stretch, dimension)).values()].reduce((sum, count) => sum + count, 0);
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
      const totals = await table.getItems(
        periods.filter((period) => !isStretchLike(period)).map((period) => ({ pk: periodPartition(period), sk: isSpanPeriod(period) ? leadersSortKey(dimension) : totalSortKey(dimension) })),
      );
      let counted = totals.reduce((sum, item) => sum + Number(item.total ?? 0), 0);
      for (const stretch of periods.filter(isStretchLike)) counted += await topCounts.stretchTotal(stretch, dimension);
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
          // A run's days begin with the range's first month; only the range's days are read.
          const keyDays = days ? daysOfPeriods(days, monthOfDay(range.from)).filter((day) => day >= range.from && day <= range.to) : daysOf(range);
          const browsers = new Set(await markersOf(keyDays, keyBrowsersPrefix(dimension, key)));
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
