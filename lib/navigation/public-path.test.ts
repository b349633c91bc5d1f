import { publicPathOf } from './public-path';

describe("a page's public path", () => {
  it('reads a cached view as the listing the visitor asked for', () => {
    expect(publicPathOf('/cached-view/home')).toBe('/');
    expect(publicPathOf('/cached-view/briefs')).toBe('/briefs');
    expect(publicPathOf('/cached-view/platforms')).toBe('/platforms');
    expect(publicPathOf('/cached-view/platform/youtube')).toBe('/platforms/youtube');
  });

  it('leaves every other path as it is', () => {
    expect(publicPathOf('/briefs/cached-view')).toBe('/briefs/cached-view');
    expect(publicPathOf('/profiles/ada')).toBe('/profiles/ada');
    expect(publicPathOf('/')).toBe('/');
  });
});
