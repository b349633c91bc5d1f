import { InvalidInputError } from '../domain/wire-values';

/** Inclusive UTC days, as YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` as given (either may be missing): by default the 30 days ending today (UTC). */
export function parseDateRange(input: { from?: string | null; to?: string | null }, now: Date): DateRange {
  const to = input.to ? parseDay(input.to, 'to') : Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = input.from ? parseDay(input.from, 'from') : to - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (from > to) throw new InvalidInputError('from must not be after to.');
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new InvalidInputError(`The range may span at most ${MAX_RANGE_DAYS} days.`);
  return { from: formatDay(from), to: formatDay(to) };
}

function parseDay(value: string, name: string): number {
  const time = DAY_PATTERN.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2024-02-31 over to March; a real day formats back to itself.
  if (!Number.isFinite(time) || formatDay(time) !== value) throw new InvalidInputError(`${name} must be a date as YYYY-MM-DD (got "${value.slice(0, 40)}").`);
  return time;
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
