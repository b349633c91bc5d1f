import { PLATFORMS, platformById } from '../platforms';
import type { BanView, PlatformBanCounts, PlatformBanRecord } from './platform-ban-types';

/** Whether a record belongs to a slice: active bans, appeals under review (PENDING), restorations. */
export function isInBanView(record: Pick<PlatformBanRecord, 'isActive' | 'appealStatus'>, view: BanView): boolean {
  if (view === 'active') return record.isActive;
  if (view === 'appeal') return record.appealStatus === 'PENDING';
  if (view === 'restored') return record.appealStatus === 'RESTORED';
  return true;
}

/**
 * The overview's figures per platform, every known platform in the constant's order (with zeros
 * where nothing is recorded), then any other platform id the records use, so no record is lost.
 */
export function countPlatformBans(records: readonly Pick<PlatformBanRecord, 'platformId' | 'isActive' | 'appealStatus' | 'creator'>[]): PlatformBanCounts[] {
  const groups = new Map<string, typeof records>();
  for (const platform of PLATFORMS) groups.set(platform.id, []);
  for (const record of records) {
    const id = platformById(record.platformId)?.id ?? record.platformId;
    groups.set(id, [...(groups.get(id) ?? []), record]);
  }
  return [...groups].map(([id, group]) => ({
    platform: platformById(id) ?? { id, displayName: id || 'Unknown platform', iconClass: 'bi-globe2', url: '' },
    recorded: group.length,
    active: group.filter((record) => isInBanView(record, 'active')).length,
    underAppeal: group.filter((record) => isInBanView(record, 'appeal')).length,
    restored: group.filter((record) => isInBanView(record, 'restored')).length,
    creatorsAffected: new Set(group.map((record) => record.creator?.username).filter(Boolean)).size,
  }));
}

/** The sum of every platform's figures, for the overview's totals row. */
export function totalPlatformBans(rows: readonly PlatformBanCounts[]): Omit<PlatformBanCounts, 'platform' | 'creatorsAffected'> {
  return rows.reduce(
    (total, row) => ({
      recorded: total.recorded + row.recorded,
      active: total.active + row.active,
      underAppeal: total.underAppeal + row.underAppeal,
      restored: total.restored + row.restored,
    }),
    { recorded: 0, active: 0, underAppeal: 0, restored: 0 },
  );
}
