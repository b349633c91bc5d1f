import { isPastLastPage, pageWindow, parsePageNumber, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import { platformById } from '../platforms';
import { listPlatformBanPage } from './list-platform-bans';
import { hasOverviewFilters, toStatisticsFilters, type OverviewFilters } from './overview-filters';
import { BAN_VIEWS, type BanView, type PlatformBanCounts, type PlatformBanRecord } from './platform-ban-types';
import { readBanStatistics, toPlatformCounts, type BanFigures } from './read-ban-statistics';

export const BAN_VIEW_LABELS: Record<BanView, string> = {
  all: 'Recorded',
  active: 'Active',
  appeal: 'Under appeal',
  restored: 'Restored',
};

/** Ban records per page of /platforms/<name>. */
export const BANS_PER_PAGE = 25;

export function banViewOf(value: unknown): BanView {
  const text = String(Array.isArray(value) ? value[0] : value ?? '').toLowerCase();
  return BAN_VIEWS.includes(text as BanView) ? (text as BanView) : 'all';
}

/** A year from `?year=`, or null for anything that is not a plausible year. */
export function banYearOf(value: unknown): number | null {
  const year = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(year) && year >= 1900 && year <= 9999 ? year : null;
}

/** The address of a platform's records: a slice (?show=), a year and a page, defaults left out. */
export function platformPathOf(platformId: string, view: BanView = 'all', options: { year?: number | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (view !== 'all') query.set('show', view);
  if (options.year) query.set('year', String(options.year));
  if (options.page && options.page > 1) query.set('page', String(options.page));
  const text = query.toString();
  return `/platforms/${encodeURIComponent(platformId)}${text ? `?${text}` : ''}`;
}

export type PlatformOverview = { rows: PlatformBanCounts[]; years: BanFigures[] };

/**
 * The overview: every platform's figures under the chosen filters, counted by the database over
 * every public ban, and the years there are records for (to choose from).
 */
export async function readPlatformOverview(filters: OverviewFilters): Promise<PlatformOverview> {
  const [all, chosen] = await Promise.all([readBanStatistics({}), hasOverviewFilters(filters) ? readBanStatistics(toStatisticsFilters(filters)) : null]);
  return { rows: toPlatformCounts((chosen ?? all).byPlatform), years: all.byYear.filter((row) => row.key) };
}

/** A slice as the statistics query filters it. */
function sliceFilter(view: BanView) {
  if (view === 'active') return { isActive: true };
  if (view === 'appeal') return { appealStatus: 'PENDING' as const };
  if (view === 'restored') return { appealStatus: 'RESTORED' as const };
  return {};
}

export type PlatformPage = {
  /** The platform's figures (for the chosen year, when one is). */
  counts: PlatformBanCounts;
  /** Every year with records on this platform, newest first, with its count. */
  years: BanFigures[];
  view: BanView;
  year: number | null;
  window: PageWindow;
  /** How many records the chosen slice and year hold: the pages' true total. */
  matching: number;
  records: PlatformBanRecord[];
};

/**
 * One platform's page: its figures, the years to choose from, and one page of the chosen slice
 * (newest first). Null (404) for a platform neither the constant nor any record knows, and for a
 * page past the last.
 */
export async function readPlatformPage(name: string, query: { show?: unknown; year?: unknown; page?: unknown } = {}): Promise<PlatformPage | null> {
  const id = platformById(name)?.id ?? name.trim().toLowerCase();
  if (!id || id.length > 60) return null;
  const view = banViewOf(query.show);
  const year = banYearOf(query.year);
  const [all, forYear] = await Promise.all([readBanStatistics({ platformId: id }), year ? readBanStatistics({ platformId: id, year }) : null]);
  if (!platformById(id) && all.total.recorded === 0) return null;
  const figures = (forYear ?? all).total;
  const counts = toPlatformCounts([{ ...figures, key: id }]).find((row) => row.platform.id === id);
  if (!counts) return null;
  const page = parsePageNumber(query.page as string | string[] | undefined);
  const { total, records } = await listPlatformBanPage({ platformId: id, year, ...sliceFilter(view) }, (page - 1) * BANS_PER_PAGE, BANS_PER_PAGE);
  const window = pageWindow(page, BANS_PER_PAGE, total);
  if (isPastLastPage(window)) return null;
  return { counts, years: all.byYear.filter((row) => row.key), view, year, window, matching: total, records };
}
