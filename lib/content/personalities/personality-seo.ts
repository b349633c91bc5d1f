import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';
import { personalityPathOf } from './personality-paths';
import { PERSONALITY_CATEGORIES, type PersonalityDetail } from './personality-types';

function absolute(pathOrUrl: string, origin: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

function describePersonality(personality: PersonalityDetail): string {
  const role = personality.category ? PERSONALITY_CATEGORIES[personality.category].toLowerCase() : 'personality';
  return personality.bio ?? `${personality.displayName}, ${role}: platforms, schedule and audience.`;
}

/** Title, description, canonical URL, Open Graph (profile) and Twitter card of a personality's page. */
export function buildPersonalityMetadata(personality: PersonalityDetail, origin = siteOrigin()): Metadata {
  const url = `${origin}${personalityPathOf(personality)}`;
  const description = describePersonality(personality);
  const images = personality.image ? [{ url: absolute(personality.image, origin), alt: personality.displayName }] : undefined;
  return {
    title: personality.displayName,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'profile', url, title: personality.displayName, description, images },
    twitter: { card: 'summary', title: personality.displayName, description, images: images?.map((image) => image.url) },
  };
}

/** schema.org ProfilePage about the personality as a Person, with their platforms as sameAs. */
export function buildPersonalityJsonLd(personality: PersonalityDetail, origin = siteOrigin()): Record<string, unknown> {
  const url = `${origin}${personalityPathOf(personality)}`;
  return {
    '@type': 'ProfilePage',
    url,
    name: personality.displayName,
    ...(personality.updatedAt ? { dateModified: personality.updatedAt } : {}),
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: personality.name || personality.displayName,
      ...(personality.name && personality.name !== personality.displayName ? { alternateName: personality.displayName } : {}),
      url,
      description: describePersonality(personality),
      ...(personality.image ? { image: absolute(personality.image, origin) } : {}),
      ...(personality.category ? { jobTitle: PERSONALITY_CATEGORIES[personality.category] } : {}),
      ...(personality.specialties.length ? { knowsAbout: personality.specialties } : {}),
      ...(personality.links.length ? { sameAs: personality.links.map((link) => link.href) } : {}),
      ...(personality.followerCount !== null
        ? { interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'FollowAction' }, userInteractionCount: personality.followerCount } }
        : {}),
    },
  };
}
