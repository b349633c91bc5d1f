import { briefPath } from '@/lib/content/briefs/brief-paths';
import { personalityPathOf } from '@/lib/content/personalities/personality-paths';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { streamPathOf } from '@/lib/content/streams/to-stream';
import { absoluteUrl } from './site-origin';
import type { SitemapUrl } from './sitemap-xml';

/** What the sitemap lists, as read from the Data API (public records only). */
export type SitemapSources = {
  /** Published briefs only: the caller must not pass drafts or archived ones. */
  briefs: { slug: string; blogDate: string | null; updatedAt: string | null }[];
  profiles: { username: string; updatedAt: string | null }[];
  streams: { id: string; slug: string | null; updatedAt: string | null }[];
  personalities: { pathSegment: string; updatedAt: string | null }[];
};

/** The public listing pages and the site's own static pages, always present. */
export const SITEMAP_LISTING_PATHS = ['/', '/briefs', '/streams', '/profiles', '/personalities', '/methodology'] as const;

/**
 * A sitemap file's entries: the listing pages (unless left out), then every published brief, profile, stream and
 * personality page, each with its last change when the record knows it. A record without an
 * address (no slug, no username) is left out rather than listed wrongly. No <changefreq> nor
 * <priority>: Google and Bing ignore both, and they were over a quarter of a file's bytes.
 */
export function buildSitemapEntries(sources: SitemapSources, origin: string, { withListings = true } = {}): SitemapUrl[] {
  const entry = (path: string, lastModified: string | null): SitemapUrl => {
    const url = absoluteUrl(path, origin);
    return lastModified ? { url, lastModified } : { url };
  };
  return [
    ...(withListings ? SITEMAP_LISTING_PATHS : []).map((path) => entry(path, null)),
    ...sources.briefs.filter((brief) => brief.slug).map((brief) => entry(briefPath(brief.slug), brief.updatedAt ?? brief.blogDate)),
    ...sources.profiles.filter((profile) => profile.username).map((profile) => entry(profilePath(profile.username), profile.updatedAt)),
    ...sources.streams.map((stream) => entry(streamPathOf({ id: stream.id, slug: stream.slug ?? '' }), stream.updatedAt)),
    ...sources.personalities.map((personality) => entry(personalityPathOf(personality), personality.updatedAt)),
  ];
}
