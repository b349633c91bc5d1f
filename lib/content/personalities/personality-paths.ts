import { PERSONALITY_CATEGORIES, type PersonalityCategory } from './personality-types';

export const PERSONALITIES_PATH = '/personalities';

/**
 * A personality's address segment: its stored slug (set from the name at creation, kept through
 * renames), or its id for a record saved without one. Pages read it back by the slug index.
 */
export function personalitySegmentOf(record: { id?: string | null; slug?: string | null }): string {
  return record.slug?.trim() || record.id || '';
}

export function personalityPathOf(personality: { pathSegment: string }): string {
  return `${PERSONALITIES_PATH}/${encodeURIComponent(personality.pathSegment)}`;
}

/** One page of the list, optionally one category: /personalities?category=podcaster&page=2 (page 1 has no page parameter). */
export function personalityListHref({ category, page }: { category: PersonalityCategory | null; page: number }): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category.toLowerCase());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PERSONALITIES_PATH}?${query}` : PERSONALITIES_PATH;
}

/** The category a `?category=` parameter names (any case), or null for none or an unknown one. */
export function parsePersonalityCategory(param: string | string[] | undefined): PersonalityCategory | null {
  const requested = String((Array.isArray(param) ? param[0] : param) ?? '').toUpperCase();
  return (Object.keys(PERSONALITY_CATEGORIES) as PersonalityCategory[]).find((key) => key === requested) ?? null;
}
