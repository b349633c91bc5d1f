import { cachedViewRewriteOf } from './cached-views';

describe('which requests the cached listing views answer', () => {
  it('sends a plain listing to its cached view', () => {
    expect(cachedViewRewriteOf('/')).toBe('/cached-view/home');
    expect(cachedViewRewriteOf('/briefs')).toBe('/cached-view/briefs');
    expect(cachedViewRewriteOf('/profiles?')).toBe('/cached-view/profiles');
    expect(cachedViewRewriteOf('/platforms')).toBe('/cached-view/platforms');
  });

  it('leaves query variants, other pages and look-alikes to their own routes', () => {
    expect(cachedViewRewriteOf('/briefs?page=2')).toBeNull();
    expect(cachedViewRewriteOf('/profiles?page=3')).toBeNull();
    expect(cachedViewRewriteOf('/briefs/a-brief')).toBeNull();
    expect(cachedViewRewriteOf('/briefs/')).toBeNull();
    expect(cachedViewRewriteOf('/constructor')).toBeNull();
    expect(cachedViewRewriteOf('/__proto__')).toBeNull();
  });

  it('serves the home page from its cached view whatever the query string (it reads none)', () => {
    expect(cachedViewRewriteOf('/?utm_source=x')).toBe('/cached-view/home?utm_source=x');
    expect(cachedViewRewriteOf('/?q=%00%00')).toBe('/cached-view/home?q=%00%00');
  });

  it('sends a plain platform page to its cached view, and its slices, years and pages to the page itself', () => {
    expect(cachedViewRewriteOf('/platforms/youtube')).toBe('/cached-view/platform/youtube');
    expect(cachedViewRewriteOf('/platforms/my%20space?')).toBe('/cached-view/platform/my%20space');
    expect(cachedViewRewriteOf('/platforms/youtube?show=active')).toBeNull();
    expect(cachedViewRewriteOf('/platforms/youtube?page=2')).toBeNull();
    expect(cachedViewRewriteOf('/platforms/youtube/')).toBeNull();
    expect(cachedViewRewriteOf('/platforms/a/b')).toBeNull();
    expect(cachedViewRewriteOf('/platforms/')).toBeNull();
    expect(cachedViewRewriteOf('/platforms/..')).toBeNull();
    expect(cachedViewRewriteOf('/cached-view/platform/youtube')).toBe('/cached-view/-');
  });

  it("answers the views' own addresses with the not-found view", () => {
    expect(cachedViewRewriteOf('/cached-view/briefs')).toBe('/cached-view/-');
    expect(cachedViewRewriteOf('/cached-view')).toBe('/cached-view/-');
  });
});
