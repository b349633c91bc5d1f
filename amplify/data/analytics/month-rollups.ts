import { daysOf, type DateRange } from './dashboard-figures';

/**
 * Roll-ups of the top lists' counts, written once for both backends. Summing a year's daily counts
 * reads one row (or item) per key and day; so a span that has ended, a month or a week of a month
 * (days 1–7, 8–14, 15–21, 22–28), is summed once into one count per key (locally
 * analytics_monthly_counts and analytics_weekly_counts, filled by the analytics upkeep:
 * backend/analytics/store/month-rollups.ts; on AWS `MONTH#` and `WEEK#` items the
 * analyticsAggregator keeps: amplify/functions/analytics-aggregator/month-rollups.ts), and each
 * month's roll-up is added to the one before's running total (a **run**: every key's count over
 * all rolled-up months up to it). A range reads its whole months, its other whole weeks and its
 * remaining days; and a stretch of whole months as the difference of two runs (the run through its
 * last month less the run through the month before its first), two snapshots of the keys rather
 * than one per month.
 *
 * A roll-up is stamped with its span's event count when it was summed (every figure a day gets
 * comes with an `event` count of that day, and counts only grow), and the dashboard reads the
 * days' event counts anyway (views per day): a span is read from its roll-up only while the stamp
 * equals the sum of its days' event counts now. An event counted late on an ended span (the ingest
 * takes events up to 30 days old) makes the roll-up stale, so that span is read from its days,
 * exactly, until the upkeep sums it again. Each summing gets a new `version`, and a run names the
 * version of every month it sums: two runs are subtracted only when they name the same versions
 * for the months before the stretch, and the later one names the current (valid) roll-up of each
 * month of it. The answer is always the full sum's.
 */

/**
 * A range is read as periods: a day `YYYY-MM-DD`, a week `YYYY-MM-Wn` (n = 1…4, days 7n-6 to 7n of
 * its month) or a whole month `YYYY-MM` read from its roll-up; and summed (the top lists' full sum)
 * as signed parts, where a stretch of months may be two runs `..YYYY-MM` (every rolled-up month up
 * to that one).
 */
export type Period = string;

const WEEK_PATTERN = /^\d{4}-\d{2}-W[1-4]$/;
/** Weeks a month is rolled up in (its days past the 28th are read as days). */
export const WEEKS_A_MONTH = 4;
/** A stretch of at least this many whole months is summed as two runs (fewer: their roll-ups, each about a run's size). */
export const MIN_RUN_MONTHS = 3;

export const isMonthPeriod = (period: Period): boolean => period.length === 7;
export const isWeekPeriod = (period: Period): boolean => WEEK_PATTERN.test(period);
export const isRunPeriod = (period: Period): boolean => period.startsWith('..');
const STRETCH_PATTERN = /^(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/;
/**
 * A stretch of whole months `YYYY-MM..YYYY-MM` read as one period of the top lists' rule: the run
 * through its last month less the run through the month before its first (readingOf uses it only
 * when both runs sum exactly the current roll-ups). A stretch from the first rolled-up month on is
 * the run itself, `..YYYY-MM`, also a period.
 */
export const isStretchPeriod = (period: Period): boolean => STRETCH_PATTERN.test(period);
/** A stretch's (or a run's) runs: the one added, and the one taken away (undefined for a run). */
export function runsOfStretch(period: Period): { added: string; taken?: string } {
  if (isRunPeriod(period)) return { added: period.slice(2) };
  const match = STRETCH_PATTERN.exec(period);
  if (!match) throw new Error(`${period} is not a stretch of months.`);
  return { added: match[2], taken: previousMonth(match[1]) };
}
/** The months a stretch covers, oldest first (a run's: from its first month, which only its run knows: not asked). */
export function monthsOfStretch(period: Period): string[] {
  const match = STRETCH_PATTERN.exec(period);
  if (!match) throw new Error(`${period} is not a stretch of months.`);
  const months = [match[1]];
  while (months[months.length - 1] < match[2]) months.push(nextMonthStart(months[months.length - 1]).slice(0, 7));
  return months;
}
/** A month or a week: read from a roll-up. */
export const isSpanPeriod = (period: Period): boolean => isMonthPeriod(period) || isWeekPeriod(period);
export const monthOfDay = (day: string): string => day.slice(0, 7);
/** The run through `month`: every rolled-up month up to it. */
export const runThrough = (month: string): Period => `..${month}`;

/** Every day of a month `YYYY-MM`, in order. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return daysOf({ from: `${month}-01`, to: last });
}

/** The week a day is in (undefined past the 28th). */
export function weekOfDay(day: string): Period | undefined {
  const date = Number(day.slice(8, 10));
  return date <= 7 * WEEKS_A_MONTH ? `${monthOfDay(day)}-W${Math.ceil(date / 7)}` : undefined;
}

/** The first day of a week, YYYY-MM-DD. */
export function weekStart(week: Period): string {
  return `${week.slice(0, 7)}-${String(7 * Number(week.slice(9)) - 6).padStart(2, '0')}`;
}

/** The week that begins on `day` (1st, 8th, 15th or 22nd of its month). */
export const weekStartingOn = (day: string): Period => weekOfDay(day)!;

/** Every day of a month or a week, in order. */
export function daysOfSpan(span: Period): string[] {
  if (isMonthPeriod(span)) return daysOfMonth(span);
  const first = weekStart(span);
  return daysOf({ from: first, to: `${first.slice(0, 8)}${String(Number(first.slice(8)) + 6).padStart(2, '0')}` });
}

/** The first day of the month after `month`, as YYYY-MM-DD. */
export function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

/** The month before `month`, YYYY-MM. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** The months of the range whose every day is in it, oldest first. */
export function wholeMonthsOf(range: DateRange): string[] {
  const months: string[] = [];
  for (const day of daysOf(range)) {
    if (!day.endsWith('-01')) continue;
    const month = monthOfDay(day);
    const days = daysOfMonth(month);
    if (days[days.length - 1] <= range.to) months.push(month);
  }
  return months;
}

/** The weeks of the range whose every day is in it, oldest first (a whole month's serve when its own roll-up is stale). */
export function wholeWeeksOf(range: DateRange): string[] {
  const weeks: string[] = [];
  for (const day of daysOf(range)) {
    const week = weekOfDay(day);
    if (!week || day !== weekStart(week)) continue;
    if (daysOfSpan(week)[6] <= range.to) weeks.push(week);
  }
  return weeks;
}

/** Whether a month or a week has ended by `now` (only those are rolled up: an open one's counts still grow). */
export function hasSpanEnded(span: Period, now: Date): boolean {
  const days = daysOfSpan(span);
  return days[days.length - 1] < now.toISOString().slice(0, 10);
}

/** Whether a month has ended by `now`. */
export function hasMonthEnded(month: string, now: Date): boolean {
  return monthOfDay(now.toISOString()) > month;
}

/** A roll-up's stamp, as a backend keeps it. */
export interface RollupStamp {
  /** The span's event count when it was summed. */
  events: number;
  /** Which summing wrote it: each summing of a span gets a version of its own. */
  version: string;
  /** A month's run: each month it sums (up to this one) with the version summed; undefined while it has none. */
  run?: ReadonlyMap<string, string>;
}

/** The spans whose stamps a range's reading needs: its whole months, the month before them (its run), and its whole weeks. */
export function rollupSpansOf(range: DateRange): string[] {
  const months = wholeMonthsOf(range);
  return [...(months.length ? [previousMonth(months[0]), ...months] : []), ...wholeWeeksOf(range)];
}

/** A part of a range's sum: a period's counts added (1) or taken away (-1: only runs are). */
export interface SumPart {
  period: Period;
  sign: 1 | -1;
}

/**
 * How a range is read: its periods (days, weeks, months and stretches of months: each key's counts
 * add up), and the parts its full sum reads.
 */
export interface RangeReading {
  periods: Period[];
  parts: SumPart[];
}

/**
 * The periods a range is read as: each whole month, then each other whole week, whose roll-up's
 * stamp (`stamps`: span to stamp) equals its days' event counts now (`dayEvents`) as one period,
 * every other day as itself, in order; and its parts: the same, except that each stretch of at
 * least MIN_RUN_MONTHS consecutive months read from roll-ups is two runs when they agree (above).
 * Such a stretch is then one period too (`YYYY-MM..YYYY-MM`, or the run `..YYYY-MM` when nothing is
 * taken away), whose leaders are its runs' (a year reads a dozen periods' leaders, not two dozen).
 */
export function readingOf(range: DateRange, stamps: ReadonlyMap<string, RollupStamp>, dayEvents: (day: string) => number): RangeReading {
  const isValid = (span: string) => {
    const stamp = stamps.get(span);
    return stamp !== undefined && daysOfSpan(span).reduce((sum, day) => sum + dayEvents(day), 0) === stamp.events;
  };
  const months = new Set(wholeMonthsOf(range).filter(isValid));
  const weeks = new Set(wholeWeeksOf(range).filter(isValid));
  const periods: Period[] = [];
  for (const day of daysOf(range)) {
    const month = monthOfDay(day);
    const week = weekOfDay(day);
    const period = months.has(month) ? month : week && weeks.has(week) ? week : day;
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  const parts: SumPart[] = [];
  const read: Period[] = [];
  for (let index = 0; index < periods.length; ) {
    let end = index;
    while (end < periods.length && isMonthPeriod(periods[end]) && (end === index || nextMonthStart(periods[end - 1]).startsWith(periods[end]))) end += 1;
    const stretch = periods.slice(index, end);
    const runs = stretch.length >= MIN_RUN_MONTHS ? runPartsOf(stretch, stamps) : undefined;
    if (runs) {
      parts.push(...runs);
      read.push(runs.length === 1 ? runs[0].period : `${stretch[0]}..${stretch[stretch.length - 1]}`);
    } else {
      const own = stretch.length ? stretch : [periods[index]];
      parts.push(...own.map((period): SumPart => ({ period, sign: 1 })));
      read.push(...own);
    }
    index = Math.max(end, index + 1);
  }
  return { periods: read, parts };
}

/**
 * A stretch of consecutive months (each read from its current roll-up) as runs: the run through
 * its last month, less the run through the month before its first when there are months before.
 * Undefined unless the runs sum exactly those roll-ups (their versions say so).
 */
function runPartsOf(stretch: readonly string[], stamps: ReadonlyMap<string, RollupStamp>): SumPart[] | undefined {
  const first = stretch[0];
  const last = stretch[stretch.length - 1];
  const run = stamps.get(last)?.run;
  if (!run) return undefined;
  for (const month of stretch) if (run.get(month) !== stamps.get(month)?.version) return undefined;
  const before = [...run].filter(([month]) => month < first);
  if ([...run.keys()].some((month) => month > last)) return undefined;
  if (before.length === 0) return [{ period: runThrough(last), sign: 1 }];
  const previous = previousMonth(first);
  const earlier = stamps.get(previous)?.run;
  if (!earlier || earlier.size !== before.length || before.some(([month, version]) => earlier.get(month) !== version)) return undefined;
  return [
    { period: runThrough(last), sign: 1 },
    { period: runThrough(previous), sign: -1 },
  ];
}

/**
 * The days a list of periods covers, in order (a key's days, for the browsers behind it). A run
 * `..YYYY-MM` covers every month up to it: `firstMonth` says where the range's begin.
 */
export function daysOfPeriods(periods: readonly Period[], firstMonth?: string): string[] {
  return periods.flatMap((period) => {
    if (isStretchPeriod(period)) return monthsOfStretch(period).flatMap(daysOfMonth);
    if (isRunPeriod(period)) {
      const { added } = runsOfStretch(period);
      if (!firstMonth) throw new Error(`The days of ${period} need the range's first month.`);
      return monthsOfStretch(`${firstMonth}..${added}`).flatMap(daysOfMonth);
    }
    return isSpanPeriod(period) ? daysOfSpan(period) : [period];
  });
}
