const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP_PATTERN = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) ([1-9]\d?) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The client's TIMESTAMP format, `ddd MMM D HH:mm:ss UTC YYYY`, with the day not zero-padded. */
export function formatSrpTimestamp(date: Date): string {
  return [
    WEEKDAYS[date.getUTCDay()],
    MONTHS[date.getUTCMonth()],
    date.getUTCDate(),
    `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`,
    'UTC',
    date.getUTCFullYear(),
  ].join(' ');
}

/** Reads a TIMESTAMP, refusing impossible dates, a wrong weekday and a zero-padded day. */
export function parseSrpTimestamp(timestamp: unknown): Date | null {
  if (typeof timestamp !== 'string') return null;
  const match = TIMESTAMP_PATTERN.exec(timestamp);
  if (!match) return null;
  const [, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month);
  if (monthIndex < 0) return null;
  const date = new Date(
    Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  // Round-tripping catches Feb 30, hour 24 and a weekday that does not fit the date.
  return formatSrpTimestamp(date) === timestamp ? date : null;
}

/** True when TIMESTAMP is well formed and within `toleranceMs` of `now`, either way. */
export function isSrpTimestampFresh(timestamp: unknown, now: Date, toleranceMs: number): boolean {
  const date = parseSrpTimestamp(timestamp);
  return date !== null && Math.abs(date.getTime() - now.getTime()) <= toleranceMs;
}
