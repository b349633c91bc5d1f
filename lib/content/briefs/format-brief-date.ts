const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A brief's day (YYYY-MM-DD) as readers say it: 1 March 2025. The same on server and browser. */
export function formatBriefDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : LONG.format(date);
}
