import { listContentEntries, type ContentList } from '@/lib/content/content-pages/content-entries';
import { isPastLastPage, pageWindow, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import { readBanStatistics } from '@/lib/content/platform-overview/read-ban-statistics';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import type { BanTimelineGroup, ProfileBrief, ShadowbanReport } from './profile-types';
import {
  PLATFORM_BAN_FIELDS,
  PROFILE_BRIEF_FIELDS,
  SHADOWBAN_FIELDS,
  type PlatformBanWire,
  type ProfileBriefWire,
  type ShadowbanWire,
} from './profile-wire';
import { groupBansByPlatform, toBanRecord, toProfileBrief, toShadowbanReport } from './to-public-profile';

/** The sections of a creator's records, each paged on its own (/profiles/<name>/<section>). */
export const PROFILE_SECTIONS = ['bans', 'reports', 'briefs'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function isProfileSection(value: string): value is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(value);
}

/** Records per page of a section, on the profile page (its first page) and the section's own pages. */
export const RECORDS_PER_PAGE: Readonly<Record<ProfileSection, number>> = { bans: 20, reports: 20, briefs: 12 };

export type RecordPage<Item> = { window: PageWindow; total: number; items: Item[] };
/** A page of bans grouped by platform; each group's `total` is the creator's count on that platform. */
export type BanPage = RecordPage<BanTimelineGroup>;
export type ProfileRecords = { bans: BanPage; reports: RecordPage<ShadowbanReport>; briefs: RecordPage<ProfileBrief> };

/**
 * One page of a section, newest first, with the section's true total: ids and total from the
 * database (listContentEntries narrowed to the profile), then the page's records by id. A page
 * past the end is null.
 */
async function readWindow<Wire>(list: ContentList, profileId: string, page: number, perPage: number, readRecords: (ids: readonly string[]) => Promise<Wire[]>) {
  const entries = await listContentEntries(list, (page - 1) * perPage, perPage, { profileId });
  const window = pageWindow(page, perPage, entries.total);
  if (isPastLastPage(window) && page > 1) return null;
  return { window, total: entries.total, wires: await readRecords(entries.entries.map((entry) => entry.id)) };
}

// Records by id in the given order, cached under their model's tag.
const readBans = cachedRead('profile-records:bans', [CACHE_TAGS.platformBans], (ids: readonly string[]) =>
  readPublicRecords<PlatformBanWire>('PlatformBan', ids, PLATFORM_BAN_FIELDS),
);
const readReports = cachedRead('profile-records:reports', [CACHE_TAGS.shadowbanExperiences], (ids: readonly string[]) =>
  readPublicRecords<ShadowbanWire>('ShadowbanExperience', ids, SHADOWBAN_FIELDS),
);
const readBriefs = cachedRead('profile-records:briefs', [CACHE_TAGS.briefs], (ids: readonly string[]) =>
  readPublicRecords<ProfileBriefWire>('Brief', ids, PROFILE_BRIEF_FIELDS),
);

export async function readProfileBans(profileId: string, page: number): Promise<BanPage | null> {
  const [found, statistics, pictures] = await Promise.all([
    readWindow('PLATFORM_BANS', profileId, page, RECORDS_PER_PAGE.bans, readBans),
    readBanStatistics({ profileId }),
    readPictureHost(),
  ]);
  if (!found) return null;
  const totals = new Map(statistics.byPlatform.map((figures) => [figures.key, figures.recorded]));
  const groups = groupBansByPlatform(found.wires.map((wire) => toBanRecord(wire, pictures)), (platformId) => totals.get(platformId.toLowerCase()) ?? 0);
  return { window: found.window, total: found.total, items: groups };
}

export async function readProfileReports(profileId: string, page: number): Promise<RecordPage<ShadowbanReport> | null> {
  const [found, pictures] = await Promise.all([readWindow('SHADOWBAN_REPORTS', profileId, page, RECORDS_PER_PAGE.reports, readReports), readPictureHost()]);
  return found && { window: found.window, total: found.total, items: found.wires.map((wire) => toShadowbanReport(wire, pictures)) };
}

export async function readProfileBriefs(profileId: string, page: number): Promise<RecordPage<ProfileBrief> | null> {
  const [found, pictures] = await Promise.all([readWindow('BRIEFS', profileId, page, RECORDS_PER_PAGE.briefs, readBriefs), readPictureHost()]);
  return found && { window: found.window, total: found.total, items: found.wires.map((wire) => toProfileBrief(wire, pictures)) };
}

/** The first page of every section: what the profile page shows. */
export async function readFirstRecords(profileId: string): Promise<ProfileRecords> {
  const [bans, reports, briefs] = await Promise.all([readProfileBans(profileId, 1), readProfileReports(profileId, 1), readProfileBriefs(profileId, 1)]);
  if (!bans || !reports || !briefs) throw new Error('A first page is never past the end.');
  return { bans, reports, briefs };
}

export type AnySectionPage =
  | { section: 'bans'; page: BanPage }
  | { section: 'reports'; page: RecordPage<ShadowbanReport> }
  | { section: 'briefs'; page: RecordPage<ProfileBrief> };

/** Page `page` of one section (its own address), or null past the end. */
export async function readProfileSection(profileId: string, section: ProfileSection, page: number): Promise<AnySectionPage | null> {
  switch (section) {
    case 'bans': {
      const found = await readProfileBans(profileId, page);
      return found && { section, page: found };
    }
    case 'reports': {
      const found = await readProfileReports(profileId, page);
      return found && { section, page: found };
    }
    case 'briefs': {
      const found = await readProfileBriefs(profileId, page);
      return found && { section, page: found };
    }
  }
}
