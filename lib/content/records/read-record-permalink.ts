import { toPlatformBanRecord } from '@/lib/content/platform-overview/list-platform-bans';
import type { PlatformBanRecord } from '@/lib/content/platform-overview/platform-ban-types';
import { SHADOWBAN_FIELDS } from '@/lib/content/profiles/profile-wire';
import { RESTRICTION_FIELDS } from './record-restriction';
import { VERIFICATION_FIELDS } from './record-verification';
import { toShadowbanReport } from '@/lib/content/profiles/to-public-profile';
import type { ShadowbanReport } from '@/lib/content/profiles/profile-types';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readPictureHost } from '@/lib/storage/read-picture-host';

/** Ids are the data API's: anything longer or stranger is no record, so it is not looked up. */
const isRecordId = (id: string) => id.length > 0 && id.length <= 128 && /^[A-Za-z0-9_-]+$/.test(id);

type Creator = { username: string; displayName: string } | null;
const creatorOf = (profile: { username?: string | null; displayName?: string | null } | null | undefined): Creator => {
  const username = profile?.username?.trim();
  return username ? { username, displayName: profile?.displayName?.trim() || username } : null;
};

type Stamped = { createdAt?: string | null; updatedAt?: string | null; profileId?: string | null };

/**
 * The onRecordChange key of a named record's creator (`Profile#<id>`): its page hears the creator
 * leave or change the name it shows (issue 47). None for an anonymised record, whose profileId
 * is an id of its own that leads to no profile.
 */
const creatorKeyOf = (wire: Stamped, creator: Creator): string | null => (creator && wire.profileId ? `Profile#${wire.profileId}` : null);
type BanWire = Parameters<typeof toPlatformBanRecord>[0] & Stamped;
type ReportWire = Parameters<typeof toShadowbanReport>[0] & Stamped & { profile?: { username?: string | null; displayName?: string | null } | null };

const BAN_FIELDS = ['id', 'platformId', 'isActive', 'dateOfBan', 'explanation', 'evidence', 'appealStatus', ...RESTRICTION_FIELDS, ...VERIFICATION_FIELDS, 'createdAt', 'updatedAt', 'profileId', 'profile.username', 'profile.displayName'] as const;

export type BanPermalink = { record: PlatformBanRecord; creatorKey: string | null; createdAt: string | null; updatedAt: string | null };

/** One public ban record with its creator, for its permalink /bans/[id]; null when there is none. */
export const readBanPermalink = cachedRead('record-permalink:ban', [CACHE_TAGS.platformBans, CACHE_TAGS.profiles], async (id: string): Promise<BanPermalink | null> => {
  if (!isRecordId(id)) return null;
  const wire = await readPublicData<BanWire | null>(async (client, context) => (await client.models.PlatformBan.get(context, { id }, { selectionSet: BAN_FIELDS })).data);
  if (!wire) return null;
  const record = toPlatformBanRecord(wire, await readPictureHost());
  return { record, creatorKey: creatorKeyOf(wire, record.creator), createdAt: wire.createdAt ?? null, updatedAt: wire.updatedAt ?? null };
});

const REPORT_FIELDS = [...SHADOWBAN_FIELDS, 'createdAt', 'updatedAt', 'profileId', 'profile.username', 'profile.displayName'] as const;

export type ReportPermalink = { report: ShadowbanReport; creator: Creator; creatorKey: string | null; createdAt: string | null; updatedAt: string | null };

/** One public shadowban report with its creator, for its permalink /shadowban-reports/[id]. */
export const readReportPermalink = cachedRead(
  'record-permalink:report',
  [CACHE_TAGS.shadowbanExperiences, CACHE_TAGS.profiles],
  async (id: string): Promise<ReportPermalink | null> => {
    if (!isRecordId(id)) return null;
    const wire = await readPublicData<ReportWire | null>(async (client, context) => (await client.models.ShadowbanExperience.get(context, { id }, { selectionSet: REPORT_FIELDS })).data);
    if (!wire) return null;
    const creator = creatorOf(wire.profile);
    return { report: toShadowbanReport(wire, await readPictureHost()), creator, creatorKey: creatorKeyOf(wire, creator), createdAt: wire.createdAt ?? null, updatedAt: wire.updatedAt ?? null };
  },
);
