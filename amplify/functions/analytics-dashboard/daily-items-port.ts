import { daysOf, DIMENSIONS, type Dimension, type TopItem } from '../../data/analytics/dashboard-figures';
import type { DashboardFiguresPort, PeriodFigures } from '../../data/analytics/dashboard-query';
import { daysOfPeriods, isMonthPeriod } from '../../data/analytics/month-rollups';
import { findTopCounts, type DayLeaders, type TopCountsPort } from '../../data/analytics/top-counts';
import {
  countPrefix,
  countSortKey,
  dayPartition,
  keyBrowsersPrefix,
  leadersSortKey,
  MONTH_STATE_SORT_KEY,
  monthPartition,
  periodPartition,
  totalSortKey,
} from '../analytics-aggregator/daily-items';

type Item = Record<string, unknown>;

/** The analytics table as the dashboard reads it (handler.ts implements it with the AWS SDK). */
export interface FiguresTable {
  /** Every item of one partition (a day's, a month's) whose sort key begins with `prefix`, every page of them. */
  query(pk: string, prefix: string, options?: { attributes?: string[]; consistent?: boolean }): Promise<Item[]>;
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
  browsers: Set<string>;
}

const emptySums = (): Sums => ({ events: new Map(), droppedEvents: 0, browsers: new Set() });
const figuresOf = ({ events, droppedEvents, browsers }: Sums): PeriodFigures => ({ events, droppedEvents, activeEndpoints: browsers.size });

/**
 * The top lists' rule (amplify/data/analytics/top-counts.ts) on the aggregator's items: a day's
 * leaders are its `L#<dimension>` item (analytics-aggregator/leader-lists.ts), their slack how far
 * the day's `T#<dimension>` total has grown since; a day without leaders (counted before they
 * were kept, or whose list was not yet read again) gives all its counts, read strongly consistent.
 * A rolled-up month (analytics-aggregator/month-rollups.ts) is read as a day: its `MONTH#` items'
 * leaders and counts, slack 0 (it is read only while its stamp equals its days' event counts).
 */
function topCountsPortOf(table: FiguresTable, isEmptyDay: (day: string) => boolean): TopCountsPort {
  const periodCounts = async (period: string, dimension: Dimension, consistent: boolean) =>
    (await table.query(periodPartition(period), countPrefix(dimension), { attributes: ['key', 'count'], consistent })).map((item) => ({
      key: String(item.key),
      count: Number(item.count ?? 0),
    }));
  return {
    async readLeaders(periods, dimension, depth) {
      const items = await table.getItems(
        periods.flatMap((period) => (isMonthPeriod(period) ? [leadersSortKey(dimension)] : [leadersSortKey(dimension), totalSortKey(dimension)]).map((sk) => ({ pk: periodPartition(period), sk }))),
      );
      const byKey = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
      const result: DayLeaders[] = [];
      const unlisted: string[] = [];
      for (const period of periods) {
        const list = byKey.get(`${periodPartition(period)}|${leadersSortKey(dimension)}`);
        if (!list) {
          if (isMonthPeriod(period) || !isEmptyDay(period)) unlisted.push(period);
          continue;
        }
        const leaders = JSON.parse(String(list.leaders)) as [string, number][];
        const total = Number(byKey.get(`${periodPartition(period)}|${totalSortKey(dimension)}`)?.total ?? 0);
        result.push({
          day: period,
          leaders: new Map(leaders.slice(0, depth)),
          // Past the depth asked, the next listed count bounds the rest (the list is in compareTop's order).
          bound: leaders.length > depth ? leaders[depth][1] : Number(list.bound ?? 0),
          slack: isMonthPeriod(period) ? 0 : Math.max(0, total - Number(list.total ?? 0)),
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
    async readAllCounts(periods, dimension) {
      const sums = new Map<string, number>();
      for (const counts of await inBatches(periods, (period) => periodCounts(period, dimension, false))) {
        for (const { key, count } of counts) sums.set(key, (sums.get(key) ?? 0) + count);
      }
      return [...sums].map(([key, count]) => ({ key, count }));
    },
  };
}

/**
 * The dashboard's port on the aggregator's DynamoDB items: each day's event counts, dropped events
 * and active browsers' markers for the activity; the top lists from the days' leaders (above),
 * then the browsers behind just the listed keys, on the days they were counted.
 */
export function createDailyItemsPort(table: FiguresTable): DashboardFiguresPort {
  // Days readActivity found without a single event count: every top-list count comes with one, so
  // those days have none to read either.
  const emptyDays = new Set<string>();
  const topCounts = topCountsPortOf(table, (day) => emptyDays.has(day));
  return {
    async readActivity(range) {
      const days = new Map<string, Sums>();
      const total = emptySums();
      const read = await inBatches(daysOf(range), async (day) => {
        const [dropped, events, active] = await Promise.all(
          [countPrefix(DIMENSIONS.dropped), countPrefix(DIMENSIONS.event), `B#${DIMENSIONS.active}#`].map((prefix) => table.query(dayPartition(day), prefix)),
        );
        return { day, items: [...dropped, ...events, ...active] };
      });
      for (const { day, items } of read) {
        if (!items.some((item) => item.dimension === DIMENSIONS.event)) emptyDays.add(day);
        if (items.length === 0) continue;
        const daySums = emptySums();
        days.set(day, daySums);
        for (const item of items) {
          for (const target of [daySums, total]) {
            if (item.endpointId !== undefined) target.browsers.add(String(item.endpointId));
            else if (item.dimension === DIMENSIONS.dropped) target.droppedEvents += Number(item.count ?? 0);
            else target.events.set(String(item.key), (target.events.get(String(item.key)) ?? 0) + Number(item.count ?? 0));
          }
        }
      }
      return { days: new Map([...days].map(([day, sums]) => [day, figuresOf(sums)])), total: figuresOf(total) };
    },
    async readMonthStamps(months) {
      const states = await table.getItems(months.map((month) => ({ pk: monthPartition(month), sk: MONTH_STATE_SORT_KEY })));
      // A stamp of -1: the month is being summed.
      return new Map(states.filter((state) => Number(state.events) >= 0).map((state) => [String(state.pk).slice('MONTH#'.length), Number(state.events)]));
    },
    async readTopItems(range, periods, dimension, limit): Promise<TopItem[]> {
      const items: TopItem[] = [];
      for (const { key, count, days } of await findTopCounts(topCounts, periods, dimension, limit)) {
        const browsers = new Set<string>();
        const markers = await inBatches(days ? daysOfPeriods(days) : daysOf(range), (day) =>
          table.query(dayPartition(day), keyBrowsersPrefix(dimension, key), { attributes: ['endpointId'] }),
        );
        for (const item of markers.flat()) browsers.add(String(item.endpointId));
        items.push({ key, count, endpoints: browsers.size });
      }
      return items;
    },
  };
}
