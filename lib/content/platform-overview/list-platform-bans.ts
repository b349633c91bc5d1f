import { listContentEntries, type ContentEntryFilters } from '@/lib/content/content-pages/content-entries';
import { RESTRICTION_FIELDS, toRecordRestriction } from '@/lib/content/records/record-restriction';
import { toRecordVerification, VERIFICATION_FIELDS } from '@/lib/content/records/record-verification';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicRecords } from '@/lib/data/read-records';
import { readEvidence } from '@/lib/storage/evidence-picture';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { StorageTarget } from '@/lib/storage/storage-target';
import type { Schema } from '@/lib/data/schema';
import { APPEAL_STATUSES, type AppealStatus, type PlatformBanRecord } from './platform-ban-types';

type BanWire = Partial<Omit<Schema['PlatformBan']['type'], 'profile' | 'platform'>> & {
  profile?: { username?: string | null; displayName?: string | null } | null;
};

const BAN_FIELDS = ['id', 'platformId', 'isActive', 'dateOfBan', 'explanation', 'evidence', 'appealStatus', ...RESTRICTION_FIELDS, ...VERIFICATION_FIELDS, 'profile.username', 'profile.displayName'] as const;

/** `pictures`: where an evidence picture is shown from (lib/storage/read-picture-host). */
export function toPlatformBanRecord(wire: BanWire, pictures: StorageTarget | null = null): PlatformBanRecord {
  const username = wire.profile?.username?.trim();
  const evidence = readEvidence(wire.evidence, pictures);
  return {
    id: wire.id ?? '',
    platformId: (wire.platformId ?? '').trim().toLowerCase(),
    isActive: wire.isActive === true,
    dateOfBan: wire.dateOfBan || null,
    explanation: wire.explanation?.trim() || null,
    evidence: evidence.text || null,
    evidencePicture: evidence.picture,
    appealStatus: APPEAL_STATUSES.includes(wire.appealStatus as AppealStatus) ? (wire.appealStatus as AppealStatus) : 'NONE',
    restriction: toRecordRestriction(wire),
    verification: toRecordVerification(wire),
    creator: username ? { username, displayName: wire.profile?.displayName?.trim() || username } : null,
  };
}

/** Newest ban first; undated ones last. */
export function sortBansByDate(records: PlatformBanRecord[]): PlatformBanRecord[] {
  return [...records].sort((a, b) => (b.dateOfBan ?? '').localeCompare(a.dateOfBan ?? '') || a.id.localeCompare(b.id));
}

/**
 * One window of the public ban records matching `filters`, newest first, with the true total:
 * the ids from the database (listContentEntries), then the window's records with their creator.
 */
export const listPlatformBanPage = cachedRead(
  'platform-bans:page',
  [CACHE_TAGS.platformBans, CACHE_TAGS.profiles],
  async (filters: ContentEntryFilters, offset: number, limit: number): Promise<{ total: number; records: PlatformBanRecord[] }> => {
    const page = await listContentEntries('PLATFORM_BANS', offset, limit, filters);
    const wires = await readPublicRecords<BanWire>('PlatformBan', page.entries.map((entry) => entry.id), BAN_FIELDS);
    const pictures = await readPictureHost();
    return { total: page.total, records: wires.map((wire) => toPlatformBanRecord(wire, pictures)) };
  },
);
