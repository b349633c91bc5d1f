import { formatDay, formatLoss, formatLossBriefly } from './profile-labels';

describe('profile labels', () => {
  it('writes an AWSDate as day, short month and year whatever the server’s time zone', () => {
    expect(formatDay('2024-03-12')).toBe('12 Mar 2024');
    expect(formatDay('2024-12-31T23:59:59Z')).toBe('31 Dec 2024');
  });

  it('says when a date is missing and shows an unreadable one as written', () => {
    expect(formatDay(null)).toBe('Date unknown');
    expect(formatDay('sometime in 2020')).toBe('sometime in 2020');
  });

  it('writes losses in whole dollars unless they have cents', () => {
    expect(formatLoss(1850)).toBe('$1,850');
    expect(formatLoss(12.5)).toBe('$12.50');
    expect(formatLoss(0)).toBe('$0');
  });

  it('shortens losses for a glance', () => {
    expect(formatLossBriefly(890)).toBe('$890');
    expect(formatLossBriefly(2295.5)).toBe('$2.3K');
    expect(formatLossBriefly(12_000)).toBe('$12K');
    expect(formatLossBriefly(1_250_000)).toBe('$1.3M');
    expect(formatLossBriefly(0)).toBe('$0');
  });
});
