import type { AppealStatus } from '@/amplify/data/enums';
import type { RecordRestriction } from '@/lib/content/records/record-restriction';
import type { RecordVerification } from '@/lib/content/records/record-verification';
import type { EvidencePicture } from '@/lib/storage/evidence-picture';

/**
 * The app's own shapes of a creator profile and its records, reshaped from the Data API's wire
 * types (see to-public-profile.ts) so components never see nullable wire fields or raw enums.
 */
export type PlatformStanding = 'BANNED' | 'LIMITED' | 'RESTORED' | 'ACTIVE';
export type { AppealStatus };

/** A platform as a page shows it: its enum name ('YOUTUBE'), the name people read, an icon. */
export type PlatformLabel = { name: string; displayName: string; iconClass: string };

export type ProfileLink = { label: string; href: string; iconClass: string };

/** What the list of creators shows for each one. */
export type ProfileSummary = {
  id: string;
  username: string;
  displayName: string;
  bio: string;
  avatarUrl: string | null;
  totalBans: number;
  totalEstimatedLoss: number;
  dateFirstRestricted: string | null;
  activePlatforms: PlatformLabel[];
  bannedPlatforms: PlatformLabel[];
  limitedPlatforms: PlatformLabel[];
  platformsAffected: PlatformLabel[];
};

export type BanRecord = {
  id: string;
  /** The platform as stored ('youtube'), for the creator's per-platform counts. */
  platformId: string;
  platform: PlatformLabel;
  isActive: boolean;
  dateOfBan: string | null;
  explanation: string;
  /** The evidence text; a picture uploaded with it is in evidencePicture. */
  evidence: string;
  evidencePicture: EvidencePicture | null;
  appealStatus: AppealStatus;
  /** How the platform restricted the creator (issue 18); empty on older records. */
  restriction: RecordRestriction;
  verification: RecordVerification;
};

/** One platform's bans, newest first: a line of the ban history timeline. */
export type BanTimelineGroup = { platform: PlatformLabel; bans: BanRecord[]; total: number };

export type ShadowbanReport = {
  id: string;
  platform: PlatformLabel;
  category: string;
  restrictionType: string;
  description: string;
  date: string;
  evidence: string;
  evidencePicture: EvidencePicture | null;
  financialImpact: number | null;
  appealStatus: AppealStatus;
  restriction: RecordRestriction;
  verification: RecordVerification;
};

export type ProfileBrief = {
  slug: string;
  title: string;
  description: string;
  blogDate: string;
  categories: string;
  thumbnail: string | null;
};

export type PublicProfile = ProfileSummary & {
  schedule: string;
  solanaAddress: string;
  links: ProfileLink[];
  platformStatus: (PlatformLabel & { standing: PlatformStanding })[];
  updatedAt: string | null;
};
