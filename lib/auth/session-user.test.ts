import { canModerate, displayNameOf, isAdmin } from './session-user';

describe('the name the header shows', () => {
  it('is the sign-in login id', () => expect(displayNameOf({ loginId: 'ada@example.com', username: 'uuid' })).toBe('ada@example.com'));
  it('falls back to the username', () => expect(displayNameOf({ username: 'ada' })).toBe('ada'));
  it('falls back to "User" without either', () => {
    expect(displayNameOf({ loginId: ' ', username: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});

describe('ADMINS membership', () => {
  it('is read from the groups', () => {
    expect(isAdmin({ groups: ['ADMINS'] })).toBe(true);
    expect(isAdmin({ groups: ['admins'] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('who moderates', () => {
  it('is MODERATORS and ADMINS, nobody else', () => {
    expect(canModerate({ groups: ['MODERATORS'] })).toBe(true);
    expect(canModerate({ groups: ['ADMINS'] })).toBe(true);
    expect(canModerate({ groups: [] })).toBe(false);
    expect(isAdmin({ groups: ['MODERATORS'] })).toBe(false);
    expect(canModerate(null)).toBe(false);
  });
});
