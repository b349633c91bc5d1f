import type { Schema } from '@/lib/data/schema';
import { RESTRICTION_FIELDS } from '@/lib/content/records/record-restriction';
import { VERIFICATION_FIELDS } from '@/lib/content/records/record-verification';
import { PROFILE_LINK_FIELDS } from './profile-links';

/**
 * The fields the public pages select, declared once: the selection sets sent to the Data API and
 * the wire types the reshaping functions accept come from the same lists.
 */
const LINK_FIELDS = PROFILE_LINK_FIELDS.map(({ field }) => field);

export const PROFILE_SUMMARY_FIELDS = [
  'id',
  'username',
  'displayName',
  'bio',
  'avatarUrl',
  'totalBans',
  'totalEstimatedLoss',
  'dateFirstRestricted',
  'activePlatforms',
  'bannedPlatforms',
  'limitedPlatforms',
  'platformsAffected',
] as const;

export const PROFILE_DETAIL_FIELDS = [
  ...PROFILE_SUMMARY_FIELDS,
  ...LINK_FIELDS,
  'schedule',
  'solanaAddress',
  'platformStatus',
  'updatedAt',
] as const;

export const PLATFORM_BAN_FIELDS = ['id', 'platformId', 'isActive', 'dateOfBan', 'explanation', 'evidence', 'appealStatus', ...RESTRICTION_FIELDS, ...VERIFICATION_FIELDS] as const;

export const SHADOWBAN_FIELDS = [
  'id',
  'platform',
  'category',
  'restrictionType',
  'description',
  'date',
  'evidence',
  'financialImpact',
  'appealStatus',
  ...RESTRICTION_FIELDS,
  ...VERIFICATION_FIELDS,
] as const;

export const PROFILE_BRIEF_FIELDS = ['slug', 'title', 'description', 'blogDate', 'categories', 'thumbnail'] as const;

type Model<Name extends keyof Schema> = Schema[Name]['type'];

export type ProfileSummaryWire = Pick<Model<'Profile'>, (typeof PROFILE_SUMMARY_FIELDS)[number]>;
export type ProfileDetailWire = Pick<Model<'Profile'>, (typeof PROFILE_DETAIL_FIELDS)[number]>;
export type PlatformBanWire = Pick<Model<'PlatformBan'>, (typeof PLATFORM_BAN_FIELDS)[number]>;
export type ShadowbanWire = Pick<Model<'ShadowbanExperience'>, (typeof SHADOWBAN_FIELDS)[number]>;
export type ProfileBriefWire = Pick<Model<'Brief'>, (typeof PROFILE_BRIEF_FIELDS)[number]>;
