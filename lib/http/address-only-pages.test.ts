import { sharedCacheControlFor } from './address-only-pages';

describe('sharedCacheControlFor', () => {
  it("marks a guest's search page, listings and platform pages shareable for a few seconds, and nothing else", () => {
    for (const pathname of ['/search', '/briefs', '/profiles', '/platforms', '/streams', '/personalities', '/platforms/youtube', '/platforms/%C3%A9cran'])
      expect([pathname, sharedCacheControlFor(pathname, [])]).toEqual([pathname, 'public, max-age=0, s-maxage=5']);
    expect(sharedCacheControlFor('/search', ['theme'])).toBe('public, max-age=0, s-maxage=5');
    const others = ['/', '/searches', '/search/x', '/me', '/bans/1', '/api/search', '/platforms/youtube/x', '/platforms/', '/profiles/ada', '/briefs/a-brief', '/admin/moderation'];
    for (const pathname of others) expect([pathname, sharedCacheControlFor(pathname, [])]).toEqual([pathname, null]);
  });

  it('never marks a signed-in reader’s copy', () => {
    for (const pathname of ['/search', '/briefs', '/platforms/youtube']) expect(sharedCacheControlFor(pathname, ['CognitoIdentityServiceProvider.client.LastAuthUser'])).toBeNull();
  });
});
