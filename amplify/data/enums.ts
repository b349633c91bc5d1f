/**
 * The enums of SPEC §3, in the order the spec lists them, then the restriction types of ban
 * records (issue 18): the schema declares its enums from these lists, and the backend's sample
 * content, the creator rules and the site's forms and pages take their choices from here, so a
 * value is written once. Plain constants and two small helpers: no imports.
 */
export const STREAM_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export const BRIEF_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export const PLATFORM_NAMES = ['X', 'YOUTUBE', 'RUMBLE', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'SUBSTACK', 'MEDIUM', 'TWITCH'] as const;
// PARTIALLY_RESTORED added to SPEC §3's four (issue 18): an appeal event can end that way.
export const APPEAL_STATUSES = ['NONE', 'PENDING', 'REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'] as const;
export const PERSONALITY_CATEGORIES = [
  'CONTENT_CREATOR',
  'STREAMER',
  'PODCASTER',
  'INFLUENCER',
  'JOURNALIST',
  'ACTIVIST',
  'EDUCATOR',
  'ENTERTAINER',
] as const;

export type StreamStatus = (typeof STREAM_STATUSES)[number];
export type BriefStatus = (typeof BRIEF_STATUSES)[number];
export type PlatformName = (typeof PLATFORM_NAMES)[number];
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type PersonalityCategory = (typeof PERSONALITY_CATEGORIES)[number];

/**
 * The kinds of restriction a ban or shadowban report may name, in the DSA Transparency Database's
 * own value names (its API's decision_visibility, decision_monetary, decision_provision and
 * decision_account fields), so a record here reads against a platform's statement of reasons
 * there. Only the value is stored: its category is the value's prefix (categoryOfDsaRestriction).
 */
export const DSA_VISIBILITY_RESTRICTIONS = [
  'DECISION_VISIBILITY_CONTENT_REMOVED',
  'DECISION_VISIBILITY_CONTENT_DISABLED',
  'DECISION_VISIBILITY_CONTENT_DEMOTED',
  'DECISION_VISIBILITY_CONTENT_AGE_RESTRICTED',
  'DECISION_VISIBILITY_CONTENT_INTERACTION_RESTRICTED',
  'DECISION_VISIBILITY_CONTENT_LABELLED',
  'DECISION_VISIBILITY_OTHER',
] as const;
export const DSA_MONETARY_RESTRICTIONS = ['DECISION_MONETARY_SUSPENSION', 'DECISION_MONETARY_TERMINATION', 'DECISION_MONETARY_OTHER'] as const;
export const DSA_PROVISION_RESTRICTIONS = [
  'DECISION_PROVISION_PARTIAL_SUSPENSION',
  'DECISION_PROVISION_TOTAL_SUSPENSION',
  'DECISION_PROVISION_PARTIAL_TERMINATION',
  'DECISION_PROVISION_TOTAL_TERMINATION',
] as const;
export const DSA_ACCOUNT_RESTRICTIONS = ['DECISION_ACCOUNT_SUSPENDED', 'DECISION_ACCOUNT_TERMINATED'] as const;

/** The four categories, named as the prefix every value of the category starts with. */
export const DSA_RESTRICTION_CATEGORIES = ['DECISION_VISIBILITY', 'DECISION_MONETARY', 'DECISION_PROVISION', 'DECISION_ACCOUNT'] as const;
export const DSA_RESTRICTIONS = [...DSA_VISIBILITY_RESTRICTIONS, ...DSA_MONETARY_RESTRICTIONS, ...DSA_PROVISION_RESTRICTIONS, ...DSA_ACCOUNT_RESTRICTIONS] as const;

export type DsaRestriction = (typeof DSA_RESTRICTIONS)[number];
export type DsaRestrictionCategory = (typeof DSA_RESTRICTION_CATEGORIES)[number];

/** Each category's values, in the database's order: the forms' option groups and the methodology page follow it. */
export const DSA_RESTRICTIONS_BY_CATEGORY: Readonly<Record<DsaRestrictionCategory, readonly DsaRestriction[]>> = {
  DECISION_VISIBILITY: DSA_VISIBILITY_RESTRICTIONS,
  DECISION_MONETARY: DSA_MONETARY_RESTRICTIONS,
  DECISION_PROVISION: DSA_PROVISION_RESTRICTIONS,
  DECISION_ACCOUNT: DSA_ACCOUNT_RESTRICTIONS,
};

/** What people read for each category and value, written once for forms, pages and the methodology. */
export const DSA_RESTRICTION_CATEGORY_LABELS: Readonly<Record<DsaRestrictionCategory, string>> = {
  DECISION_VISIBILITY: 'Visibility of content',
  DECISION_MONETARY: 'Monetary payments',
  DECISION_PROVISION: 'Provision of the service',
  DECISION_ACCOUNT: 'Account',
};

export const DSA_RESTRICTION_LABELS: Readonly<Record<DsaRestriction, string>> = {
  DECISION_VISIBILITY_CONTENT_REMOVED: 'Content removed',
  DECISION_VISIBILITY_CONTENT_DISABLED: 'Access to content disabled',
  DECISION_VISIBILITY_CONTENT_DEMOTED: 'Content demoted',
  DECISION_VISIBILITY_CONTENT_AGE_RESTRICTED: 'Content age-restricted',
  DECISION_VISIBILITY_CONTENT_INTERACTION_RESTRICTED: 'Interaction with content restricted',
  DECISION_VISIBILITY_CONTENT_LABELLED: 'Content labelled',
  DECISION_VISIBILITY_OTHER: 'Other visibility restriction',
  DECISION_MONETARY_SUSPENSION: 'Monetary payments suspended',
  DECISION_MONETARY_TERMINATION: 'Monetary payments terminated',
  DECISION_MONETARY_OTHER: 'Other monetary restriction',
  DECISION_PROVISION_PARTIAL_SUSPENSION: 'Service partially suspended',
  DECISION_PROVISION_TOTAL_SUSPENSION: 'Service totally suspended',
  DECISION_PROVISION_PARTIAL_TERMINATION: 'Service partially terminated',
  DECISION_PROVISION_TOTAL_TERMINATION: 'Service totally terminated',
  DECISION_ACCOUNT_SUSPENDED: 'Account suspended',
  DECISION_ACCOUNT_TERMINATED: 'Account terminated',
};

/** Whether a value read from a request or a stored record is one of the database's names. */
export function isDsaRestriction(value: unknown): value is DsaRestriction {
  return typeof value === 'string' && (DSA_RESTRICTIONS as readonly string[]).includes(value);
}

/** The category a value belongs to: the category whose name its own name starts with. */
export function categoryOfDsaRestriction(value: DsaRestriction): DsaRestrictionCategory {
  const category = DSA_RESTRICTION_CATEGORIES.find((name) => value.startsWith(`${name}_`));
  if (!category) throw new Error(`No category for ${value}`);
  return category;
}

/**
 * The story of a ban record (issue 18): its appeal as dated events, evidence items, the steps of
 * its verification, replies. A record of either kind is named by its model and id.
 */
export const TRAIL_RECORD_MODELS = ['PlatformBan', 'ShadowbanExperience'] as const;
export type TrailRecordModel = (typeof TRAIL_RECORD_MODELS)[number];

/** What happened in an appeal, in order; the record's appealStatus follows from the latest event. */
export const APPEAL_EVENT_KINDS = ['FILED', 'ANSWERED', 'REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'] as const;
export type AppealEventKind = (typeof APPEAL_EVENT_KINDS)[number];

export const APPEAL_EVENT_LABELS: Readonly<Record<AppealEventKind, string>> = {
  FILED: 'Appeal filed',
  ANSWERED: 'Platform answered',
  REJECTED: 'Appeal rejected',
  RESTORED: 'Restored on appeal',
  PARTIALLY_RESTORED: 'Partially restored on appeal',
};

/** The appealStatus an event leaves the record in. */
export const APPEAL_STATUS_AFTER_EVENT: Readonly<Record<AppealEventKind, AppealStatus>> = {
  FILED: 'PENDING',
  ANSWERED: 'PENDING',
  REJECTED: 'REJECTED',
  RESTORED: 'RESTORED',
  PARTIALLY_RESTORED: 'PARTIALLY_RESTORED',
};

/** The events that decide an appeal (median days to a decision counts from FILED to the first of these). */
export const APPEAL_DECISION_KINDS: readonly AppealEventKind[] = ['REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'];

/**
 * The verification ladder, lowest first; DISPUTED stands beside it. SELF_REPORTED is every new
 * record; EVIDENCE_ATTACHED follows from its first evidence item; only moderators set the rest.
 */
export const VERIFICATION_LEVELS = ['SELF_REPORTED', 'EVIDENCE_ATTACHED', 'CORROBORATED', 'CONFIRMED', 'DISPUTED'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];
export const MODERATOR_VERIFICATION_LEVELS: readonly VerificationLevel[] = ['CORROBORATED', 'CONFIRMED', 'DISPUTED'];

export const VERIFICATION_LABELS: Readonly<Record<VerificationLevel, string>> = {
  SELF_REPORTED: 'Self-reported',
  EVIDENCE_ATTACHED: 'Evidence attached',
  CORROBORATED: 'Corroborated',
  CONFIRMED: 'Confirmed',
  DISPUTED: 'Disputed',
};

/** What a moderator's corroboration or confirmation rests on. */
export const VERIFICATION_SOURCES = ['MATCHING_REPORT', 'PRESS', 'PLATFORM_STATEMENT', 'PLATFORM_NOTICE', 'OTHER'] as const;
export type VerificationSource = (typeof VERIFICATION_SOURCES)[number];

export const VERIFICATION_SOURCE_LABELS: Readonly<Record<VerificationSource, string>> = {
  MATCHING_REPORT: "Another creator's matching report",
  PRESS: 'Press coverage',
  PLATFORM_STATEMENT: "The platform's own statement",
  PLATFORM_NOTICE: "The platform's notice to the creator",
  OTHER: 'Other source',
};

/** An evidence item is an uploaded file or pasted text. */
export const EVIDENCE_KINDS = ['FILE', 'TEXT'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** Who writes a reply to a record, and where a reply stands. */
export const REPLY_AUTHOR_ROLES = ['PLATFORM', 'CREATOR', 'THIRD_PARTY'] as const;
export type ReplyAuthorRole = (typeof REPLY_AUTHOR_ROLES)[number];
export const REPLY_AUTHOR_ROLE_LABELS: Readonly<Record<ReplyAuthorRole, string>> = {
  PLATFORM: 'Platform representative',
  CREATOR: 'The creator',
  THIRD_PARTY: 'Third party',
};
export const REPLY_STATUSES = ['PENDING', 'PUBLISHED', 'DECLINED'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
