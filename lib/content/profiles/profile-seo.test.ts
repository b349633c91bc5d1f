import { buildProfileJsonLd, buildProfileMetadata } from './profile-seo';
import type { PublicProfile } from './profile-types';

const profile: PublicProfile = {
  id: 'p1',
  username: 'ada',
  displayName: 'Ada Quill',
  bio: 'Writes about platforms.',
  avatarUrl: '/artwork/portrait/ada.svg',
  totalBans: 1,
  totalEstimatedLoss: 0,
  dateFirstRestricted: null,
  activePlatforms: [],
  bannedPlatforms: [],
  limitedPlatforms: [],
  platformsAffected: [{ name: 'X', displayName: 'X (Twitter)', iconClass: 'bi-twitter-x' }],
  schedule: '',
  solanaAddress: '',
  links: [{ label: 'Blog', href: 'https://ada.example', iconClass: 'bi-journal-text' }],
  platformStatus: [],
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('search data of a creator profile', () => {
  it('describes a ProfilePage whose main entity is the creator as a Person with absolute URLs', () => {
    expect(buildProfileJsonLd(profile, 'https://banwatch.example')).toEqual({
      '@type': 'ProfilePage',
      url: 'https://banwatch.example/profiles/ada',
      name: 'Ada Quill – ban history',
      dateModified: '2025-01-01T00:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://banwatch.example/profiles/ada#person',
        name: 'Ada Quill',
        alternateName: '@ada',
        identifier: 'ada',
        url: 'https://banwatch.example/profiles/ada',
        description: 'Writes about platforms.',
        image: 'https://banwatch.example/artwork/portrait/ada.svg',
        sameAs: ['https://ada.example'],
      },
    });
  });

  it('gives the page a canonical URL, a profile Open Graph card and a Twitter card', () => {
    const metadata = buildProfileMetadata(profile, 'https://banwatch.example');
    expect(metadata.alternates?.canonical).toBe('https://banwatch.example/profiles/ada');
    expect(metadata.openGraph).toMatchObject({ type: 'profile', username: 'ada', url: 'https://banwatch.example/profiles/ada' });
    expect(metadata.twitter).toMatchObject({ images: ['https://banwatch.example/artwork/portrait/ada.svg'] });
    expect(metadata.title).toBe('Ada Quill (@ada) – ban history');
    expect(metadata.description).toBe('Writes about platforms. Ada Quill (@ada): 1 recorded ban, 1 platform affected, shadowban reports and briefs.');
  });
});
