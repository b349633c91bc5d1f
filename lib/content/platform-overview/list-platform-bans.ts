import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { readEvidence } from '@/lib/storage/evidence-picture';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { StorageTarget } from '@/lib/storage/storage-target';
import type { Schema } from '@/lib/data/schema';
import { PAGE_SIZE, readEveryPage } from '../read-every-page';
import { APPEAL_STATUSES, type AppealStatus, type PlatformBanRecord } from './platform-ban-types';

type BanWire = Partial<Omit<Schema['PlatformBan']['type'], 'profile' | 'platform'>> & {
  profile?: { username?: string | null; displayName?: string | null } | null;
};

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
    creator: username ? { username, displayName: wire.profile?.displayName?.trim() || username } : null,
  };
}

/** Newest ban first; undated ones last. */
export function sortBansByDate(records: PlatformBanRecord[]): PlatformBanRecord[] {
  return [...records].sort((a, b) => (b.dateOfBan ?? '').localeCompare(a.dateOfBan ?? '') || a.id.localeCompare(b.id));
}

/**
 * Every public ban record, or one platform's (filtered by the Data API), newest first, with the
 * creator's username and name read through the record's profile relation.
 */
export const listPlatformBans = cachedRead(
  'platform-bans:list',
  [CACHE_TAGS.platformBans, CACHE_TAGS.profiles],
  async (platformId: string | null): Promise<PlatformBanRecord[]> => {
    const wires = await readPublicData<BanWire[]>((client, context) =>
      readEveryPage<BanWire>(async (nextToken) => {
        const page = await client.models.PlatformBan.list(context, {
          filter: platformId ? { platformId: { eq: platformId } } : undefined,
          limit: PAGE_SIZE,
          nextToken,
          selectionSet: ['id', 'platformId', 'isActive', 'dateOfBan', 'explanation', 'evidence', 'appealStatus', 'profile.username', 'profile.displayName'],
        });
        return { data: page.data as unknown as BanWire[], nextToken: page.nextToken, errors: page.errors };
      }),
    );
    const pictures = await readPictureHost();
    return sortBansByDate(wires.map((wire) => toPlatformBanRecord(wire, pictures)));
  },
);
