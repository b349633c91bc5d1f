import { ADMINS_GROUP, MODERATORS_GROUP } from '@/lib/auth/session-user';
import { staffLinksFor, workspaceLinksFor } from './workspace-links';

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe('workspaceLinksFor', () => {
  it.each([
    ['a creator', [], ['/me', '/me/bans', '/me/profile']],
    ['a moderator', [MODERATORS_GROUP], ['/me', '/me/bans', '/me/profile', '/admin/moderation']],
    ['an admin', [ADMINS_GROUP], ['/me', '/me/bans', '/me/profile', '/admin/moderation', '/admin']],
    ['a member of an unknown group', ['EDITORS'], ['/me', '/me/bans', '/me/profile']],
  ])('%s is offered %j', (_who, groups, expected) => {
    expect(hrefs(workspaceLinksFor(groups))).toEqual(expected);
  });

  it('names the workspace "My workspace"', () => {
    expect(workspaceLinksFor([])[0]).toEqual({ label: 'My workspace', href: '/me' });
  });
});

describe('staffLinksFor', () => {
  it('gives a creator none, a moderator the queue and an admin both', () => {
    expect(staffLinksFor([])).toEqual([]);
    expect(hrefs(staffLinksFor([MODERATORS_GROUP]))).toEqual(['/admin/moderation']);
    expect(hrefs(staffLinksFor([ADMINS_GROUP, MODERATORS_GROUP]))).toEqual(['/admin/moderation', '/admin']);
  });
});
