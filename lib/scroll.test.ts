import { BACK_TO_TOP_THRESHOLD_PX, STICKY_HEADER_THRESHOLD_PX } from './constants/ui';
import { isScrolledPast } from './scroll';

describe('scroll thresholds', () => {
  it('shows back-to-top only after more than 250 px', () => {
    expect(BACK_TO_TOP_THRESHOLD_PX).toBe(250);
    expect(isScrolledPast(0, BACK_TO_TOP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(250, BACK_TO_TOP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(251, BACK_TO_TOP_THRESHOLD_PX)).toBe(true);
  });

  it('makes the header sticky after more than 1 px', () => {
    expect(isScrolledPast(1, STICKY_HEADER_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(2, STICKY_HEADER_THRESHOLD_PX)).toBe(true);
  });
});
