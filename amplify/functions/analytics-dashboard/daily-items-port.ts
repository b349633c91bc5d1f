import { compareTop, daysOf, DIMENSIONS, type DateRange, type Dimension, type TopItem } from '../../data/analytics/dashboard-figures';
import type { DashboardFiguresPort, PeriodFigures } from '../../data/analytics/dashboard-query';
import type { DailyItem } from '../analytics-aggregator/daily-items';

/** Reads every item of one UTC day (amplify/functions/analytics-aggregator/daily-items.ts). */
export type ReadDay = (day: string) => Promise<readonly DailyItem[]>;

/** Days read at once: a year is 366 queries, most of them one page. */
const CONCURRENT_DAYS = 16;

interface Sums {
  events: Map<string, number>;
  droppedEvents: number;
  browsers: Set<string>;
}

interface RangeSums {
  days: Map<string, Sums>;
  total: Sums;
  keyCounts: Map<Dimension, Map<string, number>>;
  keyBrowsers: Map<Dimension, Map<string, Set<string>>>;
}

const emptySums = (): Sums => ({ events: new Map(), droppedEvents: 0, browsers: new Set() });
const figuresOf = ({ events, droppedEvents, browsers }: Sums): PeriodFigures => ({ events, droppedEvents, activeEndpoints: browsers.size });

function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make();
  map.set(key, made);
  return made;
}

/** The range's items summed once: the dashboard's reads all come from them. */
function sumItems(itemsByDay: ReadonlyMap<string, readonly DailyItem[]>): RangeSums {
  const sums: RangeSums = { days: new Map(), total: emptySums(), keyCounts: new Map(), keyBrowsers: new Map() };
  for (const [day, items] of itemsByDay) {
    const daySums = entryOf(sums.days, day, emptySums);
    for (const item of items) {
      if (item.endpointId !== undefined) {
        // A browser marker: active that day, or behind a top-list key.
        if (item.dimension === DIMENSIONS.active) for (const target of [daySums, sums.total]) target.browsers.add(item.endpointId);
        else entryOf(entryOf(sums.keyBrowsers, item.dimension, () => new Map<string, Set<string>>()), item.key, () => new Set<string>()).add(item.endpointId);
        continue;
      }
      const count = Number(item.count ?? 0);
      if (item.dimension === DIMENSIONS.event || item.dimension === DIMENSIONS.dropped) {
        for (const target of [daySums, sums.total]) {
          if (item.dimension === DIMENSIONS.dropped) target.droppedEvents += count;
          else target.events.set(item.key, (target.events.get(item.key) ?? 0) + count);
        }
      } else {
        const counts = entryOf(sums.keyCounts, item.dimension, () => new Map<string, number>());
        counts.set(item.key, (counts.get(item.key) ?? 0) + count);
      }
    }
  }
  return sums;
}

/**
 * The dashboard's port on the aggregator's DynamoDB items: the range's days are read (16 at a
 * time) the first time the range is asked for, and every figure is summed from those items.
 */
export function createDailyItemsPort(readDay: ReadDay): DashboardFiguresPort {
  const ranges = new Map<string, Promise<RangeSums>>();
  const sumsOf = (range: DateRange) =>
    entryOf(ranges, `${range.from}/${range.to}`, async () => {
      const days = daysOf(range);
      const itemsByDay = new Map<string, readonly DailyItem[]>();
      for (let start = 0; start < days.length; start += CONCURRENT_DAYS) {
        const batch = days.slice(start, start + CONCURRENT_DAYS);
        const read = await Promise.all(batch.map(readDay));
        batch.forEach((day, index) => itemsByDay.set(day, read[index]));
      }
      return sumItems(itemsByDay);
    });
  return {
    async readActivity(range) {
      const sums = await sumsOf(range);
      return { days: new Map([...sums.days].map(([day, daySums]) => [day, figuresOf(daySums)])), total: figuresOf(sums.total) };
    },
    async readTopItems(range, dimension, limit): Promise<TopItem[]> {
      const sums = await sumsOf(range);
      return [...(sums.keyCounts.get(dimension) ?? new Map<string, number>())]
        .map(([key, count]) => ({ key, count }))
        .sort(compareTop)
        .slice(0, limit)
        .map(({ key, count }) => ({ key, count, endpoints: sums.keyBrowsers.get(dimension)?.get(key)?.size ?? 0 }));
    },
  };
}
