import { totalPlatformBans } from '../platform-overview/count-platform-bans';
import { sortBansByDate } from '../platform-overview/list-platform-bans';
import type { PlatformBanCounts, PlatformBanRecord } from '../platform-overview/platform-ban-types';
import { toPlatformCounts, type BanFigures } from '../platform-overview/read-ban-statistics';

export type BanTracker = {
  /** Platforms with at least one recorded ban, in the platform constant's order. */
  platforms: PlatformBanCounts[];
  totals: { recorded: number; active: number; restored: number };
  /** The newest ban records, newest first. */
  latest: PlatformBanRecord[];
};

export const LATEST_BANS_SHOWN = 5;

/**
 * The home page's ban tracker: per platform, how many bans are active and how many ended in a
 * restoration (the database's figures, as on /platforms), and the latest records.
 */
export function summarizeBanTracker(byPlatform: readonly BanFigures[], latest: readonly PlatformBanRecord[], latestCount = LATEST_BANS_SHOWN): BanTracker {
  const platforms = toPlatformCounts(byPlatform).filter((row) => row.recorded > 0);
  const { recorded, active, restored } = totalPlatformBans(platforms);
  return { platforms, totals: { recorded, active, restored }, latest: sortBansByDate([...latest]).slice(0, latestCount) };
}
