import type { Metadata } from 'next';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';
import { absoluteUrl, siteOrigin } from './site-origin';

export type PageSeo = {
  title: string;
  description: string;
  /** The page's own path (with a query string only when it names a distinct view). */
  path: string;
  image?: { url: string; alt: string } | null;
  /** Article pages add their dates, author and tags to Open Graph. */
  article?: { publishedTime?: string; modifiedTime?: string | null; authors?: string[]; tags?: string[] };
  /** Views search engines should not index (empty result pages, for instance). */
  noIndex?: boolean;
  /** Pages that announce the briefs' RSS feed in their head (RSS autodiscovery). */
  hasBriefFeed?: boolean;
};

/** The briefs' feed as the head announces it: <link rel="alternate" type="application/rss+xml">. */
export const BRIEF_FEED_LINK = { path: '/briefs/feed.xml', title: `${DEFAULT_APP_NAME} briefs` } as const;

const DESCRIPTION_LIMIT = 200;

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a page, every URL absolute on
 * the site's origin. The title goes through the root layout's template ("… | StreamIt"); Open
 * Graph and Twitter get it with the site's name already added.
 */
export function buildPageMetadata(page: PageSeo, origin = siteOrigin()): Metadata {
  const url = absoluteUrl(page.path, origin);
  const description = shorten(page.description);
  const fullTitle = `${page.title} | ${DEFAULT_APP_NAME}`;
  const images = page.image ? [{ url: absoluteUrl(page.image.url, origin), alt: page.image.alt }] : undefined;
  const openGraph: Metadata['openGraph'] = page.article
    ? {
        type: 'article',
        url,
        title: fullTitle,
        description,
        siteName: DEFAULT_APP_NAME,
        images,
        publishedTime: page.article.publishedTime,
        modifiedTime: page.article.modifiedTime ?? undefined,
        authors: page.article.authors,
        tags: page.article.tags,
      }
    : { type: 'website', url, title: fullTitle, description, siteName: DEFAULT_APP_NAME, images };
  return {
    title: page.title,
    description,
    alternates: {
      canonical: url,
      ...(page.hasBriefFeed ? { types: { 'application/rss+xml': [{ url: absoluteUrl(BRIEF_FEED_LINK.path, origin), title: BRIEF_FEED_LINK.title }] } } : {}),
    },
    openGraph,
    twitter: { card: images ? 'summary_large_image' : 'summary', title: fullTitle, description, images: images?.map((image) => image.url) },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Search snippets are cut around 160–200 characters; cut at a word and mark the cut. */
export function shorten(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`;
}
