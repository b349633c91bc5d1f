import { slugOf } from '@/lib/slug';

const MAX_SLUG_LENGTH = 80;
const NUMBERED_TRIES = 20;

/** The slug a title gives: lib/slug's rule, at most 80 characters cut at a word, never empty. */
export function baseSlugOf(title: string): string {
  const slug = slugOf(title);
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'brief';
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  return cut.slice(0, cut.lastIndexOf('-') > 20 ? cut.lastIndexOf('-') : MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * A slug for `title` that no other brief uses: the title's slug, else the same with -2, -3 … -20,
 * else with a random suffix. `isTaken` asks the Data API (listBriefBySlug on the API key, which
 * sees every brief, drafts included).
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
