const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** Audience and view figures as people say them: 412K, 1.3M. */
export function formatCompactCount(value: number): string {
  return compact.format(value);
}

/** A figure in full, with separators: 1,284,000. */
export function formatWholeCount(value: number): string {
  return whole.format(value);
}
