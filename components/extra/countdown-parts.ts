export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until `target`; all zero once it has passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
