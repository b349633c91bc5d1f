import { parsePersonalityCategory, personalityListHref, personalityPathOf, personalitySegmentOf } from './personality-paths';
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
    expect(toPersonalityDetail({ ...record, slug: 'octavia-marsh' })).toMatchObject({
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
    expect(toPersonalityDetail({ ...record, notes: 'internal' })).not.toHaveProperty('notes');
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

describe('personality addresses', () => {
  it('use the stored slug, and the id of a personality saved without one', () => {
    expect(personalitySegmentOf({ id: 'p1', slug: 'ada-stone' })).toBe('ada-stone');
    expect(personalitySegmentOf({ id: 'p1', slug: ' ' })).toBe('p1');
    expect(personalitySegmentOf({ id: 'p1', slug: null })).toBe('p1');
    expect(toPersonalityDetail({ id: 'p2', name: 'Ada Stone' }).pathSegment).toBe('p2');
  });

  it('escapes the segment in the address', () => {
    expect(personalityPathOf({ pathSegment: 'a b' })).toBe('/personalities/a%20b');
  });

  it('give each page of the list, and of a category, one stable address', () => {
    expect(personalityListHref({ category: null, page: 1 })).toBe('/personalities');
    expect(personalityListHref({ category: null, page: 3 })).toBe('/personalities?page=3');
    expect(personalityListHref({ category: 'PODCASTER', page: 1 })).toBe('/personalities?category=podcaster');
    expect(personalityListHref({ category: 'PODCASTER', page: 2 })).toBe('/personalities?category=podcaster&page=2');
  });

  it('read a category in any case, and nothing else', () => {
    expect(parsePersonalityCategory('podcaster')).toBe('PODCASTER');
    expect(parsePersonalityCategory(['Content_Creator', 'x'])).toBe('CONTENT_CREATOR');
    for (const param of [undefined, '', 'tostring', 'constructor', '__proto__', 'PODCASTERS']) expect(parsePersonalityCategory(param)).toBeNull();
  });
});
