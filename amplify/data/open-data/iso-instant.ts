/**
 * An ISO 8601 date (YYYY-MM-DD, midnight UTC) or date and time with its offset, read strictly:
 * only what GraphQL's AWSDate and AWSDateTime scalars take (years 0001–9999, real calendar days,
 * hours 00–23, offsets up to ±23:59:59). JavaScript's Date takes far more (year 0, six-digit signed
 * years, 2024-02-30 as 1 March, "1" as 2001), which the data API then refused mid-download.
 * Plain: no imports, no I/O, shared by the site and both backends.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2})(?::(\d{2}))?)$/;

/** Longer than any form above: a 10 KB value is refused before a regular expression reads it. */
const MAX_LENGTH = 40;

/** The instant in the form records store it (YYYY-MM-DDThh:mm:ss.sssZ), or undefined when `value` is not one. */
export function readIsoInstant(value: string): string | undefined {
  if (value.length > MAX_LENGTH) return undefined;
  const date = DATE.exec(value);
  if (date) return toStoredForm(date[1], date[2], date[3], '0', '0', '0', '', 0);
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return undefined;
  const [
    ,
    year,
    month,
    day,
    hours,
    minutes,
    seconds = '0',
    fraction = '',
    sign,
    offsetHours = '0',
    offsetMinutes = '0',
    offsetSeconds = '0',
  ] = dateTime;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59 || Number(offsetSeconds) > 59) return undefined;
  const offsetMs =
    (sign === '-' ? -1 : 1) *
    (Number(offsetHours) * 3_600 + Number(offsetMinutes) * 60 + Number(offsetSeconds)) *
    1_000;
  return toStoredForm(year, month, day, hours, minutes, seconds, fraction, offsetMs);
}

function toStoredForm(
  year: string,
  month: string,
  day: string,
  hours: string,
  minutes: string,
  seconds: string,
  fraction: string,
  offsetMs: number,
): string | undefined {
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  const local = new Date(0);
  local.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  const isCalendarDay =
    local.getUTCFullYear() === Number(year) &&
    local.getUTCMonth() === Number(month) - 1 &&
    local.getUTCDate() === Number(day);
  if (!isCalendarDay || Number(year) < 1) return undefined;
  // Beyond milliseconds, a fraction is cut: records store milliseconds, and `since` is a lower bound.
  local.setUTCHours(
    Number(hours),
    Number(minutes),
    Number(seconds),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  );
  const stored = new Date(local.getTime() - offsetMs).toISOString();
  // An offset can carry 0001-01-01 into year 0 or 9999-12-31 into +010000: neither is an AWSDateTime.
  return /^\d{4}-/.test(stored) && !stored.startsWith('0000-') ? stored : undefined;
}
