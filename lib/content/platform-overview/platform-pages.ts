import { platformById } from '../platforms';
import { countPlatformBans } from './count-platform-bans';
import { listPlatformBans } from './list-platform-bans';
import { BAN_VIEWS, type BanView, type PlatformBanCounts, type PlatformBanRecord } from './platform-ban-types';

export const BAN_VIEW_LABELS: Record<BanView, string> = {
  all: 'Recorded',
  active: 'Active',
  appeal: 'Under appeal',
  restored: 'Restored',
};

export function banViewOf(value: unknown): BanView {
  const text = String(Array.isArray(value) ? value[0] : value ?? '').toLowerCase();
  return BAN_VIEWS.includes(text as BanView) ? (text as BanView) : 'all';
}

export function platformPathOf(platformId: string, view: BanView = 'all'): string {
  return `/platforms/${encodeURIComponent(platformId)}${view === 'all' ? '' : `?show=${view}`}`;
}

/** The overview: every platform's figures, from all public ban records. */
export async function readPlatformOverview(): Promise<PlatformBanCounts[]> {
  return countPlatformBans(await listPlatformBans(null));
}

/**
 * One platform's page: its figures and its records, newest first. A platform the constant does
 * not know still has a page while records name it; otherwise null (404).
 */
export async function readPlatformPage(platformId: string): Promise<{ counts: PlatformBanCounts; records: PlatformBanRecord[] } | null> {
  const id = platformById(platformId)?.id ?? platformId.trim().toLowerCase();
  if (!id || id.length > 60) return null;
  const records = await listPlatformBans(id);
  if (!platformById(id) && records.length === 0) return null;
  const counts = countPlatformBans(records).find((row) => row.platform.id === id);
  return counts ? { counts, records } : null;
}
