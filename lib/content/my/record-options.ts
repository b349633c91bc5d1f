import { PLATFORMS } from '@/lib/content/platforms';
import { APPEAL_STATUS_LABELS } from '@/lib/content/profiles/profile-labels';
import { APPEAL_STATUSES, type AppealStatus } from '@/amplify/data/enums';

/** Choices of the creator's record forms. */
export { APPEAL_STATUSES };

export const APPEAL_OPTIONS = APPEAL_STATUSES.map((value) => ({ value, label: APPEAL_STATUS_LABELS[value] }));
/** The server derives a record's appealStatus from its appeal events once it has any (issue 18). */
export const APPEAL_STATUS_HINT = 'Once the record has appeal events (added under it after saving), the status follows the latest one and this choice is not used.';

/** A ban refers to a Platform record by id ('youtube'); a shadowban report names it ('YOUTUBE'). */
export const PLATFORM_ID_OPTIONS = PLATFORMS.map((platform) => ({ value: platform.id, label: platform.displayName }));
export const PLATFORM_NAME_OPTIONS = PLATFORMS.map((platform) => ({ value: platform.name, label: platform.displayName }));

/** Suggestions for the shadowban report's free-text fields (what the sample reports use). */
export const SHADOWBAN_CATEGORY_SUGGESTIONS = ['Reach', 'Recommendations', 'Search', 'Discovery', 'Monetization', 'Live'];
export const RESTRICTION_TYPE_SUGGESTIONS = [
  'Visibility filtering',
  'Reply deboosting',
  'Search ban',
  'Search suggestion ban',
  'Not recommended to non-followers',
  'Removed from recommendations',
  'Reduced distribution',
  'Limited ads',
  'Hashtag suppression',
  'Link throttling',
  'Live-stream throttling',
  'Age-restricted without review',
];

export function isAppealStatus(value: string): value is AppealStatus {
  return (APPEAL_STATUSES as readonly string[]).includes(value);
}
