import { IMAGE_VARIANT_CONTENT_TYPE } from '@/amplify/storage/images';
import { XMLBuilder } from 'fast-xml-parser';
import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import { BRIEFS_FEED_PATH, BRIEFS_PATH, briefPath } from '@/lib/content/briefs/brief-paths';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';
import { absoluteUrl } from './site-origin';

/** Feed readers want the recent items, not the archive. */
export const FEED_ITEM_LIMIT = 50;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  // Otherwise isPermaLink="true" is written as a bare attribute, which is not XML.
  suppressBooleanAttributes: false,
});

/**
 * A creator's plain text as HTML that shows it as it is. Feed readers render an item's description,
 * and often its title, author and categories, as HTML once they have decoded the XML: text escaped
 * only for XML reached them as markup (a title's <img onerror> ran). Escaped here for HTML and then
 * by the XML builder for XML, "Tom & Jerry" decodes to "Tom &amp; Jerry", which HTML shows as written.
 */
function asHtmlText(text: string): string {
  // Quote marks stay: they mean nothing in HTML text, and titles are full of apostrophes.
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The RSS 2.0 feed of published briefs, newest first (the caller passes only published ones):
 * title, link, permanent guid, summary, date, author and categories per item, with an Atom
 * self link as feed validators ask. Text is escaped for HTML (asHtmlText), then by the XML builder.
 */
export function buildBriefFeed(briefs: readonly BriefSummary[], origin: string, now = new Date()): string {
  const items = briefs.slice(0, FEED_ITEM_LIMIT).map((brief) => {
    const link = absoluteUrl(briefPath(brief.slug), origin);
    return {
      title: asHtmlText(brief.title),
      link,
      guid: { '#text': link, '@_isPermaLink': 'true' },
      description: asHtmlText(brief.description),
      ...(brief.blogDate ? { pubDate: rfc822(brief.blogDate) } : {}),
      'dc:creator': asHtmlText(brief.username),
      category: [...brief.categories, ...brief.warfareTags].map(asHtmlText),
      ...(brief.thumbnail ? { enclosure: { '@_url': absoluteUrl(brief.thumbnail, origin), '@_type': mimeTypeOf(brief.thumbnail), '@_length': '0' } } : {}),
    };
  });
  const newest = briefs[0]?.blogDate;
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: `${DEFAULT_APP_NAME} briefs`,
        link: absoluteUrl(BRIEFS_PATH, origin),
        description: 'Short briefs on platform bans, restrictions and shadowbans, newest first.',
        language: 'en',
        'atom:link': { '@_href': absoluteUrl(BRIEFS_FEED_PATH, origin), '@_rel': 'self', '@_type': 'application/rss+xml' },
        lastBuildDate: newest ? rfc822(newest) : now.toUTCString(),
        item: items,
      },
    },
  }) as string;
}

/** RSS dates are RFC 822; a brief has a day, so noon UTC keeps the day in every time zone's reading. */
function rfc822(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

function mimeTypeOf(url: string): string {
  // A stored picture is linked as a display-size variant, served in one format whatever its name.
  if (new URL(url, 'http://feed.invalid').searchParams.has('variant')) return IMAGE_VARIANT_CONTENT_TYPE;
  const extension = url.split('?')[0].split('.').pop()?.toLowerCase();
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
  return types[extension ?? ''] ?? 'application/octet-stream';
}
