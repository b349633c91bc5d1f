import { moderationRefresh } from './moderation-refresh';

describe('what a hide or restore refreshes on the public site', () => {
  it('a brief: its page, the listings, its author’s profile, and the brief and profile caches', () => {
    expect(moderationRefresh('Brief', { id: 'b1', slug: 'planted', username: 'anika' })).toEqual({
      tags: ['briefs', 'profiles'],
      paths: ['/', '/briefs', '/briefs/planted', '/profiles/anika'],
    });
  });

  it('a profile: everything hidden with it too', () => {
    const refresh = moderationRefresh('Profile', { id: 'p1', username: 'fake' });
    expect(refresh.tags).toEqual(['profiles', 'briefs', 'platform-bans', 'shadowban-experiences']);
    expect(refresh.paths).toEqual(['/', '/profiles', '/briefs', '/profiles/fake']);
  });

  it('a ban or report: its permalink, the figures, and the profile it shows on when its username is known', () => {
    expect(moderationRefresh('PlatformBan', { id: 'x', profileId: 'p1' }, 'anika').paths).toEqual(['/', '/profiles', '/platforms', '/profiles/anika', '/bans/x']);
    expect(moderationRefresh('PlatformBan', { id: 'x', profileId: 'p1' }).paths).toEqual(['/', '/profiles', '/platforms', '/bans/x']);
    expect(moderationRefresh('ShadowbanExperience', { id: 'r 1' }).paths).toEqual(['/', '/profiles', '/platforms', '/shadowban-reports/r%201']);
  });

  it('a stream or personality: its page and listing', () => {
    expect(moderationRefresh('Stream', { id: 's', slug: 'watch' })).toEqual({ tags: ['streams'], paths: ['/', '/streams', '/streams/watch'] });
    expect(moderationRefresh('Personality', { id: 'p', slug: 'ada-quill', name: 'Ada Quill-Stone' })).toEqual({ tags: ['personalities'], paths: ['/', '/personalities', '/personalities/ada-quill'] });
  });
});
