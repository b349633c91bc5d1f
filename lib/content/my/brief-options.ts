import { BRIEF_STATUSES, type BriefStatus } from '@/amplify/data/enums';

export { BRIEF_CATEGORIES, monthOf } from '@/amplify/data/brief-rules';

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
