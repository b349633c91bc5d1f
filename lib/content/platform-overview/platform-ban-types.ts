import { APPEAL_STATUSES, type AppealStatus } from '@/amplify/data/enums';
import type { RecordRestriction } from '@/lib/content/records/record-restriction';
import type { RecordVerification } from '@/lib/content/records/record-verification';
import type { EvidencePicture } from '@/lib/storage/evidence-picture';

export { APPEAL_STATUSES, type AppealStatus };

/** A ban record as the platform pages show it, with the creator it belongs to. */
export type PlatformBanRecord = {
  id: string;
  platformId: string;
  isActive: boolean;
  dateOfBan: string | null;
  explanation: string | null;
  /** The evidence text; a picture uploaded with it is in evidencePicture. */
  evidence: string | null;
  evidencePicture?: EvidencePicture | null;
  appealStatus: AppealStatus;
  /** How the platform restricted the creator (issue 18); empty on older records. */
  restriction: RecordRestriction;
  /** Its step on the verification ladder. */
  verification: RecordVerification;
  creator: { username: string; displayName: string } | null;
};

/** One row of the overview: how a platform's recorded bans stand. */
export type PlatformBanCounts = {
  /** A known platform's id, or the id as recorded when the constant does not know it. */
  platform: { id: string; displayName: string; iconClass: string; url: string };
  recorded: number;
  active: number;
  underAppeal: number;
  restored: number;
  creatorsAffected: number;
};

/** The slices of a platform's records the overview links to. */
export const BAN_VIEWS = ['all', 'active', 'appeal', 'restored'] as const;
export type BanView = (typeof BAN_VIEWS)[number];
