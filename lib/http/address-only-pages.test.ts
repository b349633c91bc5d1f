import { sharedCacheControlFor } from './address-only-pages';

describe('sharedCacheControlFor', () => {
  it("marks a guest's search page shareable for a few seconds, and nothing else", () => {
    expect(sharedCacheControlFor('/search', [])).toBe('public, max-age=0, s-maxage=5');
    expect(sharedCacheControlFor('/search', ['theme'])).toBe('public, max-age=0, s-maxage=5');
    for (const pathname of ['/', '/searches', '/search/x', '/me', '/bans/1', '/api/search']) expect(sharedCacheControlFor(pathname, [])).toBeNull();
  });

  it('never marks a signed-in reader’s copy', () => {
    expect(sharedCacheControlFor('/search', ['CognitoIdentityServiceProvider.client.LastAuthUser'])).toBeNull();
  });
});
