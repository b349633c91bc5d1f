import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import { isPastLastPage, pageWindow, parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { platformById, type PlatformInfo } from '@/lib/content/platforms';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PROFILES_PER_PAGE } from './page-of';
import type { ProfileSummary } from './profile-types';
import { PROFILE_SUMMARY_FIELDS, type ProfileSummaryWire } from './profile-wire';
import { toProfileSummary } from './to-public-profile';

type Query = Record<string, string | string[] | undefined>;

/**
 * What the creators list shows: by default the creators with a record (a ban or a shadowban
 * report), or those with one on a platform; `every` adds the profiles with none yet.
 */
export type ProfileDirectoryFilters = { platform: PlatformInfo | null; includeEmpty: boolean };

export type ProfileDirectoryPage = { page: number; totalPages: number; totalItems: number; items: ProfileSummary[]; filters: ProfileDirectoryFilters };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?platform=youtube&every=1`; an unknown platform is ignored rather than answered with an empty list. */
export function readProfileDirectoryFilters(query: Query): ProfileDirectoryFilters {
  return { platform: platformById(first(query.platform)) ?? null, includeEmpty: first(query.every) === '1' };
}

/** The list's address with these filters and page (the plain /profiles for the default first page). */
export function profileDirectoryHref(filters: ProfileDirectoryFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.platform) params.set('platform', filters.platform.id);
  if (filters.includeEmpty) params.set('every', '1');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/profiles?${search}` : '/profiles';
}

/**
 * One page of the creators list, most recorded bans first (then the largest estimated loss), as
 * the database orders it with its true total. A page past the end shows the last page, as a
 * reader's typo deserves; anything malformed shows the first.
 */
export async function readProfileDirectoryPage(query: Query): Promise<ProfileDirectoryPage> {
  const filters = readProfileDirectoryFilters(query);
  const narrowing = { platformId: filters.platform?.id ?? null, withRecordsOnly: !filters.includeEmpty };
  const asked = parsePageNumber(query.page);
  let entries = await listContentEntries('PROFILES', (asked - 1) * PROFILES_PER_PAGE, PROFILES_PER_PAGE, narrowing);
  let window = pageWindow(asked, PROFILES_PER_PAGE, entries.total);
  if (isPastLastPage(window)) {
    window = pageWindow(window.totalPages, PROFILES_PER_PAGE, entries.total);
    entries = await listContentEntries('PROFILES', window.offset, PROFILES_PER_PAGE, narrowing);
  }
  const items = await readProfileSummaries(entries.entries.map((entry) => entry.id));
  return { page: window.page, totalPages: window.totalPages, totalItems: entries.total, items, filters };
}

/** Profiles by id, in the order given (one page), cached like every public read. */
const readProfileSummaries = cachedRead('profiles:by-ids', [CACHE_TAGS.profiles], async (ids: readonly string[]): Promise<ProfileSummary[]> => {
  const wires = await readPublicRecords<ProfileSummaryWire>('Profile', ids, PROFILE_SUMMARY_FIELDS);
  const pictures = await readPictureHost();
  return wires.map((wire) => toProfileSummary(wire, pictures));
});
