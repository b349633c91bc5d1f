import { buildSitemapEntries } from './sitemap-entries';

describe('the sitemap’s entries', () => {
  const entries = buildSitemapEntries(
    {
      briefs: [
        { slug: 'on-discipline', blogDate: '2025-03-01', updatedAt: '2025-03-02T10:00:00.000Z' },
        { slug: 'no-update', blogDate: '2025-02-01', updatedAt: null },
        { slug: '', blogDate: null, updatedAt: null },
      ],
      profiles: [{ username: 'maraquill', updatedAt: null }, { username: '', updatedAt: null }],
      streams: [
        { id: 'stream-1', slug: 'the-appeal-queue', updatedAt: '2025-01-01T00:00:00.000Z' },
        { id: 'stream-2', slug: null, updatedAt: null },
      ],
      personalities: [{ pathSegment: 'octavia-marsh', updatedAt: null }],
    },
    'https://bans.example.org',
  );
  const urls = entries.map((entry) => entry.url);

  it('lists the listing pages and every public record page as absolute URLs', () => {
    expect(urls).toEqual([
      'https://bans.example.org/',
      'https://bans.example.org/briefs',
      'https://bans.example.org/streams',
      'https://bans.example.org/profiles',
      'https://bans.example.org/personalities',
      'https://bans.example.org/methodology',
      'https://bans.example.org/briefs/on-discipline',
      'https://bans.example.org/briefs/no-update',
      'https://bans.example.org/profiles/maraquill',
      'https://bans.example.org/streams/the-appeal-queue',
      'https://bans.example.org/streams/stream-2',
      'https://bans.example.org/personalities/octavia-marsh',
    ]);
  });

  it('gives each record its last change: the update time, else the brief’s date', () => {
    expect(entries.find((entry) => entry.url.endsWith('/on-discipline'))?.lastModified).toBe('2025-03-02T10:00:00.000Z');
    expect(entries.find((entry) => entry.url.endsWith('/no-update'))?.lastModified).toBe('2025-02-01');
    expect(entries.find((entry) => entry.url.endsWith('/maraquill'))?.lastModified).toBeUndefined();
  });

  it('says only where a page is and when it last changed (search engines ignore changefreq and priority)', () => {
    expect(entries.find((entry) => entry.url.endsWith('/on-discipline'))).toEqual({ url: 'https://bans.example.org/briefs/on-discipline', lastModified: '2025-03-02T10:00:00.000Z' });
    expect(entries.find((entry) => entry.url.endsWith('/briefs'))).toEqual({ url: 'https://bans.example.org/briefs' });
  });
});
