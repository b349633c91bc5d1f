import { groupsOfClaims } from './token-groups';

describe('groupsOfClaims', () => {
  it.each([
    ['the groups listed', { 'cognito:groups': ['ADMINS', 'MODERATORS'] }, ['ADMINS', 'MODERATORS']],
    ['none without the claim', { sub: 'u1' }, []],
    ['none without claims', undefined, []],
    ['none when the claim is not a list', { 'cognito:groups': 'ADMINS' }, []],
    ['only the strings of a list', { 'cognito:groups': ['MODERATORS', 7, null] }, ['MODERATORS']],
  ])('%s', (_case, claims, expected) => expect(groupsOfClaims(claims as Record<string, unknown> | undefined)).toEqual(expected));
});
