import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { StorageTarget } from '@/lib/storage/storage-target';
import { platformDisplayName, PLATFORMS } from '@/lib/content/platforms';
import { isWebUrl } from '@/lib/content/profiles/web-url';
import type { Schema } from '@/lib/data/schema';
import { personalitySegmentOf } from './personality-paths';
import { PERSONALITY_CATEGORIES, type PersonalityCategory, type PersonalityDetail, type PersonalityLink, type PersonalitySummary } from './personality-types';

export type PersonalityRecord = Partial<Schema['Personality']['type']>;

/** What a card shows (a page of the list reads only these). */
export const PERSONALITY_SUMMARY_FIELDS = [
  'id', 'slug', 'name', 'displayName', 'bio', 'image', 'category',
  'primaryPlatforms', 'followerCount', 'subscriberCount', 'featured', 'active', 'verified', 'ranking',
] as const;

/** Every public field; notes and createdBy are for admins and are not read. */
export const PERSONALITY_FIELDS = [
  'id', 'slug', 'name', 'displayName', 'bio', 'description', 'image', 'category',
  'xLink', 'youtubeLink', 'rumbleLink', 'twitchLink', 'facebookLink', 'instagramLink', 'tiktokLink', 'substackLink', 'mediumLink', 'blogLink', 'websiteLink',
  'primaryPlatforms', 'followerCount', 'subscriberCount', 'featured', 'active', 'verified', 'ranking', 'views',
  'tags', 'specialties', 'contentTypes', 'schedule', 'timezone', 'updatedAt',
] as const;

const OTHER_LINKS = [
  { field: 'blogLink', label: 'Blog', iconClass: 'bi-journal-text' },
  { field: 'websiteLink', label: 'Website', iconClass: 'bi-globe2' },
] as const;

/** `pictures`: where an uploaded image is shown from (lib/storage/read-picture-host). */
export function toPersonalitySummary(record: PersonalityRecord, pictures: StorageTarget | null = null): PersonalitySummary {
  const category = record.category && record.category in PERSONALITY_CATEGORIES ? (record.category as PersonalityCategory) : null;
  return {
    id: record.id ?? '',
    pathSegment: personalitySegmentOf(record),
    name: record.name ?? '',
    displayName: record.displayName || record.name || 'Unnamed personality',
    image: pictureUrlOf(record.image, pictures, 'w640'),
    category,
    bio: record.bio?.trim() || null,
    followerCount: countOf(record.followerCount),
    subscriberCount: countOf(record.subscriberCount),
    isVerified: record.verified === true,
    isFeatured: record.featured === true,
    // Missing means active: only an explicit false retires a personality.
    isActive: record.active !== false,
    ranking: typeof record.ranking === 'number' && record.ranking > 0 ? record.ranking : null,
    primaryPlatforms: textsOf(record.primaryPlatforms).map(platformDisplayName),
  };
}

export function toPersonalityDetail(record: PersonalityRecord, pictures: StorageTarget | null = null): PersonalityDetail {
  return {
    ...toPersonalitySummary(record, pictures),
    description: record.description?.trim() || null,
    links: linksOf(record),
    specialties: textsOf(record.specialties),
    contentTypes: textsOf(record.contentTypes),
    tags: textsOf(record.tags),
    schedule: record.schedule?.trim() || null,
    timezone: record.timezone?.trim() || null,
    views: countOf(record.views),
    updatedAt: record.updatedAt ?? null,
  };
}

/** Links to every platform they use, in the platforms' order, then blog and website; only http(s). */
export function linksOf(record: PersonalityRecord): PersonalityLink[] {
  const fields = [
    ...PLATFORMS.map((platform) => ({ field: platform.linkField, label: platform.displayName, iconClass: platform.iconClass })),
    ...OTHER_LINKS,
  ];
  return fields.flatMap(({ field, label, iconClass }) => {
    const href = (record[field] as string | null | undefined)?.trim();
    return href && isWebUrl(href) ? [{ label, href, iconClass }] : [];
  });
}

function countOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && value >= 0 ? value : null;
}

function textsOf(values: readonly (string | null)[] | null | undefined): string[] {
  return (values ?? []).map((value) => value?.trim() ?? '').filter(Boolean);
}
