import { avatarUrlOf } from '@/lib/content/profiles/avatar-url';
import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { StorageTarget } from '@/lib/storage/storage-target';
import { sanitizeRichText } from '@/lib/content/sanitize-html';
import type { BriefAuthor, BriefDetail, BriefSummary } from './brief-types';

/** The fields a card needs: no long description, so the cached list stays small. */
export const BRIEF_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'username',
  'blogDate',
  'categories',
  'tags',
  'warfareTags',
  'thumbnail',
  'userImage',
  'views',
  'shares',
  'featured',
  'status',
] as const;

export const BRIEF_DETAIL_FIELDS = [
  ...BRIEF_SUMMARY_FIELDS,
  'longDescription',
  'createdAt',
  'updatedAt',
  'profile.username',
  'profile.displayName',
  'profile.avatarUrl',
  'profile.bio',
  'profile.totalBans',
  'profile.platformsAffected',
] as const;

/** A Brief as the Data API answers it (every field optional: selection sets vary). */
export type BriefWire = {
  id?: string | null;
  slug?: string | null;
  title?: string | null;
  description?: string | null;
  username?: string | null;
  blogDate?: string | null;
  categories?: string | null;
  tags?: (string | null)[] | null;
  warfareTags?: (string | null)[] | null;
  thumbnail?: string | null;
  userImage?: string | null;
  views?: number | null;
  shares?: number | null;
  featured?: boolean | null;
  status?: string | null;
  longDescription?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  profile?: {
    username?: string | null;
    displayName?: string | null;
    avatarUrl?: string | null;
    bio?: string | null;
    totalBans?: number | null;
    platformsAffected?: (string | null)[] | null;
  } | null;
};

/** Only published briefs are public: drafts and archived ones never reach a public page. */
export function isPublished(wire: Pick<BriefWire, 'status'>): boolean {
  return wire.status === 'PUBLISHED';
}

/**
 * `pictures` is where stored pictures are shown from (lib/storage/read-picture-host): an uploaded
 * thumbnail or avatar becomes a display URL here, a card-sized one in summaries.
 */
export function toBriefSummary(wire: BriefWire, pictures: StorageTarget | null = null): BriefSummary {
  return {
    id: wire.id ?? '',
    slug: wire.slug ?? wire.id ?? '',
    title: wire.title?.trim() || 'Untitled brief',
    description: wire.description?.trim() ?? '',
    username: wire.username?.trim() ?? '',
    blogDate: wire.blogDate ?? '',
    categories: splitCategories(wire.categories),
    tags: cleanList(wire.tags),
    warfareTags: cleanList(wire.warfareTags),
    thumbnail: pictureUrlOf(wire.thumbnail, pictures, 'w640'),
    // The author's avatar, copied from their profile: held to the profile's rule.
    userImage: avatarUrlOf(wire.userImage, pictures),
    views: countOf(wire.views),
    shares: countOf(wire.shares),
    isFeatured: wire.featured === true,
  };
}

export function toBriefDetail(wire: BriefWire, pictures: StorageTarget | null = null): BriefDetail {
  const summary = toBriefSummary(wire, pictures);
  return {
    ...summary,
    // The article shows its thumbnail across the page.
    thumbnail: pictureUrlOf(wire.thumbnail, pictures, 'w1280'),
    // Sanitized again on render: stored HTML may come from any client of the API.
    bodyHtml: sanitizeRichText(wire.longDescription ?? ''),
    author: toBriefAuthor(wire, summary, pictures),
    createdAt: wire.createdAt ?? null,
    updatedAt: wire.updatedAt ?? null,
  };
}

function toBriefAuthor(wire: BriefWire, summary: BriefSummary, pictures: StorageTarget | null): BriefAuthor {
  const profile = wire.profile;
  const username = profile?.username?.trim() || summary.username;
  return {
    username,
    displayName: profile?.displayName?.trim() || username,
    avatarUrl: avatarUrlOf(profile?.avatarUrl, pictures) ?? summary.userImage,
    bio: profile?.bio?.trim() || null,
    totalBans: countOf(profile?.totalBans),
    platformsAffected: cleanList(profile?.platformsAffected),
  };
}

export function splitCategories(value: string | null | undefined): string[] {
  return cleanList((value ?? '').split(','));
}

function cleanList(values: readonly (string | null)[] | null | undefined): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const value of values ?? []) {
    const text = value?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    list.push(text);
  }
  return list;
}

function countOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
