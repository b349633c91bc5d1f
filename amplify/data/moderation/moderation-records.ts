import type { VerificationSource } from '../enums';

/**
 * The records moderation keeps, and the models it may take down. A hidden record leaves its
 * public table for HiddenRecord (its owner and moderators read it there, with the reason), so no
 * public query, relation, index, feed or count can reach it; restoring puts it back as it was.
 */
export const HIDDEN_MODEL = 'HiddenRecord';
export const REPORT_MODEL = 'RecordReport';
export const ACTION_MODEL = 'ModerationAction';
export const REPORT_QUOTA_MODEL = 'ReportQuota';

export const MODERATED_MODELS = ['Brief', 'PlatformBan', 'ShadowbanExperience', 'Profile', 'Personality', 'Stream'] as const;
export type ModeratedModel = (typeof MODERATED_MODELS)[number];

/** Records that go with a profile when it is hidden (and come back with it). */
export const PROFILE_CHILD_MODELS = ['Brief', 'PlatformBan', 'ShadowbanExperience'] as const;

export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
// VERIFY, PUBLISH_REPLY and DECLINE_REPLY (issue 18): a step on a record's verification ladder, a reply decided.
export const MODERATION_ACTIONS = ['HIDE', 'RESTORE', 'DISMISS_REPORT', 'FEATURE', 'UNFEATURE', 'VERIFY', 'PUBLISH_REPLY', 'DECLINE_REPLY'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** The partition every audit entry shares, so the log reads newest first from one index. */
export const ACTION_LOG = 'moderation';

export function hiddenIdOf(model: string, id: string): string {
  return `${model}#${id}`;
}

/** Reports a visitor may send in an hour (by visitor key), before further ones are refused. */
export const REPORTS_PER_VISITOR_HOUR = 5;
export const REPORT_REASON_MAX = 1000;
/** Reports count under the bare visitor key (as before replies existed), replies under their own prefix. */
export const REPORT_QUOTA_PREFIX = '';
export const REPLY_QUOTA_PREFIX = 'reply#';

/** Replies or corrections a visitor may send in an hour, counted apart from their reports. */
export const REPLIES_PER_VISITOR_HOUR = 5;
export const REPLY_AUTHOR_NAME_MAX = 120;
export const REPLY_BODY_MAX = 5000;
/** A moderator's note on a verification step, and a reason to decline a reply. */
export const MODERATOR_NOTE_MAX = 1000;
export const VERIFICATION_SOURCE_URL_MAX = 2000;
/** CONFIRMED means a moderator checked what the platform itself said. */
export const CONFIRMING_SOURCES: readonly VerificationSource[] = ['PLATFORM_NOTICE', 'PLATFORM_STATEMENT'];

/** Published and declined replies keep their ids in PublishedReply and RecordReply alike. */
export const REPLY_MODEL = 'RecordReply';
export const PUBLISHED_REPLY_MODEL = 'PublishedReply';
export const VERIFICATION_STEP_MODEL = 'VerificationStep';
