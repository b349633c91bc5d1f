const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The English month name of an AWSDate ('2025-11-04' → 'November'), as Brief.month holds it. */
export function monthOf(date: string): string {
  const match = /^\d{4}-(\d{2})-\d{2}$/.exec(date);
  const name = match ? MONTH_NAMES[Number(match[1]) - 1] : undefined;
  if (!name) throw new Error(`Not an AWSDate: "${date}"`);
  return name;
}
