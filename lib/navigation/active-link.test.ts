import { findActiveHref, isActiveLink, isNavLinkActive } from './active-link';

describe('isActiveLink', () => {
  it.each([
    ['/', '/', true],
    ['/briefs', '/', false],
    ['/briefs', '/briefs', true],
    ['/briefs/some-slug', '/briefs', true],
    ['/briefs/', '/briefs', true],
    ['/briefsx', '/briefs', false],
    ['/extra/pricing-plan?tab=yearly', '/extra/pricing-plan', true],
    ['/extra/faq', '/extra/pricing-plan', false],
    ['/streams#top', '/streams', true],
  ])('path %s with link %s is active: %s', (path, href, expected) => {
    expect(isActiveLink(path, href)).toBe(expected);
  });
});

describe('findActiveHref', () => {
  const hrefs = ['/', '/movies', '/movies/restricted', '/tv-shows'];
  it.each([
    ['/movies/restricted', '/movies/restricted'],
    ['/movies/the-silent-ban', '/movies'],
    ['/', '/'],
    ['/extra/faq', undefined],
  ])('path %s → %s', (path, expected) => expect(findActiveHref(path, hrefs)).toBe(expected));
});

describe('isNavLinkActive', () => {
  const bans = { href: '/search?kind=bans', activePaths: ['/bans'] };
  it.each([
    ['/bans/abc', bans, true],
    ['/search', bans, false],
    ['/platforms', { href: '/platforms' }, true],
    ['/platforms/x', { href: '/platforms' }, true],
  ])('path %s with link %j is active: %s', (path, link, expected) => expect(isNavLinkActive(path, link)).toBe(expected));
});
