import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { PLATFORMS, platformById } from '../platforms';
import type { AppealStatus, PlatformBanCounts } from './platform-ban-types';

/** One group's figures as the database counts them (key: platform id, year or appeal status). */
export type BanFigures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };
export type BanStatistics = { total: BanFigures; byPlatform: BanFigures[]; byYear: BanFigures[]; byAppealStatus: BanFigures[] };
export type BanStatisticsFilters = { profileId?: string | null; platformId?: string | null; year?: number | null; isActive?: boolean | null; appealStatus?: AppealStatus | null };

/**
 * Ban figures computed by the database over every public record (banStatistics): the true
 * totals whatever the number of records, cached as one small answer per filter.
 */
export const readBanStatistics = cachedRead('platform-bans:statistics', [CACHE_TAGS.platformBans], async (filters: BanStatisticsFilters): Promise<BanStatistics> =>
  readPublicData<BanStatistics>(async (client, context) => {
    type Arguments = Parameters<typeof client.queries.banStatistics>[1];
    const args = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined)) as Arguments;
    const answer = await client.queries.banStatistics(context, args);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    const copy = (figures: BanFigures): BanFigures => ({ ...figures });
    const { total, byPlatform, byYear, byAppealStatus } = answer.data as unknown as BanStatistics;
    return { total: copy(total), byPlatform: byPlatform.map(copy), byYear: byYear.map(copy), byAppealStatus: byAppealStatus.map(copy) };
  }),
);

/**
 * The overview's rows: every known platform in the constant's order (zeros where nothing is
 * recorded), then any other platform id the records use, so no record is lost.
 */
export function toPlatformCounts(byPlatform: readonly BanFigures[]): PlatformBanCounts[] {
  const figuresOf = new Map(byPlatform.map((figures) => [figures.key, figures]));
  const known = PLATFORMS.map((platform) => platform.id as string);
  const others = byPlatform.map((figures) => figures.key).filter((key) => !known.includes(key));
  return [...known, ...others].map((id) => {
    const figures = figuresOf.get(id);
    return {
      platform: platformById(id) ?? { id, displayName: id || 'Unknown platform', iconClass: 'bi-globe2', url: '' },
      recorded: figures?.recorded ?? 0,
      active: figures?.active ?? 0,
      underAppeal: figures?.underAppeal ?? 0,
      restored: figures?.restored ?? 0,
      creatorsAffected: figures?.creators ?? 0,
    };
  });
}
