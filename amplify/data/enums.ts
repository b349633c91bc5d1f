/**
 * The enums of SPEC §3, in the order the spec lists them, then the restriction types of ban
 * records (issue 18): the schema declares its enums from these lists, and the backend's sample
 * content, the creator rules and the site's forms and pages take their choices from here, so a
 * value is written once. Plain constants and two small helpers: no imports.
 */
export const STREAM_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export const BRIEF_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export const PLATFORM_NAMES = ['X', 'YOUTUBE', 'RUMBLE', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'SUBSTACK', 'MEDIUM', 'TWITCH'] as const;
export const APPEAL_STATUSES = ['NONE', 'PENDING', 'REJECTED', 'RESTORED'] as const;
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
