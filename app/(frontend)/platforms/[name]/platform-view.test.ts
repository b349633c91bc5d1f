import { platformMetadata } from './platform-view';

const readPlatformPage = jest.fn();
jest.mock('@/lib/content/platform-overview/platform-pages', () => ({
  ...jest.requireActual('@/lib/content/platform-overview/platform-pages'),
  readPlatformPage: (...args: unknown[]) => readPlatformPage(...args),
}));

describe("a platform page's metadata", () => {
  it('comes from the address alone: title and canonical, no read and no description (the page gives that)', () => {
    const metadata = platformMetadata('YouTube', { show: 'active', year: '2024', page: '2' });
    expect(metadata.title).toBe('Bans on YouTube');
    expect(metadata.description).toBeNull();
    expect(String(metadata.alternates?.canonical)).toMatch(/\/platforms\/youtube\?show=active&year=2024&page=2$/);
    expect(readPlatformPage).not.toHaveBeenCalled();
  });

  it('keeps the canonical address plain for the defaults, and names a platform only records know by its id', () => {
    expect(String(platformMetadata('rumble', { show: 'nonsense', page: '1' }).alternates?.canonical)).toMatch(/\/platforms\/rumble$/);
    expect(platformMetadata('Some-Site', {}).title).toBe('Bans on some-site');
  });
});
