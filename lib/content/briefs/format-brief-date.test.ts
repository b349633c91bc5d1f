import { formatBriefDate } from './format-brief-date';

describe('a brief’s date as readers see it', () => {
  it('spells the day out, whatever the server’s time zone', () => {
    expect(formatBriefDate('2025-03-01')).toBe('1 March 2025');
  });
  it('shows what it was given when it is not a date', () => {
    expect(formatBriefDate('soon')).toBe('soon');
  });
});
