import { parseDateRange } from './date-range';

const NOW = new Date('2024-05-10T23:30:00Z');

describe('parseDateRange', () => {
  it('defaults to the 30 UTC days ending today', () => {
    expect(parseDateRange({}, NOW)).toEqual({ from: '2024-04-11', to: '2024-05-10' });
  });

  it('takes the 30 days ending on a given end when only the end is given', () => {
    expect(parseDateRange({ to: '2024-03-01' }, NOW)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('takes a range of one day and one of 366 days', () => {
    expect(parseDateRange({ from: '2024-05-01', to: '2024-05-01' }, NOW)).toEqual({ from: '2024-05-01', to: '2024-05-01' });
    expect(parseDateRange({ from: '2023-01-01', to: '2024-01-01' }, NOW)).toEqual({ from: '2023-01-01', to: '2024-01-01' });
  });

  it.each([
    [{ from: '2024-5-1' }, 'from must be a date as YYYY-MM-DD (got "2024-5-1").'],
    [{ to: '2023-02-29' }, 'to must be a date as YYYY-MM-DD (got "2023-02-29").'],
    [{ from: '2024-05-02', to: '2024-05-01' }, 'from must not be after to.'],
    [{ from: '2023-01-01', to: '2024-01-02' }, 'The range may span at most 366 days.'],
  ])('refuses %j', (input, message) => {
    expect(() => parseDateRange(input, NOW)).toThrow(message);
  });
});
