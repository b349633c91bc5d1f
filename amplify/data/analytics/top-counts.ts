import { setImmediate } from 'node:timers/promises';
import { compareTop, type Dimension } from './dashboard-figures';
import type { Period, SumPart } from './month-rollups';

/**
 * A top list's counts over a range without summing every key of every day, written once for both
 * backends: each day offers its leading keys and a bound on every other key of that day, so a
 * range's top is found among few candidates and proven exact by the summed bounds; when the proof
 * fails at every depth tried (or would read too many counts), every key of the range is summed, as
 * before. The answer is always the one the full sum gives (ties by key in code-point order).
 *
 * Locally each day's leaders come from an index on a level of the count (migration 0031); on AWS
 * from a list the analyticsAggregator keeps per day and dimension, which may lag the counts by
 * `slack` (amplify/functions/analytics-aggregator/leader-lists.ts).
 *
 * A range is read as periods (month-rollups.ts): its days, and the whole months and weeks summed
 * once into roll-ups, which the rule treats as days: a span's leaders are its most counted keys,
 * its bound the next one's count, its slack 0 (a roll-up is read only while it equals its days).
 * The full sum reads the range's parts instead, where a stretch of months may be the difference
 * of two runs (month-rollups.ts): the same sums from fewer rows.
 */

/** What a backend knows of one period (a day, or a rolled-up month) of a dimension (one without figures need not be given). */
export interface DayLeaders {
  /** The period: a day YYYY-MM-DD or a month YYYY-MM. */
  day: Period;
  /** The day's leading keys, each with its count (at least this; at most this plus `slack`). */
  leaders: ReadonlyMap<string, number>;
  /** Every key of the day not among the leaders counted at most `bound + slack` (0 and 0: the leaders are all its keys). */
  bound: number;
  /** How much the day's counts of this dimension have grown since the leaders were read (0 locally). */
  slack: number;
}

export interface TopCountsPort {
  /** Each of the periods with figures in the dimension, with up to `depth` leading keys. */
  readLeaders(periods: readonly Period[], dimension: Dimension, depth: number): Promise<readonly DayLeaders[]>;
  /** Whether reading `pairs` (key, day) counts for `keys` keys is cheap enough to try. */
  canReadCounts(keys: number, pairs: number): boolean;
  /** The exact counts of each key in the periods asked (a period without a count need not be given). */
  readCounts(dimension: Dimension, wanted: ReadonlyMap<string, readonly string[]>): Promise<Map<string, Map<string, number>>>;
  /**
   * Every key's count over the parts, summed with their signs (the fallback), keys summing to 0
   * left out: at least the `limit` most counted, in any order.
   */
  readAllCounts(parts: readonly SumPart[], dimension: Dimension, limit: number): Promise<{ key: string; count: number }[]>;
}

export interface TopCount {
  key: string;
  count: number;
  /** The periods in which the key was counted (only when the leaders proved the answer; otherwise undefined). */
  days?: Period[];
}

/** The depths tried, one after another, while the bound does not prove the top: each a multiple of the limit. */
export const LEADER_DEPTHS = [4, 16, 64] as const;
/** The deepest a day's list is read (and, on AWS, kept). */
export const MAX_LEADER_DEPTH = 1_000;
/**
 * Leaders read for one try at most (periods × depth): past it, reading and weighing them costs about
 * what summing every key does (measured at scale 0.05 on leaders that move from day to day: a
 * year tried at 40 and 160 a day took 22 s through GraphQL, at 40 alone 1.9-2.5 s against the
 * full sum's 1.3-1.8 s).
 */
export const MAX_LEADER_READS = 10_000;

/** Leaders merged between two turns of the event loop (about 1 ms warm, a few cold). */
const LEADERS_PER_TURN = 2_000;

interface Candidate {
  key: string;
  /** The counts the days list for it, summed: a lower bound. */
  low: number;
  /** An upper bound: low, plus each listing day's slack, plus every other day's bound and slack. */
  high: number;
}

/**
 * The `limit` most counted keys of the dimension over the range, with their exact counts, in
 * compareTop's order. Exact by construction: a key no day lists counts at most the summed bounds,
 * so once the limit-th candidate's exact count is above that sum and above every other candidate's
 * upper bound, no key left out could belong in the list. `parts`: what the full sum reads (the
 * periods themselves unless given).
 */
export async function findTopCounts(
  port: TopCountsPort,
  periods: readonly Period[],
  dimension: Dimension,
  limit: number,
  parts: readonly SumPart[] = periods.map((period) => ({ period, sign: 1 })),
): Promise<TopCount[]> {
  for (const depth of depthsToTry(periods.length, limit)) {
    const proven = await tryDepth(port, periods, dimension, limit, depth);
    if (proven) return proven;
  }
  const all = await port.readAllCounts(parts, dimension, limit);
  return all.sort(compareTop).slice(0, limit).map(({ key, count }) => ({ key, count }));
}

/**
 * The depths tried: the shallowest (a site whose leaders stay is proven there, from a few leaders
 * a period), then straight the deepest whose reads stay within MAX_LEADER_READS. The depths
 * between cost a failed try each on leaders that move (the bench's year: 50-100 ms a list at 160
 * a period, before the try at 640 that proves it); a list proven at an intermediate depth reads
 * more leaders at the deepest one instead, at most MAX_LEADER_READS.
 */
export function depthsToTry(periods: number, limit: number): number[] {
  const depths = [...new Set(LEADER_DEPTHS.map((multiple) => Math.min(MAX_LEADER_DEPTH, multiple * limit)))].filter((depth) => periods * depth <= MAX_LEADER_READS);
  return depths.length > 2 ? [depths[0], depths[depths.length - 1]] : depths;
}

async function tryDepth(port: TopCountsPort, periods: readonly Period[], dimension: Dimension, limit: number, depth: number): Promise<TopCount[] | undefined> {
  const days = await port.readLeaders(periods, dimension, depth);
  // Any key no day lists counts at most this over the range.
  const unlistedBound = days.reduce((sum, day) => sum + day.bound + day.slack, 0);
  // Per key: the listed counts, and the bounds of the days listing it (which its high leaves out).
  const candidates = new Map<string, Candidate & { listedBounds: number }>();
  let mergedSinceTurn = 0;
  for (const { leaders, bound } of days) {
    // A year's list merges up to MAX_LEADER_READS leaders: other requests get turns in between.
    mergedSinceTurn += leaders.size;
    if (mergedSinceTurn > LEADERS_PER_TURN) {
      mergedSinceTurn = leaders.size;
      await setImmediate();
    }
    for (const [key, count] of leaders) {
      const candidate = candidates.get(key);
      if (candidate) {
        candidate.low += count;
        candidate.listedBounds += bound;
      } else candidates.set(key, { key, low: count, high: 0, listedBounds: bound });
    }
  }
  for (const candidate of candidates.values()) candidate.high = candidate.low + unlistedBound - candidate.listedBounds;
  if (candidates.size < limit && unlistedBound > 0) return undefined;
  // The limit-th candidate's lower bound: every key in the answer counts at least this. Only this
  // value is needed, not the candidates' order (a year's lists on the bench's store have
  // 5,000-8,000 of them: sorting them all, two objects allocated a comparison, was most of the
  // rule's 8-9 ms a list warm and 70-360 ms cold, held in one turn of the event loop).
  const threshold = candidates.size >= limit ? largestAt(candidates.values(), limit) : 0;
  // A key no day lists could tie or beat it: look deeper.
  if (unlistedBound > 0 && unlistedBound >= threshold) return undefined;
  // In any order: the answer is sorted by compareTop at the end.
  const contenders = [...candidates.values()].filter((candidate) => candidate.high >= threshold);
  // Other requests' turn before weighing the contenders (the four lists are found at once).
  await setImmediate();
  // Per contender, its days: exactly known, or known only within bounds (to be read).
  const known = new Map<string, Map<string, number>>();
  const wanted = new Map<string, string[]>();
  let pairs = 0;
  for (const { key } of contenders) {
    const exact = new Map<string, number>();
    const uncertain: string[] = [];
    for (const { day, leaders, bound, slack } of days) {
      const listed = leaders.get(key);
      if (slack === 0 && listed !== undefined) exact.set(day, listed);
      else if (listed !== undefined || bound + slack > 0) uncertain.push(day);
    }
    known.set(key, exact);
    if (uncertain.length) wanted.set(key, uncertain);
    pairs += uncertain.length;
  }
  if (pairs > 0 && !port.canReadCounts(wanted.size, pairs)) return undefined;
  const read = pairs > 0 ? await port.readCounts(dimension, wanted) : new Map<string, Map<string, number>>();
  const counted = contenders.map(({ key }) => {
    const dayCounts = new Map(known.get(key));
    for (const day of wanted.get(key) ?? []) {
      const count = read.get(key)?.get(day) ?? 0;
      if (count > 0) dayCounts.set(day, count);
    }
    const count = [...dayCounts.values()].reduce((sum, value) => sum + value, 0);
    return { key, count, days: [...dayCounts.keys()].sort() };
  });
  // Contenders hold every candidate whose upper bound reaches the threshold, and at least `limit`
  // of them count at least the threshold; the unlisted keys stay below it (checked above).
  return counted.sort(compareTop).slice(0, limit);
}

/**
 * The `rank`-th largest of the candidates' lower bounds (1: the largest), keeping only the `rank`
 * largest seen so far (the lists' limit is at most 50) instead of sorting every candidate.
 */
function largestAt(candidates: Iterable<Candidate>, rank: number): number {
  // Descending; a value enters only while it beats the smallest kept.
  const kept: number[] = [];
  for (const { low } of candidates) {
    if (kept.length === rank && low <= kept[rank - 1]) continue;
    let at = kept.length === rank ? rank - 1 : kept.length;
    while (at > 0 && kept[at - 1] < low) {
      kept[at] = kept[at - 1];
      at -= 1;
    }
    kept[at] = low;
  }
  return kept[rank - 1];
}
