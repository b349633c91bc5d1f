import { toSessionUser } from './read-session-user';

describe('the signed-in user from verified tokens', () => {
  it('names the groups, and staff groups held back for want of a second factor apart', () => {
    const user = toSessionUser({ sub: 'u1', username: 'u1', 'cognito:groups': [], withheld_groups: 'ADMINS MODERATORS' }, { 'cognito:username': 'u1', email: 'a@example.com' });
    expect(user).toEqual({ userId: 'u1', username: 'u1', loginId: 'a@example.com', groups: [], withheldGroups: ['ADMINS', 'MODERATORS'] });
  });

  it('has no withheld groups when nothing was held back, and ignores malformed claims', () => {
    expect(toSessionUser({ sub: 'u1', 'cognito:groups': ['MODERATORS', 7] }, {})).toEqual({ userId: 'u1', username: 'u1', groups: ['MODERATORS'] });
    expect(toSessionUser({ sub: 'u1', withheld_groups: ['ADMINS'] }, {}).withheldGroups).toBeUndefined();
  });
});
