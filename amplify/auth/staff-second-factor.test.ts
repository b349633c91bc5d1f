import { tokenOverridesFor } from './pre-token-generation/token-overrides';
import { groupsForTokens, WITHHELD_GROUPS_CLAIM } from './staff-second-factor';

describe('the groups a token carries', () => {
  it('are all of them for a user with a second factor', () => {
    expect(groupsForTokens(['ADMINS', 'MODERATORS'], true)).toEqual({ groups: ['ADMINS', 'MODERATORS'], withheldGroups: [] });
  });

  it('leave the staff groups out for a user without one, and keep any other group', () => {
    expect(groupsForTokens(['MODERATORS', 'READERS', 'ADMINS'], false)).toEqual({ groups: ['READERS'], withheldGroups: ['MODERATORS', 'ADMINS'] });
    expect(groupsForTokens([], false)).toEqual({ groups: [], withheldGroups: [] });
  });
});

describe("the pre-token-generation trigger's answer", () => {
  it('changes nothing when nothing is held back', () => {
    expect(tokenOverridesFor(groupsForTokens(['ADMINS'], true), WITHHELD_GROUPS_CLAIM)).toEqual({});
    expect(tokenOverridesFor(groupsForTokens([], false), WITHHELD_GROUPS_CLAIM)).toEqual({});
  });

  it('overrides the groups, drops every group role, and names what was held back in both tokens', () => {
    expect(tokenOverridesFor(groupsForTokens(['ADMINS', 'MODERATORS'], false), WITHHELD_GROUPS_CLAIM)).toEqual({
      groupOverrideDetails: { groupsToOverride: [], iamRolesToOverride: [] },
      idTokenGeneration: { claimsToAddOrOverride: { withheld_groups: 'ADMINS MODERATORS' } },
      accessTokenGeneration: { claimsToAddOrOverride: { withheld_groups: 'ADMINS MODERATORS' } },
    });
  });
});
