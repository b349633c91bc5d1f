import { XMLValidator } from 'fast-xml-parser';
import { parseSitemapPart, sitemapPartNames, sitemapPartPath, URLS_PER_SITEMAP } from './sitemap-index';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml';

describe('the sitemap index', () => {
  it('has one file per URLS_PER_SITEMAP records of each kind, and one even for none', () => {
    const names = sitemapPartNames(new Map([['briefs', 5 * URLS_PER_SITEMAP + 25], ['profiles', URLS_PER_SITEMAP], ['streams', 0], ['personalities', URLS_PER_SITEMAP + 1]]));
    expect(names).toEqual(['pages', 'briefs-1', 'briefs-2', 'briefs-3', 'briefs-4', 'briefs-5', 'briefs-6', 'profiles-1', 'streams-1', 'personalities-1', 'personalities-2']);
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(sitemapPartPath('briefs-2')).toBe('/sitemaps/briefs-2.xml');
  });

  it('reads only the file names it lists', () => {
    expect(parseSitemapPart('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapPart('briefs-3.xml')).toEqual({ kind: 'briefs', list: 'BRIEFS', index: 3 });
    expect(parseSitemapPart('personalities-1.xml')).toEqual({ kind: 'personalities', list: 'PERSONALITIES', index: 1 });
    for (const name of ['briefs-0.xml', 'briefs--1.xml', 'constructor-1.xml', 'toString-1.xml', 'briefs-1', 'briefs-9999999.xml', '../x.xml'])
      expect(parseSitemapPart(name)).toBeNull();
  });

  it('renders the index and a file as the protocol spells them, escaped', () => {
    const index = renderSitemapIndex(['https://bans.example.org/sitemaps/pages.xml']);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<loc>https://bans.example.org/sitemaps/pages.xml</loc>');
    const file = renderUrlSet([{ url: 'https://bans.example.org/briefs/a&b', lastModified: '2025-03-01' }, { url: 'https://bans.example.org/x', lastModified: 'not a date' }]);
    expect(file).toContain('<loc>https://bans.example.org/briefs/a&amp;b</loc>');
    expect(file).toContain('<lastmod>2025-03-01T00:00:00.000Z</lastmod>');
    expect(file.match(/<lastmod>/g)).toHaveLength(1);
    // One URL a line, no indentation, and well-formed.
    expect(file.split('\n').filter((line) => line.startsWith('<url><loc>') && line.endsWith('</url>'))).toHaveLength(2);
    expect(XMLValidator.validate(file)).toBe(true);
    expect(renderUrlSet([{ url: `https://bans.example.org/q?a="1"&b='2'<>` }])).toContain('<loc>https://bans.example.org/q?a=&quot;1&quot;&amp;b=&apos;2&apos;&lt;&gt;</loc>');
  });

  it('writes each last change as toISOString would, from stored timestamps, other spellings and impossible days alike', () => {
    const days = ['2024-02-28', '2024-02-29', '2025-02-29', '2025-02-30', '2025-04-30', '2025-04-31', '2025-12-31', '2025-13-01', '2025-00-10', '0000-01-01'];
    const times = ['T00:00:00.000Z', 'T23:59:59.999Z', 'T24:00:00.000Z', 'T12:60:00.000Z', 'T12:00:60.000Z', 'T12:00:00Z', 'T12:00:00.000+02:00', ''];
    for (const value of days.flatMap((day) => times.map((time) => `${day}${time}`))) {
      const date = new Date(value);
      const expected = Number.isNaN(date.getTime()) ? null : date.toISOString();
      const lastmod = /<lastmod>(.*)<\/lastmod>/.exec(renderUrlSet([{ url: 'https://bans.example.org/x', lastModified: value }]))?.[1] ?? null;
      if (lastmod !== expected) throw new Error(`${value}: <lastmod> ${lastmod}, toISOString ${expected}`);
    }
  });
});
