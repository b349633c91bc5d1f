import { readPersonalityFilters } from '../../data/statistics/personality-filters';
import type { StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';
import type { Item, ItemFilter } from './item-filters';
import { BOOLEAN, expression, id, NUMBER, orderBy, TEXT } from './item-order';
import { recordFactsOf } from '../../data/record-facts/record-facts';

/**
 * The PERSONALITIES list over scanned Personality items: the local order and filters
 * (backend/data/custom-operations/personality-list.ts), with the local words for a refused request.
 */

/** The fields of a Personality the list's order and filters read (the scan's projection, with the entry's). */
export const PERSONALITY_LIST_FIELDS = ['active', 'ranking', 'displayName', 'category', 'featured'] as const;

/**
 * Narrowed to one category (the schema's value matched exactly against the category fact,
 * `facts->>'category'`) and to featured ones (`doc->'featured' = 'true'::jsonb`).
 */
export function personalityFilters(args: Args): ItemFilter[] {
  const { category, isFeaturedOnly } = readPersonalityFilters(args);
  const tests: ItemFilter[] = [];
  if (category !== undefined) tests.push((item) => recordFactsOf('Personality', item).category === category);
  if (isFeaturedOnly) tests.push((item) => item.featured === true);
  return tests;
}

/**
 * `coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb`: active unless the flag is the
 * boolean false (missing, null or any other value reads as active).
 */
export const isActivePersonality = (item: Item): boolean => item.active !== false;

/** The ranking fact: a positive number, else null (unranked). */
export const personalityRankingOf = (item: Item): number | null => recordFactsOf('Personality', item).ranking;

/**
 * PERSONALITY_ORDER (a sort key): active ones first, then ranking 1, 2, … with the unranked last, then
 * the facts' sorted name (amplify/data/record-facts: A–Z lower-cased only, then code points; none
 * last), then id.
 */
export const PERSONALITY_ORDER = orderBy(
  expression(isActivePersonality, BOOLEAN, 'DESC'),
  expression(personalityRankingOf, NUMBER, 'ASC', 'NULLS LAST'),
  expression((item) => recordFactsOf('Personality', item).name, TEXT),
  id(),
);
