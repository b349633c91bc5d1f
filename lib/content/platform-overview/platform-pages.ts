import { isPastLastPage, pageWindow, parsePageNumber, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import { platformById } from '../platforms';
import { listPlatformBanPage } from './list-platform-bans';
import { hasOverviewFilters, toStatisticsFilters, type OverviewFilters } from './overview-filters';
import { BAN_VIEWS, type BanView, type PlatformBanCounts, type PlatformBanRecord } from './platform-ban-types';
import { readBanStatistics, toPlatformCounts, type BanFigures } from './read-ban-statistics';
import { readRecordFigures, type PlatformFigures } from './read-record-figures';

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

/** The per-platform figures of every public ban and report, with the months their charts cover. */
export type RecordFigureView = { months: string[]; total: PlatformFigures; platforms: PlatformFigures[] };

export type PlatformOverview = { rows: PlatformBanCounts[]; years: BanFigures[]; figures: RecordFigureView };

/** The platforms with records, known ones in the constant's order, then any other id the records use. */
export function orderPlatformFigures(byPlatform: readonly PlatformFigures[]): PlatformFigures[] {
  const order = new Map(toPlatformCounts([]).map((row, index) => [row.platform.id as string, index]));
  const rank = (key: string) => order.get(key) ?? order.size;
  return [...byPlatform].sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * The overview: every platform's figures under the chosen filters, counted by the database over
 * every public ban (and, for the record figures, every shadowban report), and the years there are
 * records for (to choose from).
 */
export async function readPlatformOverview(filters: OverviewFilters): Promise<PlatformOverview> {
  const [all, chosen, figures] = await Promise.all([
    readBanStatistics({}),
    hasOverviewFilters(filters) ? readBanStatistics(toStatisticsFilters(filters)) : null,
    readRecordFigures(toStatisticsFilters(filters)),
  ]);
  return {
    rows: toPlatformCounts((chosen ?? all).byPlatform),
    years: all.byYear.filter((row) => row.key),
    figures: { months: figures.months, total: figures.total, platforms: orderPlatformFigures(figures.byPlatform) },
  };
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
  /** The figures of every public record of the platform in the chosen slice and year. */
  figures: { months: string[]; platform: PlatformFigures | null };
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
  const page = parsePageNumber(query.page as string | string[] | undefined);
  // Every read at once: the page of records does not wait for the figures (on a cold cache the
  // figures, then the ids, then the records were three waits in a row).
  const [all, forYear, recordFigures, { total, records }] = await Promise.all([
    readBanStatistics({ platformId: id }),
    year ? readBanStatistics({ platformId: id, year }) : null,
    readRecordFigures({ platformId: id, year, ...sliceFilter(view) }),
    listPlatformBanPage({ platformId: id, year, ...sliceFilter(view) }, (page - 1) * BANS_PER_PAGE, BANS_PER_PAGE),
  ]);
  if (!platformById(id) && all.total.recorded === 0) return null;
  const figures = (forYear ?? all).total;
  const counts = toPlatformCounts([{ ...figures, key: id }]).find((row) => row.platform.id === id);
  if (!counts) return null;
  const window = pageWindow(page, BANS_PER_PAGE, total);
  if (isPastLastPage(window)) return null;
  return {
    counts,
    years: all.byYear.filter((row) => row.key),
    view,
    year,
    window,
    matching: total,
    records,
    figures: { months: recordFigures.months, platform: recordFigures.byPlatform.find((row) => row.key === id) ?? null },
  };
}
