/**
 * The top lists' rule (top-counts.ts) gives what summing every key of every day gives, whatever
 * the days' leaders, bounds and slack, and reads only the candidates' counts when it can prove the
 * answer; the ports that feed it are tested on their stores (backend/analytics/dashboard/,
 * amplify/functions/analytics-dashboard/).
 */
import { compareTop, daysOf, type DateRange } from './dashboard-figures';
import {
  daysOfPeriods,
  isMonthPeriod,
  isRunPeriod,
  isStretchPeriod,
  isWeekPeriod,
  monthOfDay,
  readingOf,
  rollupSpansOf,
  runsOfStretch,
  weekOfDay,
  type RollupStamp,
  type SumPart,
} from './month-rollups';
import { depthsToTry, findTopCounts, type DayLeaders, type TopCountsPort } from './top-counts';

// The year-sized cases take 3-8 s each on a loaded 2-core machine: past Jest's default 5 s (no bound is asserted by time).
jest.setTimeout(60_000);

/** A deterministic pseudo-random sequence (mulberry32). */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Days = Map<string, Map<string, number>>;

/** Zipf-like days whose leaders move (as the bench's generated year), or stay (as a real site's). */
function daysWith(random: () => number, range: DateRange, keys: number, stable: boolean): Days {
  const days: Days = new Map();
  daysOf(range).forEach((day, index) => {
    if (random() < 0.1) return;
    const counts = new Map<string, number>();
    const present = Math.max(1, Math.floor(keys * (0.3 + random() * 0.5)));
    for (let rank = 1; rank <= present; rank += 1) {
      const key = `k${((stable ? rank : rank * 7919 + index * 613) % keys).toString().padStart(4, '0')}`;
      counts.set(key, (counts.get(key) ?? 0) + Math.max(1, Math.round(2_000 / rank + random() * 3)));
    }
    days.set(day, counts);
  });
  return days;
}

/** A port over in-memory days: leaders are each day's `depth` most counted, the bound the next one's count; optional slack. */
function portOf(days: Days, options: { slack?: (day: string) => number; ceiling?: (count: number) => number } = {}) {
  const reads = { leaders: 0, counts: 0, pairs: 0, all: 0 };
  const port: TopCountsPort = {
    async readLeaders(periods, _dimension, depth) {
      reads.leaders += 1;
      const result: DayLeaders[] = [];
      // A stretch (or a run) as the ports read one: its first run's most counted keys, each less
      // its count in the run taken away, the next count in the first run bounding the rest.
      for (const period of periods.filter((period) => isStretchPeriod(period) || isRunPeriod(period))) {
        const { added, taken } = runsOfStretch(period);
        const sorted = [...(days.get(`..${added}`) ?? [])].map(([key, count]) => ({ key, count })).sort(compareTop);
        const less = (key: string) => (taken ? (days.get(`..${taken}`)?.get(key) ?? 0) : 0);
        const leaders = sorted.slice(0, depth).map(({ key, count }): [string, number] => [key, count - less(key)]).filter(([, count]) => count > 0);
        if (sorted.length) result.push({ day: period, leaders: new Map(leaders), bound: sorted[depth]?.count ?? 0, slack: 0 });
      }
      for (const [day, counts] of days) {
        if (!periods.includes(day)) continue;
        const sorted = [...counts].map(([key, count]) => ({ key, count })).sort(compareTop);
        const slack = options.slack?.(day) ?? 0;
        // With slack, the listed counts are older (lower) than the day's.
        const listed = (count: number) => Math.max(1, count - slack);
        if (sorted.length <= depth) result.push({ day, leaders: new Map(sorted.map(({ key, count }) => [key, listed(count)])), bound: 0, slack });
        else {
          const next = sorted[depth].count;
          const bound = options.ceiling ? options.ceiling(next) : next;
          const leaders = sorted.slice(0, depth).filter(({ count }) => count > bound);
          result.push({ day, leaders: new Map(leaders.map(({ key, count }) => [key, listed(count)])), bound, slack });
        }
      }
      return result;
    },
    canReadCounts: (keys) => keys <= 2_000,
    async readCounts(_dimension, wanted) {
      reads.counts += 1;
      const result = new Map<string, Map<string, number>>();
      for (const [key, keyDays] of wanted) {
        reads.pairs += keyDays.length;
        for (const day of keyDays) {
          const stretch = isStretchPeriod(day) || isRunPeriod(day) ? runsOfStretch(day) : undefined;
          const count = stretch
            ? (days.get(`..${stretch.added}`)?.get(key) ?? 0) - (stretch.taken ? (days.get(`..${stretch.taken}`)?.get(key) ?? 0) : 0)
            : days.get(day)?.get(key);
          if (count !== undefined) (result.get(key) ?? result.set(key, new Map()).get(key)!).set(day, count);
        }
      }
      return result;
    },
    async readAllCounts(parts) {
      reads.all += 1;
      return sumOfParts(days, parts);
    },
  };
  return { port, reads };
}

function bruteForce(days: Days, range: DateRange | readonly string[], limit: number) {
  const periods = new Set('from' in range ? daysOf(range) : range);
  const sums = new Map<string, number>();
  for (const [day, counts] of days) if (periods.has(day)) for (const [key, count] of counts) sums.set(key, (sums.get(key) ?? 0) + count);
  return [...sums].map(([key, count]) => ({ key, count })).sort(compareTop).slice(0, limit);
}

/** Every key's count over signed parts, keys summing to 0 left out. */
function sumOfParts(days: Days, parts: readonly SumPart[]) {
  const sums = new Map<string, number>();
  for (const { period, sign } of parts) for (const [key, count] of days.get(period) ?? []) sums.set(key, (sums.get(key) ?? 0) + sign * count);
  return [...sums].filter(([, count]) => count > 0).map(([key, count]) => ({ key, count }));
}

const MONTH = { from: '2026-10-28', to: '2026-11-26' };
const YEAR = { from: '2025-11-26', to: '2026-11-26' };
const strip = (items: { key: string; count: number }[]) => items.map(({ key, count }) => ({ key, count }));

describe.each([
  ['leaders that stay', true],
  ['leaders that move from day to day', false],
])('with %s', (_, stable) => {
  it.each([
    ['30 days, limit 10', MONTH, 10],
    ['30 days, limit 1', MONTH, 1],
    ['30 days, limit 50', MONTH, 50],
    ['a year, limit 10', YEAR, 10],
  ])('answers %s as the full sum does', async (_name, range, limit) => {
    for (const seed of range === YEAR ? [1] : [1, 2, 3]) {
      const days = daysWith(randomOf(seed), range, 600, stable);
      for (const options of [{}, { slack: (day: string) => (day.endsWith('5') ? 7 : 0) }, { ceiling: (count: number) => Math.ceil(count * 1.25) }]) {
        const { port } = portOf(days, options);
        expect(strip(await findTopCounts(port, daysOf(range), 'brief', limit))).toEqual(bruteForce(days, range, limit));
      }
    }
  });
});

it('proves a month of stable leaders from the leaders and few counts, without summing every key', async () => {
  const days = daysWith(randomOf(7), MONTH, 2_000, true);
  const { port, reads } = portOf(days);
  const top = await findTopCounts(port, daysOf(MONTH), 'brief', 10);
  expect(strip(top)).toEqual(bruteForce(days, MONTH, 10));
  expect(reads.all).toBe(0);
  expect(top[0].days?.length).toBeGreaterThan(20);
});

it('breaks ties by key, and never leaves out a key that no day lists but that ties the last one', async () => {
  // Day 1 lists a (5) and bounds the rest by 3; day 2 lists b (5) and bounds the rest by 3:
  // c counts 3 + 3 = 6 over both days without being listed once.
  const days: Days = new Map([
    ['2026-11-01', new Map([['a', 5], ['c', 3], ['d', 1]])],
    ['2026-11-02', new Map([['b', 5], ['c', 3], ['e', 1]])],
  ]);
  const { port, reads } = portOf(days);
  // Only one leader a day, whatever the depth asked.
  port.readLeaders = async () => [
    { day: '2026-11-01', leaders: new Map([['a', 5]]), bound: 3, slack: 0 },
    { day: '2026-11-02', leaders: new Map([['b', 5]]), bound: 3, slack: 0 },
  ];
  const range = { from: '2026-11-01', to: '2026-11-02' };
  expect(strip(await findTopCounts(port, daysOf(range), 'brief', 1))).toEqual([{ key: 'c', count: 6 }]);
  expect(strip(await findTopCounts(port, daysOf(range), 'brief', 3))).toEqual([
    { key: 'c', count: 6 },
    { key: 'a', count: 5 },
    { key: 'b', count: 5 },
  ]);
  // The bounds (6) reach the leaders (5): nothing is proven, every key is summed.
  expect(reads.all).toBe(2);
});

it('tries the shallowest depth, then the deepest the reads allow', () => {
  // A year of 14 periods at the default limit: 40, then 640 (14 x 640 is within 10,000 leaders).
  expect(depthsToTry(14, 10)).toEqual([40, 640]);
  // 30 days without roll-ups: 640 would read 19,200 leaders.
  expect(depthsToTry(30, 10)).toEqual([40, 160]);
  // Limit 50 on a year: 800 a period would pass 10,000; limit 20: 80 then 1,000 (the deepest kept).
  expect(depthsToTry(14, 50)).toEqual([200]);
  expect(depthsToTry(8, 20)).toEqual([80, 1_000]);
  expect(depthsToTry(400, 10)).toEqual([]);
});

it('answers nothing for a range without figures', async () => {
  const { port } = portOf(new Map());
  expect(await findTopCounts(port, daysOf(MONTH), 'brief', 10)).toEqual([]);
});

describe('a year read as rolled-up months, weeks, runs and days', () => {
  /** Each ended month and week summed once (as the roll-ups are, month-rollups.ts), and each month's run: every month up to it. */
  function rolledUp(days: Days) {
    const rolled: Days = new Map(days);
    const add = (period: string, counts: ReadonlyMap<string, number>) => {
      const sums = rolled.get(period) ?? rolled.set(period, new Map()).get(period)!;
      for (const [key, count] of counts) sums.set(key, (sums.get(key) ?? 0) + count);
    };
    for (const [day, counts] of days) {
      add(monthOfDay(day), counts);
      const week = weekOfDay(day);
      if (week) add(week, counts);
    }
    const stamps = new Map<string, RollupStamp>();
    const months = [...new Set([...days.keys()].map(monthOfDay))].sort();
    const run = new Map<string, string>();
    for (const month of months) {
      stamps.set(month, { events: 0, version: `v-${month}`, run: new Map(run.set(month, `v-${month}`)) });
      for (const earlier of run.keys()) add(`..${month}`, rolled.get(earlier)!);
      for (let n = 1; n <= 4; n += 1) stamps.set(`${month}-W${n}`, { events: 0, version: `w-${month}-${n}` });
    }
    return { rolled, stamps };
  }

  it.each([
    ['a year to the 26th', YEAR],
    ['a year to the 5th', { from: '2025-11-05', to: '2026-11-05' }],
    ['three months and a week', { from: '2026-07-31', to: '2026-11-08' }],
  ])('%s gives what the full sum of its days gives', async (_name, range) => {
    for (const stable of [true, false]) {
      const days = daysWith(randomOf(11), range, 600, stable);
      const { rolled, stamps } = rolledUp(days);
      const reading = readingOf(range, stamps, () => 0);
      // The stretch of months is one period, read from its runs.
      expect(reading.periods.filter((period) => isStretchPeriod(period) || isRunPeriod(period))).toHaveLength(1);
      expect(daysOfPeriods(reading.periods, monthOfDay(range.from)).filter((day) => day >= range.from)).toEqual(daysOf(range));
      // A stretch of months is summed as runs, never month by month.
      expect(reading.parts.filter(({ period }) => isMonthPeriod(period))).toEqual([]);
      expect(reading.parts.filter(({ period }) => isRunPeriod(period)).length).toBeGreaterThan(0);
      for (const limit of [1, 10, 50]) {
        const { port } = portOf(rolled);
        expect(strip(await findTopCounts(port, reading.periods, 'brief', limit, reading.parts))).toEqual(bruteForce(days, range, limit));
      }
    }
  });

  it('reads a year to the 26th as 2 runs, 3 weeks and 10 days, and the spans it needs stamps of', () => {
    const stamps = new Map(rollupSpansOf(YEAR).map((span) => [span, { events: 0, version: 'v' }]));
    const reading = readingOf(YEAR, stamps, () => 0);
    expect(reading.periods.filter(isMonthPeriod)).toHaveLength(11);
    expect(reading.periods.filter(isWeekPeriod)).toEqual(['2026-11-W1', '2026-11-W2', '2026-11-W3']);
    expect(rollupSpansOf(YEAR).slice(0, 2)).toEqual(['2025-11', '2025-12']);
    // No run was read: the months are summed one by one.
    expect(reading.parts.filter(({ period }) => isMonthPeriod(period))).toHaveLength(11);
  });

  it('reads a year to the 26th with runs as a stretch, 3 weeks and 10 days, proven from their leaders when they move', async () => {
    // As the bench's generated year (scripts/bench/analytics-dashboard/generate-year.ts), smaller:
    // every day's r-th key gets 20,000 / r, which key is r-th drawn afresh each day.
    const days: Days = new Map(
      daysOf(YEAR).map((day, index) => [
        day,
        new Map(Array.from({ length: 2_000 }, (_, rank) => [`k${((rank + 1) * 7919 + index * 613) % 5_000}`, Math.max(1, Math.round(20_000 / (rank + 1)))])),
      ]),
    );
    const { rolled, stamps } = rolledUp(days);
    const reading = readingOf(YEAR, stamps, () => 0);
    expect(reading.periods.filter((period) => !/^\d{4}-\d{2}-\d{2}$/.test(period))).toEqual(['2025-12..2026-10', '2026-11-W1', '2026-11-W2', '2026-11-W3']);
    expect(reading.periods).toHaveLength(14);
    for (const limit of [1, 10, 50]) {
      const { port, reads } = portOf(rolled);
      expect(strip(await findTopCounts(port, reading.periods, 'brief', limit, reading.parts))).toEqual(bruteForce(days, YEAR, limit));
      // The dashboard's default 10 is proven from the periods' leaders and the candidates' counts,
      // no key summed over every period (1 would need a depth past 64, 50 more reads than allowed):
      // a failed try at 40, then straight at 640 (depthsToTry), none at 160.
      if (limit === 10) expect(reads).toEqual({ leaders: 2, counts: 1, pairs: expect.any(Number), all: 0 });
    }
    // A range from the first rolled-up month on reads the run itself.
    const fromStart = readingOf({ from: '2025-11-01', to: '2026-11-26' }, stamps, () => 0);
    expect(fromStart.periods[0]).toBe('..2026-10');
  });

  it('sums months one by one when the runs do not name the roll-ups read, or disagree on the months before', async () => {
    const days = daysWith(randomOf(5), YEAR, 300, false);
    const { rolled, stamps } = rolledUp(days);
    const stale = new Map(stamps);
    // A month summed again after its run was built: the run names the old version.
    stale.set('2026-06', { ...stamps.get('2026-06')!, version: 'newer' });
    const reading = readingOf(YEAR, stale, () => 0);
    expect(reading.parts.some(({ period }) => period === '..2026-10')).toBe(false);
    const { port } = portOf(rolled);
    expect(strip(await findTopCounts(port, reading.periods, 'brief', 10, reading.parts))).toEqual(bruteForce(days, YEAR, 10));
    // The run before the stretch names another version of a month before it.
    const disagree = new Map(stamps);
    disagree.set('2025-11', { ...stamps.get('2025-11')!, run: new Map([['2025-11', 'other']]) });
    expect(readingOf(YEAR, disagree, () => 0).parts.filter(({ period }) => isMonthPeriod(period))).toHaveLength(11);
    // A month whose roll-up no longer equals its days is read from its days, and splits the stretch.
    const late = readingOf(YEAR, stamps, (day) => (day === '2026-04-10' ? 1 : 0));
    expect(late.periods).toContain('2026-04-10');
    expect(late.periods.filter(isStretchPeriod)).toEqual(['2025-12..2026-03', '2026-05..2026-10']);
    const { port: latePort } = portOf(rolled);
    expect(strip(await findTopCounts(latePort, late.periods, 'brief', 10, late.parts))).toEqual(bruteForce(days, YEAR, 10));
    expect(late.parts.map(({ period, sign }) => `${sign > 0 ? '+' : '-'}${period}`).filter((part) => part.includes('..'))).toEqual(['+..2026-03', '-..2025-11', '+..2026-10', '-..2026-04']);
  });
});
