import { decideAccess, requiredAccessFor } from './protected-routes';
import type { SessionUser } from './session-user';

const member: SessionUser = { userId: 'u1', username: 'u1', loginId: 'ada@example.com', groups: [] };
const admin: SessionUser = { ...member, groups: ['ADMINS'] };
const moderator: SessionUser = { ...member, groups: ['MODERATORS'] };

describe('which pages need a signed-in user', () => {
  it.each([
    ['/merchandise/account', 'signedIn'],
    ['/me/briefs', 'signedIn'],
    ['/admin', 'admin'],
    ['/admin/streams/new', 'admin'],
    ['/admin/moderation', 'moderation'],
    ['/admin/moderationx', 'admin'],
    ['/admin/replies', 'moderation'],
    ['/admin/audit', 'admin'],
    ['/', null],
    ['/briefs', null],
    ['/administrator', null],
    ['/merchandise/shop', null],
  ])('%s needs %s', (path, expected) => {
    expect(requiredAccessFor(path)).toBe(expected);
  });
});

describe('deciding access', () => {
  it('lets anyone open a public page', () => expect(decideAccess(null, null)).toBe('allow'));
  it('sends a guest to sign in for the account page', () => expect(decideAccess('signedIn', null)).toBe('sign-in'));
  it('lets a signed-in user open the account page', () => expect(decideAccess('signedIn', member)).toBe('allow'));
  it('sends a guest to sign in for the admin area', () => expect(decideAccess('admin', null)).toBe('sign-in'));
  it('refuses the admin area to a user outside ADMINS', () => expect(decideAccess('admin', member)).toBe('forbidden'));
  it('lets an ADMINS member into the admin area', () => expect(decideAccess('admin', admin)).toBe('allow'));
  it('keeps a moderator out of the rest of the admin area', () => expect(decideAccess('admin', moderator)).toBe('forbidden'));
  it('lets a moderator and an admin into the moderation pages', () => {
    expect(decideAccess('moderation', moderator)).toBe('allow');
    expect(decideAccess('moderation', admin)).toBe('allow');
  });
  it('refuses the moderation pages to other members', () => expect(decideAccess('moderation', member)).toBe('forbidden'));
});
