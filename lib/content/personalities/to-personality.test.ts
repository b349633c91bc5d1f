import { sortPersonalities } from './list-personalities';
import { assignPersonalityPaths, personalityPathOf } from './personality-paths';
import { linksOf, toPersonalityDetail } from './to-personality';

describe('toPersonalityDetail', () => {
  const record = {
    id: 'p1',
    name: 'Octavia Marsh',
    displayName: 'Octavia Marsh',
    category: 'PODCASTER' as const,
    image: 'javascript:alert(1)',
    primaryPlatforms: ['YOUTUBE', 'Odysee', null],
    followerCount: 412000,
    subscriberCount: -1,
    active: null,
    verified: true,
    specialties: ['Crisis leadership', ' '],
    timezone: 'Europe/London',
  };

  it('reshapes the record, naming platforms and refusing unsafe images', () => {
    expect(toPersonalityDetail(record, 'octavia-marsh')).toMatchObject({
      pathSegment: 'octavia-marsh',
      category: 'PODCASTER',
      image: null,
      primaryPlatforms: ['YouTube', 'Odysee'],
      followerCount: 412000,
      subscriberCount: null,
      isActive: true,
      isVerified: true,
      specialties: ['Crisis leadership'],
      timezone: 'Europe/London',
    });
  });

  it('never carries the admin notes', () => {
    expect(toPersonalityDetail({ ...record, notes: 'internal' }, 'x')).not.toHaveProperty('notes');
  });
});

describe('linksOf', () => {
  it('links every platform they use in the platforms’ order, then blog and website, http(s) only', () => {
    const links = linksOf({
      websiteLink: 'https://octavia.example',
      youtubeLink: 'https://www.youtube.com/@octavia',
      xLink: 'https://x.com/octavia',
      tiktokLink: 'javascript:alert(1)',
      twitchLink: '',
    });
    expect(links.map((link) => link.label)).toEqual(['X (Twitter)', 'YouTube', 'Website']);
    expect(links[1]).toEqual({ label: 'YouTube', href: 'https://www.youtube.com/@octavia', iconClass: 'bi-youtube' });
  });
});

describe('assignPersonalityPaths', () => {
  it('gives each personality the slug of its name, and the id when the slug is taken', () => {
    const paths = assignPersonalityPaths([
      { id: 'b', name: 'Ada Stone' },
      { id: 'a', name: 'Ada  Stone!' },
      { id: 'c', name: '★' },
    ]);
    expect(Object.fromEntries(paths)).toEqual({ a: 'ada-stone', b: 'b', c: 'c' });
  });

  it('escapes the segment in the address', () => {
    expect(personalityPathOf({ pathSegment: 'a b' })).toBe('/personalities/a%20b');
  });
});

describe('sortPersonalities', () => {
  it('puts active ones first, then by ranking, then by name', () => {
    const item = (displayName: string, isActive: boolean, ranking: number | null) => ({ displayName, isActive, ranking });
    const sorted = sortPersonalities([item('Zed', true, null), item('Old', false, 1), item('Bea', true, 2), item('Amy', true, null), item('Top', true, 1)]);
    expect(sorted.map((entry) => entry.displayName)).toEqual(['Top', 'Bea', 'Amy', 'Zed', 'Old']);
  });
});
