import { tokenOverridesFor } from '../../../../amplify/auth/pre-token-generation/token-overrides';
import { groupsForTokens, WITHHELD_GROUPS_CLAIM } from '../../../../amplify/auth/staff-second-factor';
import type { PoolContext } from '../../pool-context';
import type { UserRecord } from '../store/users';
import { enabledMfaTypes } from './continue-sign-in';

/**
 * The deployed pool's pre-token-generation trigger, run here through the same modules: the
 * groups and added claims of a user's next tokens. "Has a second factor" is what the trigger
 * reads on AWS, AdminGetUser's UserMFASettingList not empty.
 */
export function staffTokenOverrides(pool: PoolContext, user: UserRecord): { groups: string[]; addedClaims?: Record<string, string> } {
  const hasSecondFactor = enabledMfaTypes(pool, user).length > 0;
  const answer = tokenOverridesFor(groupsForTokens(user.groups, hasSecondFactor), WITHHELD_GROUPS_CLAIM);
  return {
    groups: answer.groupOverrideDetails?.groupsToOverride ?? user.groups,
    addedClaims: answer.accessTokenGeneration?.claimsToAddOrOverride,
  };
}
