import type { PlatformName } from '../../../amplify/data/enums';
import type { TrailSampleModel } from './record-trails';

/**
 * Shapes of the sample content. Records are plain objects with the field names of SPEC §3, so
 * the seeder can hand them to the data layer unchanged; `owner` says which sample account owns
 * a record (absent for models without an owner rule: Stream and Personality).
 */
export type SpecModelName = 'Platform' | 'Profile' | 'PlatformBan' | 'ShadowbanExperience' | 'Brief' | 'Personality' | 'Stream';
/** SPEC §3's models, and the records of ban stories (record-trails.ts TRAIL_SAMPLE_MODELS). */
export type SampleModelName = SpecModelName | TrailSampleModel;

export interface SampleOwner {
  sub: string;
  username: string;
  email: string;
}

export interface SampleRecord {
  id: string;
  owner?: SampleOwner;
  [field: string]: unknown;
}

/** The enums of SPEC §3 are declared once, beside the schema. */
export {
  APPEAL_STATUSES,
  BRIEF_STATUSES,
  PERSONALITY_CATEGORIES,
  PLATFORM_NAMES,
  STREAM_STATUSES,
  type AppealStatus,
  type BriefStatus,
  type PersonalityCategory,
  type PlatformName,
  type StreamStatus,
} from '../../../amplify/data/enums';
/**
 * Calendar dates (ban dates, report dates, blog dates, release dates) are AWSDate strings,
 * 'YYYY-MM-DD'; the one timestamp field a model spells itself (Stream.created_at) is an
 * AWSDateTime, 'YYYY-MM-DDTHH:mm:ss.sssZ'.
 */
export type AwsDate = string;

/** The link fields a Profile and a Personality share, one per platform. */
export const LINK_FIELD_OF_PLATFORM = {
  X: 'xLink',
  YOUTUBE: 'youtubeLink',
  RUMBLE: 'rumbleLink',
  FACEBOOK: 'facebookLink',
  INSTAGRAM: 'instagramLink',
  TIKTOK: 'tiktokLink',
  SUBSTACK: 'substackLink',
  MEDIUM: 'mediumLink',
  TWITCH: 'twitchLink',
} as const satisfies Record<PlatformName, string>;

export type PlatformLinkField = (typeof LINK_FIELD_OF_PLATFORM)[PlatformName];
export type PlatformLinks = Partial<Record<PlatformLinkField | 'blogLink' | 'websiteLink', string>>;
