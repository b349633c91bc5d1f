import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { briefSummary } from '@/lib/content/briefs/brief-fixtures.test-helper';
import { buildBriefFeed, FEED_ITEM_LIMIT } from './brief-feed';

const origin = 'https://bans.example.org';
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['item', 'category'].includes(name) }).parse(xml);

describe('the RSS feed of published briefs', () => {
  it('is RSS 2.0 with a self link and one item per brief, newest first', () => {
    const xml = buildBriefFeed(
      [
        briefSummary({ id: 'b2', slug: 'newer', title: 'Newer', blogDate: '2025-03-02', categories: ['Power'], warfareTags: ['Censorship'], thumbnail: '/artwork/still/newer.svg' }),
        briefSummary({ id: 'b1', slug: 'older', title: 'Older', blogDate: '2025-03-01' }),
      ],
      origin,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parse(xml);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel['atom:link']['@_href']).toBe('https://bans.example.org/briefs/feed.xml');
    expect(rss.channel.lastBuildDate).toBe('Sun, 02 Mar 2025 12:00:00 GMT');
    const [first, second] = rss.channel.item;
    expect(first).toMatchObject({
      title: 'Newer',
      link: 'https://bans.example.org/briefs/newer',
      guid: { '#text': 'https://bans.example.org/briefs/newer', '@_isPermaLink': 'true' },
      pubDate: 'Sun, 02 Mar 2025 12:00:00 GMT',
      'dc:creator': 'ada',
      category: ['Power', 'Censorship'],
      enclosure: { '@_url': 'https://bans.example.org/artwork/still/newer.svg', '@_type': 'image/svg+xml' },
    });
    expect(second.title).toBe('Older');
  });

  it('names an uploaded thumbnail by the format its display variant is served in, not by its file name', () => {
    const thumbnail = 'https://bans.example.org/_aws/s3/media/brief-thumbnails/id-1/cover.png?variant=w640&v=abc';
    const [item] = parse(buildBriefFeed([briefSummary({ id: 'b', thumbnail })], origin)).rss.channel.item;
    expect(item.enclosure).toMatchObject({ '@_url': thumbnail, '@_type': 'image/webp' });
  });

  it('escapes text that looks like markup', () => {
    const xml = buildBriefFeed([briefSummary({ id: 'b', title: 'Power & <script>alert(1)</script>', description: 'a < b' })], origin);
    expect(xml).not.toContain('<script>');
    expect(parse(xml).rss.channel.item[0].title).toBe('Power & <script>alert(1)</script>');
  });

  it(`lists at most ${FEED_ITEM_LIMIT} items`, () => {
    const many = Array.from({ length: FEED_ITEM_LIMIT + 5 }, (_, index) => briefSummary({ id: `b${index}` }));
    expect(parse(buildBriefFeed(many, origin)).rss.channel.item).toHaveLength(FEED_ITEM_LIMIT);
  });

  it('is a valid empty channel when nothing is published', () => {
    const { rss } = parse(buildBriefFeed([], origin, new Date('2025-01-01T00:00:00Z')));
    expect(rss.channel.title).toBe('StreamIt briefs');
    expect(rss.channel.item).toBeUndefined();
  });
});
