import type { Metadata } from 'next';
import { buildPageMetadata, shorten } from '@/lib/seo/page-metadata';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';
import type { PublicProfile } from './profile-types';

// Other pages took siteOrigin from here before lib/seo existed; it is the same function.
export { siteOrigin };

export function profilePath(username: string): string {
  return `/profiles/${encodeURIComponent(username)}`;
}

function describeProfile(profile: PublicProfile): string {
  const bans = `${profile.totalBans} recorded ban${profile.totalBans === 1 ? '' : 's'}`;
  const platforms = `${profile.platformsAffected.length} platform${profile.platformsAffected.length === 1 ? '' : 's'} affected`;
  const intro = profile.bio ? `${shorten(profile.bio, 110)} ` : '';
  return `${intro}${profile.displayName} (@${profile.username}): ${bans}, ${platforms}, shadowban reports and briefs.`;
}

/** Title, description, canonical URL, Open Graph (a profile) and Twitter card of a creator's page. */
export function buildProfileMetadata(profile: PublicProfile, origin = siteOrigin()): Metadata {
  const metadata = buildPageMetadata(
    {
      title: `${profile.displayName} (@${profile.username}) – ban history`,
      description: describeProfile(profile),
      path: profilePath(profile.username),
      image: profile.avatarUrl ? { url: profile.avatarUrl, alt: profile.displayName } : null,
    },
    origin,
  );
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'profile', username: profile.username } };
}

/** schema.org ProfilePage whose main entity is the creator as a Person (links as sameAs). */
export function buildProfileJsonLd(profile: PublicProfile, origin = siteOrigin()): Record<string, unknown> {
  const url = absoluteUrl(profilePath(profile.username), origin);
  return {
    '@type': 'ProfilePage',
    url,
    name: `${profile.displayName} – ban history`,
    ...(profile.updatedAt ? { dateModified: profile.updatedAt } : {}),
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: profile.displayName,
      alternateName: `@${profile.username}`,
      identifier: profile.username,
      url,
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(profile.avatarUrl ? { image: absoluteUrl(profile.avatarUrl, origin) } : {}),
      ...(profile.links.length ? { sameAs: profile.links.map((link) => link.href) } : {}),
    },
  };
}
