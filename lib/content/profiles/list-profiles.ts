import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import { isPastLastPage, pageWindow, parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PROFILES_PER_PAGE } from './page-of';
import type { ProfileSummary } from './profile-types';
import { PROFILE_SUMMARY_FIELDS, type ProfileSummaryWire } from './profile-wire';
import { toProfileSummary } from './to-public-profile';

export type ProfileDirectoryPage = { page: number; totalPages: number; totalItems: number; items: ProfileSummary[] };

/**
 * One page of the creators list, most recorded bans first (then the largest estimated loss), as
 * the database orders it with its true total. A page past the end shows the last page, as a
 * reader's typo deserves; anything malformed shows the first.
 */
export async function readProfileDirectoryPage(pageParam: string | string[] | undefined): Promise<ProfileDirectoryPage> {
  const asked = parsePageNumber(pageParam);
  let entries = await listContentEntries('PROFILES', (asked - 1) * PROFILES_PER_PAGE, PROFILES_PER_PAGE);
  let window = pageWindow(asked, PROFILES_PER_PAGE, entries.total);
  if (isPastLastPage(window)) {
    window = pageWindow(window.totalPages, PROFILES_PER_PAGE, entries.total);
    entries = await listContentEntries('PROFILES', window.offset, PROFILES_PER_PAGE);
  }
  const items = await readProfileSummaries(entries.entries.map((entry) => entry.id));
  return { page: window.page, totalPages: window.totalPages, totalItems: entries.total, items };
}

/** Profiles by id, in the order given (one page), cached like every public read. */
const readProfileSummaries = cachedRead('profiles:by-ids', [CACHE_TAGS.profiles], async (ids: readonly string[]): Promise<ProfileSummary[]> => {
  const wires = await readPublicRecords<ProfileSummaryWire>('Profile', ids, PROFILE_SUMMARY_FIELDS);
  const pictures = await readPictureHost();
  return wires.map((wire) => toProfileSummary(wire, pictures));
});
