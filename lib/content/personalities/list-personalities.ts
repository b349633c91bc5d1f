import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import { isPastLastPage, pageWindow, parsePageNumber, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicRecords } from '@/lib/data/read-records';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { PERSONALITY_CATEGORIES, type PersonalityCategory, type PersonalitySummary } from './personality-types';
import { PERSONALITY_SUMMARY_FIELDS, toPersonalitySummary, type PersonalityRecord } from './to-personality';

export const PERSONALITIES_PER_PAGE = 24;

/** How many personalities there are in all, and in each category that has any (in the schema's order). */
export type PersonalityCounts = { everyone: number; byCategory: { category: PersonalityCategory; count: number }[] };

export type PersonalityDirectoryPage = { window: PageWindow; totalItems: number; items: PersonalitySummary[]; counts: PersonalityCounts };

/**
 * One page of /personalities (optionally one category) in the catalogue's order, as the database
 * orders and counts it: active ones first, then by ranking, then by name. A page past the end
 * shows the last page, as a reader's typo deserves; anything malformed shows the first.
 */
export async function readPersonalityDirectoryPage(pageParam: string | string[] | undefined, category: PersonalityCategory | null): Promise<PersonalityDirectoryPage> {
  const asked = parsePageNumber(pageParam);
  const filters = category ? { category } : {};
  const [first, counts] = await Promise.all([
    listContentEntries('PERSONALITIES', (asked - 1) * PERSONALITIES_PER_PAGE, PERSONALITIES_PER_PAGE, filters),
    readPersonalityCounts(),
  ]);
  let entries = first;
  let window = pageWindow(asked, PERSONALITIES_PER_PAGE, entries.total);
  if (isPastLastPage(window)) {
    window = pageWindow(window.totalPages, PERSONALITIES_PER_PAGE, entries.total);
    entries = await listContentEntries('PERSONALITIES', window.offset, PERSONALITIES_PER_PAGE, filters);
  }
  const items = await readPersonalitySummaries(entries.entries.map((entry) => entry.id));
  return { window, totalItems: entries.total, items, counts };
}

/**
 * The first `limit` featured personalities in the catalogue's order. Active ones come first in
 * that order, so the featured personalities who are still active, up to `limit`, are all here.
 */
export async function listFeaturedPersonalities(limit: number): Promise<PersonalitySummary[]> {
  const entries = await listContentEntries('PERSONALITIES', 0, limit, { isFeaturedOnly: true });
  return readPersonalitySummaries(entries.entries.map((entry) => entry.id));
}

/** The category links' counts: one counting query per category (each cached), never a read of the records. */
async function readPersonalityCounts(): Promise<PersonalityCounts> {
  const categories = Object.keys(PERSONALITY_CATEGORIES) as PersonalityCategory[];
  const totalOf = async (category?: PersonalityCategory) => (await listContentEntries('PERSONALITIES', 0, 1, category ? { category } : {})).total;
  const [everyone, ...perCategory] = await Promise.all([totalOf(), ...categories.map(totalOf)]);
  return {
    everyone,
    byCategory: categories.map((category, index) => ({ category, count: perCategory[index] })).filter((entry) => entry.count > 0),
  };
}

/** Personalities by id, in the order given (one page), cached like every public read. */
const readPersonalitySummaries = cachedRead('personalities:by-ids', [CACHE_TAGS.personalities], async (ids: readonly string[]): Promise<PersonalitySummary[]> => {
  const records = await readPublicRecords<PersonalityRecord>('Personality', ids, PERSONALITY_SUMMARY_FIELDS);
  const pictures = await readPictureHost();
  return records.map((record) => toPersonalitySummary(record, pictures));
});
