import { banViewOf, platformPathOf } from './platform-pages';

describe('banViewOf', () => {
  it('reads the slice from the address and falls back to every record', () => {
    expect(banViewOf('active')).toBe('active');
    expect(banViewOf(['RESTORED'])).toBe('restored');
    expect(banViewOf('deleted')).toBe('all');
    expect(banViewOf(undefined)).toBe('all');
  });
});

describe('platformPathOf', () => {
  it('links a platform’s records, or one slice of them', () => {
    expect(platformPathOf('youtube')).toBe('/platforms/youtube');
    expect(platformPathOf('x', 'appeal')).toBe('/platforms/x?show=appeal');
  });
});
