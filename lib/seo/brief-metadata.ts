import type { Metadata } from 'next';
import { briefPath, BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery, type BriefFilters } from '@/lib/content/briefs/brief-filters';
import type { BriefDetail } from '@/lib/content/briefs/brief-types';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { buildPageMetadata } from './page-metadata';
import { absoluteUrl, siteOrigin } from './site-origin';

/** A brief's page: its title and summary, its picture, and article facts for Open Graph. */
export function buildBriefMetadata(brief: BriefDetail, origin = siteOrigin()): Metadata {
  return buildPageMetadata(
    {
      title: brief.title,
      description: brief.description || `A brief by ${brief.author.displayName}.`,
      path: briefPath(brief.slug),
      image: brief.thumbnail ? { url: brief.thumbnail, alt: brief.title } : null,
      article: {
        publishedTime: brief.blogDate || undefined,
        modifiedTime: brief.updatedAt,
        authors: [absoluteUrl(profilePath(brief.author.username), origin)],
        tags: [...brief.categories, ...brief.tags, ...brief.warfareTags],
      },
    },
    origin,
  );
}

/**
 * /briefs and each filtered view of it (a category, a tag or a warfare tag page), with its own
 * title and canonical address; page numbers stay in the canonical so each page is its own.
 */
export function buildBriefListingMetadata(filters: BriefFilters, origin = siteOrigin()): Metadata {
  const narrowing = [
    filters.category ? `in ${filters.category}` : null,
    filters.tag ? `tagged ${filters.tag}` : null,
    filters.warfareTag ? `on ${filters.warfareTag}` : null,
  ].filter(Boolean);
  const title = `${narrowing.length ? `Briefs ${narrowing.join(', ')}` : 'Briefs'}${filters.page > 1 ? ` – page ${filters.page}` : ''}`;
  return buildPageMetadata(
    {
      title,
      description: narrowing.length
        ? `Briefs ${narrowing.join(', ')}: short, plain pieces on platform bans, restrictions and shadowbans, newest first.`
        : 'Short, plain briefs on platform bans, restrictions and shadowbans, newest first.',
      path: `${BRIEFS_PATH}${briefFiltersQuery(filters)}`,
      hasBriefFeed: true,
    },
    origin,
  );
}
