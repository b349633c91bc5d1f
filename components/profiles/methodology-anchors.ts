/**
 * The methodology page's address and the anchors of its sections, declared once: every figure on
 * a profile links to the section that says how it is counted, and the page gives its sections
 * these ids, so a renamed anchor cannot leave a link pointing nowhere.
 */
export const METHODOLOGY_PATH = '/methodology';

export const METHODOLOGY_ANCHORS = {
  bans: 'bans',
  activeAndLifted: 'active-and-lifted',
  appeals: 'appeals',
  shadowbanReports: 'shadowban-reports',
  platforms: 'platforms',
  colours: 'colours',
  estimatedLoss: 'estimated-loss',
  firstRestricted: 'first-restricted',
  updates: 'updates',
  restrictionTypes: 'restriction-types',
  verificationLadder: 'verification-ladder',
  evidence: 'evidence',
  disputes: 'disputes-and-replies',
  whoRecords: 'who-records',
  // Issue 48: what becomes of a creator's records when their account leaves the site.
  leaving: 'leaving',
  // The per-platform figures of /platforms (issue 18).
  recordsByRestriction: 'records-by-restriction-type',
  restoredOnAppeal: 'restored-on-appeal',
  daysToDecision: 'days-to-appeal-decision',
  recordsPerMonth: 'bans-per-month',
  verifiedShare: 'verified-share',
} as const;

export type MethodologyAnchor = (typeof METHODOLOGY_ANCHORS)[keyof typeof METHODOLOGY_ANCHORS];

/** '/methodology#estimated-loss'. */
export function methodologyHref(anchor: MethodologyAnchor): string {
  return `${METHODOLOGY_PATH}#${anchor}`;
}
