import type { BriefDetail } from '@/lib/content/briefs/brief-types';
import { briefPath } from '@/lib/content/briefs/brief-paths';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';
import { shorten } from './page-metadata';
import { absoluteUrl, siteOrigin } from './site-origin';

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LIMIT = 110;

/** schema.org Article for a brief's page: headline, dates, author (their profile), publisher, counts. */
export function buildBriefJsonLd(brief: BriefDetail, origin = siteOrigin()): Record<string, unknown> {
  const url = absoluteUrl(briefPath(brief.slug), origin);
  const keywords = [...brief.tags, ...brief.warfareTags];
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: shorten(brief.title, HEADLINE_LIMIT),
    description: shorten(brief.description),
    ...(brief.thumbnail ? { image: [absoluteUrl(brief.thumbnail, origin)] } : {}),
    ...(brief.blogDate ? { datePublished: brief.blogDate } : {}),
    dateModified: brief.updatedAt ?? brief.blogDate,
    author: {
      '@type': 'Person',
      name: brief.author.displayName,
      url: absoluteUrl(profilePath(brief.author.username), origin),
    },
    publisher: { '@type': 'Organization', name: DEFAULT_APP_NAME, url: origin, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg', origin) } },
    ...(brief.categories.length ? { articleSection: brief.categories } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: brief.views },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ShareAction', userInteractionCount: brief.shares },
    ],
  };
}
