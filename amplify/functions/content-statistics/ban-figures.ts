import { banFilters, lowerOrNull, yearOf, type Item } from './item-filters';
import { textOf } from './pg-text';
import type { BanFilters } from './statistics-request';

/** The fields of a PlatformBan that banStatistics reads (the scan's projection). */
export const BAN_FIGURE_FIELDS = ['id', 'platformId', 'profileId', 'isActive', 'dateOfBan', 'appealStatus'] as const;

type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };
type Ban = { platform: string; year: string; appeal: string; active: boolean; profileId: string | null };

/** A ban as the local statement's inner SELECT reads it (coalesced keys, active only when `true`). */
function readBan(item: Item): Ban {
  return {
    platform: lowerOrNull(textOf(item.platformId)) ?? '',
    year: yearOf(item) ?? '',
    appeal: textOf(item.appealStatus) ?? 'NONE',
    active: item.isActive === true,
    profileId: textOf(item.profileId),
  };
}

function figuresOf(key: string, bans: readonly Ban[]): Figures {
  return {
    key,
    recorded: bans.length,
    active: bans.filter((ban) => ban.active).length,
    underAppeal: bans.filter((ban) => ban.appeal === 'PENDING').length,
    restored: bans.filter((ban) => ban.appeal === 'RESTORED').length,
    // count(DISTINCT profile_id): a ban without a creator counts none.
    creators: new Set(bans.flatMap((ban) => (ban.profileId === null ? [] : [ban.profileId]))).size,
  };
}

function groupedBy(bans: readonly Ban[], keyOf: (ban: Ban) => string): Figures[] {
  const groups = new Map<string, Ban[]>();
  for (const ban of bans) {
    const key = keyOf(ban);
    const group = groups.get(key);
    if (group) group.push(ban);
    else groups.set(key, [ban]);
  }
  // Sorted as the local handler sorts its rows.
  return [...groups].map(([key, group]) => figuresOf(key, group)).sort((a, b) => a.key.localeCompare(b.key));
}

/** banStatistics over scanned ban records: the total, and per platform, year (newest first) and appeal status. */
export function summarizeBans(items: readonly Item[], filters: BanFilters) {
  const tests = banFilters(filters);
  const bans = items.filter((item) => tests.every((test) => test(item))).map(readBan);
  return {
    total: figuresOf('', bans),
    byPlatform: groupedBy(bans, (ban) => ban.platform),
    byYear: groupedBy(bans, (ban) => ban.year).reverse(),
    byAppealStatus: groupedBy(bans, (ban) => ban.appeal),
  };
}
