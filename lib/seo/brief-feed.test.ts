/**
 * @jest-environment jsdom
 */
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

  it('escapes text that looks like markup for XML, and under that for HTML', () => {
    const xml = buildBriefFeed([briefSummary({ id: 'b', title: 'Power & <script>alert(1)</script>', description: 'a < b' })], origin);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('<title>Power &amp;amp; &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;</title>');
    expect(parse(xml).rss.channel.item[0].description).toBe('a &lt; b');
  });

  describe('in a reader that decodes the XML and renders the text as HTML', () => {
    const hostile = {
      title: 'Tom & Jerry <img src=x onerror=alert(1)>',
      description: `a < b && "quoted" 'single' </description><script>alert(1)</script> ]]> &amp; &lt;img src=x onerror=alert(2)&gt;`,
      username: '<b onmouseover=alert(3)>ada</b>',
      categories: ['<i>Power</i>'],
      warfareTags: ['<svg onload=alert(4)>'],
    };
    const item = () => {
      const xml = buildBriefFeed([briefSummary({ id: 'b', ...hostile })], origin);
      const feed = new DOMParser().parseFromString(xml, 'application/xml');
      expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
      return feed.getElementsByTagName('item')[0];
    };
    /** What the reader shows: the element's XML text, rendered as HTML. */
    const rendered = (element: Element) => {
      const box = document.createElement('div');
      box.innerHTML = element.textContent ?? '';
      return box;
    };

    it.each([
      ['title', [hostile.title]],
      ['description', [hostile.description]],
      ['dc:creator', [hostile.username]],
      ['category', [...hostile.categories, ...hostile.warfareTags]],
    ])('shows the %s as the creator wrote it, with no element of its own', (name, expected) => {
      const elements = [...item().getElementsByTagName(name)];
      expect(elements.map((element) => rendered(element).textContent)).toEqual(expected);
      for (const element of elements) expect(rendered(element).querySelector('*')).toBeNull();
    });

    it('shows "Tom & Jerry" as Tom & Jerry, not Tom &amp; Jerry', () => {
      const title = item().getElementsByTagName('title')[0];
      expect(title.textContent).toBe('Tom &amp; Jerry &lt;img src=x onerror=alert(1)&gt;');
      expect(rendered(title).textContent).toBe('Tom & Jerry <img src=x onerror=alert(1)>');
    });
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
