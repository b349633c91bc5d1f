import type { PersonalityCategory } from '@/amplify/data/enums';

export type { PersonalityCategory };

/** The schema's personality categories as people read them. */
export const PERSONALITY_CATEGORIES = {
  CONTENT_CREATOR: 'Content creator',
  STREAMER: 'Streamer',
  PODCASTER: 'Podcaster',
  INFLUENCER: 'Influencer',
  JOURNALIST: 'Journalist',
  ACTIVIST: 'Activist',
  EDUCATOR: 'Educator',
  ENTERTAINER: 'Entertainer',
} as const satisfies Record<PersonalityCategory, string>;


export type PersonalityLink = { label: string; href: string; iconClass: string };

/** What a card shows. Admin-only fields (notes, createdBy) never reach the site's own types. */
export type PersonalitySummary = {
  id: string;
  /** The page's address segment: the stored slug, or the id of a personality saved without one. */
  pathSegment: string;
  name: string;
  displayName: string;
  image: string | null;
  category: PersonalityCategory | null;
  bio: string | null;
  followerCount: number | null;
  subscriberCount: number | null;
  isVerified: boolean;
  isFeatured: boolean;
  /** Inactive personalities stay listed for the archive, marked as such. */
  isActive: boolean;
  ranking: number | null;
  /** Display names of the platforms they mainly use. */
  primaryPlatforms: string[];
};

export type PersonalityDetail = PersonalitySummary & {
  description: string | null;
  links: PersonalityLink[];
  specialties: string[];
  contentTypes: string[];
  tags: string[];
  schedule: string | null;
  timezone: string | null;
  views: number | null;
  updatedAt: string | null;
};
