import { describeTimezone } from './describe-timezone';
import { buildPersonalityJsonLd, buildPersonalityMetadata } from './personality-seo';
import { toPersonalityDetail } from './to-personality';

const personality = toPersonalityDetail(
  {
    id: 'personality-octavia-marsh',
    name: 'Octavia Marsh',
    displayName: 'Octavia Marsh',
    category: 'PODCASTER',
    bio: 'Host of The Long Watch.',
    image: '/artwork/portrait/octavia-marsh.svg',
    youtubeLink: 'https://www.youtube.com/@octaviamarsh',
    followerCount: 412000,
    specialties: ['Crisis leadership'],
    slug: 'octavia-marsh',
  },
);

describe('buildPersonalityJsonLd', () => {
  it('describes a ProfilePage about a Person with their platforms as sameAs', () => {
    expect(buildPersonalityJsonLd(personality, 'https://site.example')).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://site.example/personalities/octavia-marsh',
      mainEntity: {
        '@type': 'Person',
        name: 'Octavia Marsh',
        image: 'https://site.example/artwork/portrait/octavia-marsh.svg',
        jobTitle: 'Podcaster',
        knowsAbout: ['Crisis leadership'],
        sameAs: ['https://www.youtube.com/@octaviamarsh'],
        interactionStatistic: { userInteractionCount: 412000 },
      },
    });
  });
});

describe('buildPersonalityMetadata', () => {
  it('has the canonical address, the bio as description and the portrait for sharing', () => {
    const metadata = buildPersonalityMetadata(personality, 'https://site.example');
    expect(metadata).toMatchObject({ title: 'Octavia Marsh', description: 'Host of The Long Watch.', alternates: { canonical: 'https://site.example/personalities/octavia-marsh' } });
    expect(metadata.openGraph).toMatchObject({ type: 'profile', images: [{ url: 'https://site.example/artwork/portrait/octavia-marsh.svg' }] });
  });
});

describe('describeTimezone', () => {
  it('adds the offset at the given moment', () => {
    expect(describeTimezone('Europe/London', new Date('2025-07-01T12:00:00Z'))).toBe('Europe/London (GMT+1)');
    expect(describeTimezone('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe('America/New York (GMT-5)');
  });

  it('shows an unknown zone as written', () => {
    expect(describeTimezone('Mars/Olympus')).toBe('Mars/Olympus');
  });
});
