import { MODERATION_GROUPS } from './groups';

/**
 * Staff (ADMINS, MODERATORS) must have a second factor before their tokens carry their groups.
 * Both platforms decide it here, when tokens are made: Cognito's pre-token-generation trigger
 * (./pre-token-generation/handler.ts) on AWS, the local pool's token issuer locally. Every rule
 * that reads `cognito:groups` (data, storage, identity-pool roles, the dashboard) then refuses a
 * staff member without one, with no check of its own to forget.
 */

/** The name authenticator apps list the site's codes under (otpauth issuer). */
export const TOTP_ISSUER = 'Banwatch';

/** The claim (both tokens) naming the groups held back, so pages can say why and where to go. */
export const WITHHELD_GROUPS_CLAIM = 'withheld_groups';

export interface TokenGroups {
  /** What goes into `cognito:groups`. */
  groups: string[];
  /** Staff groups held back until a second factor is set up (none when nothing is held back). */
  withheldGroups: string[];
}

const STAFF_GROUPS: ReadonlySet<string> = new Set(MODERATION_GROUPS);

export function isStaffGroup(group: string): boolean {
  return STAFF_GROUPS.has(group);
}

/** The groups a user's tokens carry: all of them with a second factor, none of the staff ones without. */
export function groupsForTokens(groups: readonly string[], hasSecondFactor: boolean): TokenGroups {
  if (hasSecondFactor) return { groups: [...groups], withheldGroups: [] };
  return {
    groups: groups.filter((group) => !isStaffGroup(group)),
    withheldGroups: groups.filter(isStaffGroup),
  };
}
