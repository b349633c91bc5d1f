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
export const MODERATION_ACTIONS = ['HIDE', 'RESTORE', 'DISMISS_REPORT', 'FEATURE', 'UNFEATURE'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** The partition every audit entry shares, so the log reads newest first from one index. */
export const ACTION_LOG = 'moderation';

export function hiddenIdOf(model: string, id: string): string {
  return `${model}#${id}`;
}

/** Reports a visitor may send in an hour (by visitor key), before further ones are refused. */
export const REPORTS_PER_VISITOR_HOUR = 5;
export const REPORT_REASON_MAX = 1000;
