import { safeReturnPath, signInPathFor } from './return-path';

describe('the way back after sign-in', () => {
  it.each([
    ['/merchandise/account', '/merchandise/account'],
    ['/admin?tab=streams#top', '/admin?tab=streams#top'],
    ['/me/../admin', '/admin'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a control character', '/ok\n/evil'],
    ['nothing', undefined],
    ['an empty value', ''],
  ])('falls back to home for %s', (_name, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('reads the first of repeated parameters', () => {
    expect(safeReturnPath(['/admin', '//evil.example'])).toBe('/admin');
  });

  it('builds the sign-in address with the path to return to', () => {
    expect(signInPathFor('/merchandise/account')).toBe('/auth/login?returnTo=%2Fmerchandise%2Faccount');
    expect(signInPathFor('/')).toBe('/auth/login');
  });
});
