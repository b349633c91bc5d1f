import { formatSrpTimestamp, isSrpTimestampFresh, parseSrpTimestamp } from './srp-timestamp';

describe('SRP TIMESTAMP', () => {
  it('formats like the client: day not padded, time padded', () => {
    expect(formatSrpTimestamp(new Date('2025-03-03T09:05:01Z'))).toBe('Mon Mar 3 09:05:01 UTC 2025');
    expect(formatSrpTimestamp(new Date('2026-11-21T07:02:39Z'))).toBe('Sat Nov 21 07:02:39 UTC 2026');
  });

  it('parses what it formats', () => {
    const date = new Date('2024-02-29T23:59:59Z');
    expect(parseSrpTimestamp(formatSrpTimestamp(date))).toEqual(date);
  });

  it('refuses a padded day, a wrong weekday, an impossible date and other shapes', () => {
    expect(parseSrpTimestamp('Mon Mar 03 09:05:01 UTC 2025')).toBeNull();
    expect(parseSrpTimestamp('Tue Mar 3 09:05:01 UTC 2025')).toBeNull();
    expect(parseSrpTimestamp('Fri Feb 30 09:05:01 UTC 2024')).toBeNull();
    expect(parseSrpTimestamp('Mon Mar 3 24:05:01 UTC 2025')).toBeNull();
    expect(parseSrpTimestamp('Mon Mar 3 9:05:01 UTC 2025')).toBeNull();
    expect(parseSrpTimestamp('2025-03-03T09:05:01Z')).toBeNull();
    expect(parseSrpTimestamp(42)).toBeNull();
  });

  it('checks freshness both ways', () => {
    const now = new Date('2025-03-03T09:05:01Z');
    const fiveMinutes = 5 * 60_000;
    expect(isSrpTimestampFresh('Mon Mar 3 09:05:01 UTC 2025', now, fiveMinutes)).toBe(true);
    expect(isSrpTimestampFresh('Mon Mar 3 09:10:01 UTC 2025', now, fiveMinutes)).toBe(true);
    expect(isSrpTimestampFresh('Mon Mar 3 09:10:02 UTC 2025', now, fiveMinutes)).toBe(false);
    expect(isSrpTimestampFresh('Mon Mar 3 09:00:00 UTC 2025', now, fiveMinutes)).toBe(false);
    expect(isSrpTimestampFresh('garbage', now, fiveMinutes)).toBe(false);
  });
});
