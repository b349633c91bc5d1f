import { daysIn, lastDays, rangeProblem } from './dashboard-range';

const NOW = new Date('2026-11-21T23:30:00Z');

describe('the dashboard’s date range', () => {
  it('offers the last N UTC days ending today', () => {
    expect(lastDays(7, NOW)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(lastDays(30, NOW)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(daysIn(lastDays(90, NOW))).toBe(90);
  });

  it('accepts one day and 366 days, and refuses reversed, longer or unreal ranges', () => {
    expect(rangeProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-22', to: '2026-11-21' })).toBe('The start date must not be after the end date.');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('Choose at most 366 days.');
    expect(rangeProblem({ from: '', to: '2026-11-21' })).toBe('Choose both dates (YYYY-MM-DD).');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('Choose both dates (YYYY-MM-DD).');
  });
});
