import { BRIEF_STATUSES, type BriefStatus } from '@/amplify/data/enums';

/** The brief categories (Brief.categories holds one), the site's themes in SPEC §1's order. */
export const BRIEF_CATEGORIES = ['Discipline', 'Power', 'Influence', 'Information Warfare', 'Stoicism', 'Leadership'] as const;

/** Suggestions for warfare tags: the tactics the sample briefs name. */
export const WARFARE_TAG_SUGGESTIONS = [
  'Deplatforming',
  'Censorship',
  'Shadowbanning',
  'Algorithmic suppression',
  'Demonetization',
  'Visibility filtering',
  'Mass reporting',
  'Narrative control',
  'Counter-messaging',
  'Reputation attack',
  'Psychological operations',
  'Astroturfing',
  'Synthetic media',
  'Firehose of falsehood',
];

export { BRIEF_STATUSES, type BriefStatus };

export const BRIEF_STATUS_LABELS: Record<BriefStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', ARCHIVED: 'Archived' };

export function isBriefStatus(value: unknown): value is BriefStatus {
  return (BRIEF_STATUSES as readonly unknown[]).includes(value);
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The English month name of an AWSDate ('2025-11-04' → 'November'), as Brief.month holds it. */
export function monthOf(date: string): string {
  const name = MONTH_NAMES[Number(date.slice(5, 7)) - 1];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !name) throw new Error(`Not a date: "${date}"`);
  return name;
}
