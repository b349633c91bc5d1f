import { toRecordRestriction } from '@/lib/content/records/record-restriction';
import { toRecordVerification } from '@/lib/content/records/record-verification';
import { readEvidence } from '@/lib/storage/evidence-picture';
import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { StorageTarget } from '@/lib/storage/storage-target';
import { avatarUrlOf } from './avatar-url';
import { platformLabelOf, platformLabelsOf } from './platform-label';
import { toProfileLinks } from './profile-links';
import type {
  AppealStatus,
  BanRecord,
  BanTimelineGroup,
  PlatformStanding,
  ProfileBrief,
  ProfileSummary,
  PublicProfile,
  ShadowbanReport,
} from './profile-types';
import type { PlatformBanWire, ProfileBriefWire, ProfileDetailWire, ProfileSummaryWire, ShadowbanWire } from './profile-wire';

const STANDINGS: readonly PlatformStanding[] = ['BANNED', 'LIMITED', 'RESTORED', 'ACTIVE'];

function appealOf(value: string | null | undefined): AppealStatus {
  return value === 'PENDING' || value === 'REJECTED' || value === 'RESTORED' ? value : 'NONE';
}

/** Newest first; records without a date go last. */
function byDateDescending(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b.localeCompare(a);
}

/**
 * `pictures` is where stored pictures are shown from (lib/storage/read-picture-host): fields that
 * hold an uploaded picture's reference become display URLs here, so pages and metadata get URLs.
 */
export function toProfileSummary(wire: ProfileSummaryWire, pictures: StorageTarget | null = null): ProfileSummary {
  return {
    id: wire.id,
    username: wire.username,
    displayName: wire.displayName,
    bio: wire.bio ?? '',
    avatarUrl: avatarUrlOf(wire.avatarUrl, pictures),
    totalBans: wire.totalBans ?? 0,
    totalEstimatedLoss: wire.totalEstimatedLoss ?? 0,
    dateFirstRestricted: wire.dateFirstRestricted ?? null,
    activePlatforms: platformLabelsOf(wire.activePlatforms),
    bannedPlatforms: platformLabelsOf(wire.bannedPlatforms),
    limitedPlatforms: platformLabelsOf(wire.limitedPlatforms),
    platformsAffected: platformLabelsOf(wire.platformsAffected),
  };
}

export function toBanRecord(wire: PlatformBanWire, pictures: StorageTarget | null = null): BanRecord {
  const evidence = readEvidence(wire.evidence, pictures);
  return {
    id: wire.id,
    platformId: wire.platformId ?? '',
    platform: platformLabelOf(wire.platformId ?? 'unknown'),
    isActive: wire.isActive === true,
    dateOfBan: wire.dateOfBan ?? null,
    explanation: wire.explanation ?? '',
    evidence: evidence.text,
    evidencePicture: evidence.picture,
    appealStatus: appealOf(wire.appealStatus),
    restriction: toRecordRestriction(wire),
    verification: toRecordVerification(wire),
  };
}

export function toShadowbanReport(wire: ShadowbanWire, pictures: StorageTarget | null = null): ShadowbanReport {
  const evidence = readEvidence(wire.evidence, pictures);
  return {
    id: wire.id,
    platform: platformLabelOf(wire.platform),
    category: wire.category,
    restrictionType: wire.restrictionType,
    description: wire.description,
    date: wire.date,
    evidence: evidence.text,
    evidencePicture: evidence.picture,
    financialImpact: typeof wire.financialImpact === 'number' ? wire.financialImpact : null,
    appealStatus: appealOf(wire.appealStatus),
    restriction: toRecordRestriction(wire),
    verification: toRecordVerification(wire),
  };
}

/**
 * A page of the ban history timeline: one group per platform, the most recently hit platform
 * first; `totalOf` gives the creator's count of bans on a platform (by platform id), which a page
 * may show only part of.
 */
export function groupBansByPlatform(bans: readonly BanRecord[], totalOf: (platformId: string) => number): BanTimelineGroup[] {
  const groups = new Map<string, BanTimelineGroup>();
  for (const ban of [...bans].sort((a, b) => byDateDescending(a.dateOfBan, b.dateOfBan))) {
    const group = groups.get(ban.platform.name) ?? { platform: ban.platform, bans: [], total: totalOf(ban.platformId) };
    group.bans.push(ban);
    groups.set(ban.platform.name, group);
  }
  return [...groups.values()];
}

/** 'YOUTUBE:BANNED' entries; an entry with an unknown standing is shown as ACTIVE. */
function parsePlatformStatus(entries: readonly (string | null)[] | null | undefined) {
  return (entries ?? []).flatMap((entry) => {
    const [name, standing] = (entry ?? '').split(':').map((part) => part.trim());
    if (!name) return [];
    const known = STANDINGS.find((value) => value === standing?.toUpperCase());
    return [{ ...platformLabelOf(name), standing: known ?? ('ACTIVE' as const) }];
  });
}

export function toPublicProfile(wire: ProfileDetailWire, pictures: StorageTarget | null = null): PublicProfile {
  return {
    ...toProfileSummary(wire, pictures),
    schedule: wire.schedule ?? '',
    solanaAddress: wire.solanaAddress ?? '',
    links: toProfileLinks(wire),
    platformStatus: parsePlatformStatus(wire.platformStatus),
    updatedAt: wire.updatedAt ?? null,
  };
}

export function toProfileBrief(wire: ProfileBriefWire, pictures: StorageTarget | null): ProfileBrief {
  return {
    slug: wire.slug,
    title: wire.title,
    description: wire.description,
    blogDate: wire.blogDate,
    categories: wire.categories,
    thumbnail: pictureUrlOf(wire.thumbnail, pictures, 'w640'),
  };
}
