/**
 * The enums of SPEC §3, in the order the spec lists them: the schema declares its enums from
 * these lists, and the backend's sample content and the site's forms and pages take their
 * choices from here, so a value is written once. Plain constants: no imports.
 */
export const STREAM_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export const BRIEF_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export const PLATFORM_NAMES = ['X', 'YOUTUBE', 'RUMBLE', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'SUBSTACK', 'MEDIUM', 'TWITCH'] as const;
export const APPEAL_STATUSES = ['NONE', 'PENDING', 'REJECTED', 'RESTORED'] as const;
export const PERSONALITY_CATEGORIES = [
  'CONTENT_CREATOR',
  'STREAMER',
  'PODCASTER',
  'INFLUENCER',
  'JOURNALIST',
  'ACTIVIST',
  'EDUCATOR',
  'ENTERTAINER',
] as const;

export type StreamStatus = (typeof STREAM_STATUSES)[number];
export type BriefStatus = (typeof BRIEF_STATUSES)[number];
export type PlatformName = (typeof PLATFORM_NAMES)[number];
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type PersonalityCategory = (typeof PERSONALITY_CATEGORIES)[number];
