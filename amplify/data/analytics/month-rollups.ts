import { daysOf, type DateRange } from './dashboard-figures';

/**
 * Monthly roll-ups of the top lists' counts, written once for both backends. Summing a year's
 * daily counts reads one row (or item) per key and day; a month that has ended is summed once
 * into one count per key (locally analytics_monthly_counts, filled by the analytics upkeep:
 * backend/analytics/store/month-rollups.ts; on AWS `MONTH#` items the analyticsAggregator keeps:
 * amplify/functions/analytics-aggregator/month-rollups.ts), so a year's range reads at most 12
 * months' roll-ups and the days of the months it holds only in part (the open one among them).
 *
 * A roll-up is stamped with its month's event count when it was summed (every figure a day gets
 * comes with an `event` count of that day, and counts only grow), and the dashboard reads the
 * days' event counts anyway (views per day): a month is read from its roll-up only while the
 * stamp equals the sum of its days' event counts now. An event counted late on an ended month (the
 * ingest takes events up to 30 days old) makes the roll-up stale, so that month is read from its
 * days, exactly, until the upkeep sums it again. The answer is always the full sum's.
 */

/** A range is read as periods: a day `YYYY-MM-DD`, or a whole month `YYYY-MM` read from its roll-up. */
export type Period = string;

export const isMonthPeriod = (period: Period): boolean => period.length === 7;
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** Every day of a month `YYYY-MM`, in order. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return daysOf({ from: `${month}-01`, to: last });
}

/** The first day of the month after `month`, as YYYY-MM-DD. */
export function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
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

/** Whether a month has ended by `now` (only those are rolled up: the open month's counts still grow). */
export function hasMonthEnded(month: string, now: Date): boolean {
  return monthOfDay(now.toISOString()) > month;
}

/**
 * The periods a range is read as: each whole month whose roll-up's stamp (`stamps`: month to the
 * event count it was summed at) equals its days' event counts now (`dayEvents`) as one period,
 * every other day as itself. In order.
 */
export function periodsOf(range: DateRange, stamps: ReadonlyMap<string, number>, dayEvents: (day: string) => number): Period[] {
  const rolled = new Set<string>();
  for (const month of wholeMonthsOf(range)) {
    const stamp = stamps.get(month);
    if (stamp === undefined) continue;
    const events = daysOfMonth(month).reduce((sum, day) => sum + dayEvents(day), 0);
    if (events === stamp) rolled.add(month);
  }
  const periods: Period[] = [];
  for (const day of daysOf(range)) {
    const month = monthOfDay(day);
    if (!rolled.has(month)) periods.push(day);
    else if (periods[periods.length - 1] !== month) periods.push(month);
  }
  return periods;
}

/** The days a list of periods covers, in order (a key's days, for the browsers behind it). */
export function daysOfPeriods(periods: readonly Period[]): string[] {
  return periods.flatMap((period) => (isMonthPeriod(period) ? daysOfMonth(period) : [period]));
}
