import type { ClaimsAndScopeOverrideDetails } from 'aws-lambda';
import type { TokenGroups } from '../staff-second-factor';

/**
 * The trigger's answer for `groups`. Nothing withheld: no override, Cognito writes what it would.
 * Something withheld: the other groups only, and no group role either (an ADMINS role in
 * cognito:preferred_role would give the identity pool's admin credentials); the withheld
 * groups, space-separated, in a claim of both tokens.
 */
export function tokenOverridesFor(groups: TokenGroups, claim: string): ClaimsAndScopeOverrideDetails {
  if (groups.withheldGroups.length === 0) return {};
  const withheld = { [claim]: groups.withheldGroups.join(' ') };
  return {
    groupOverrideDetails: { groupsToOverride: groups.groups, iamRolesToOverride: [] },
    idTokenGeneration: { claimsToAddOrOverride: withheld },
    accessTokenGeneration: { claimsToAddOrOverride: withheld },
  };
}
