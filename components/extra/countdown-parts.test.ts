import { countdownParts } from './countdown-parts';

describe('countdownParts', () => {
  const now = Date.UTC(2026, 0, 1);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('stops at zero once the target has passed', () => {
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
