/**
 * What a brief must be, shared by the site's editor (lib/content/my/) and the backend that stores
 * it (amplify/data/creator-records/): categories, the month it is filed under, its slug.
 */
import { slugOf } from './slug';

/** The brief categories (Brief.categories holds one), the site's themes in SPEC §1's order. */
export const BRIEF_CATEGORIES = ['Discipline', 'Power', 'Influence', 'Information Warfare', 'Stoicism', 'Leadership'] as const;
export type BriefCategory = (typeof BRIEF_CATEGORIES)[number];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The English month name of an AWSDate ('2025-11-04' → 'November'), as Brief.month holds it. */
export function monthOf(date: string): string {
  const name = MONTH_NAMES[Number(date.slice(5, 7)) - 1];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !name) throw new Error(`Not a date: "${date}"`);
  return name;
}

const MAX_SLUG_LENGTH = 80;
const NUMBERED_TRIES = 20;

/** The slug a title gives: the shared slug rule, at most 80 characters cut at a word, never empty. */
export function baseSlugOf(title: string): string {
  const slug = slugOf(title);
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'brief';
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  return cut.slice(0, cut.lastIndexOf('-') > 20 ? cut.lastIndexOf('-') : MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * A slug for `title` that no other brief uses: the title's slug, else the same with -2, -3 … -20,
 * else with a random suffix. `isTaken` asks the store (the backend's slug claims).
 */
export async function findUniqueSlug(
  title: string,
  isTaken: (slug: string) => Promise<boolean>,
  randomSuffix: () => string = () => Math.random().toString(36).slice(2, 8),
): Promise<string> {
  const base = baseSlugOf(title);
  if (!(await isTaken(base))) return base;
  for (let number = 2; number <= NUMBERED_TRIES; number += 1) {
    const candidate = `${base}-${number}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}-${randomSuffix()}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('Could not find a free address for this brief: please change its title.');
}
