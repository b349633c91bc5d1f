import { isCalendarDate } from './field-checks';

/** Inclusive UTC days, as the analytics read API takes them. */
export type DayRange = { from: string; to: string };

/** The read API refuses longer ranges (backend/analytics/dashboard/date-range.ts). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The `days` UTC days ending on the day of `now`. */
export function lastDays(days: number, now: Date): DayRange {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: utcDayOf(new Date(to - (days - 1) * DAY_MS)), to: utcDayOf(new Date(to)) };
}

export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a range typed in the picker, in the words the picker shows; null when it is fine. */
export function rangeProblem(range: DayRange): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'Choose both dates (YYYY-MM-DD).';
  if (range.from > range.to) return 'The start date must not be after the end date.';
  if (daysIn(range) > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days.`;
  return null;
}
