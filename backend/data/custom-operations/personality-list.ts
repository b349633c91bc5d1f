import { readPersonalityFilters } from '../../../amplify/data/statistics/personality-filters';
import type { SqlParams } from '../store/sql-params';

/**
 * The catalogue's order of /personalities: active ones first (a missing flag reads as active, as
 * the site shows it), then by the ranking fact (1 first; none, or not a positive number, last),
 * then by display name as sorted (the stored facts' name: A–Z lower-cased,
 * amplify/data/record-facts; then by code points), then id so every page is stable. Written
 * exactly as migration 0033's index content_stats_personality_order, so a numbered page walks it.
 */
export const PERSONALITY_ORDER = [
  `(coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb) DESC`,
  `(facts->>'ranking')::numeric NULLS LAST`,
  `(facts->>'name') COLLATE "C"`,
  'id',
].join(', ');

/** A request's narrowing of the personalities (read by amplify/data/statistics) as SQL conditions. */
export function personalityConditions(args: Record<string, unknown>, params: SqlParams): string[] {
  const { category, isFeaturedOnly } = readPersonalityFilters(args);
  const conditions: string[] = [];
  if (category !== undefined) conditions.push(`(facts->>'category') COLLATE "C" = ${params.add(category)}`);
  if (isFeaturedOnly) conditions.push(`doc->'featured' = 'true'::jsonb`);
  return conditions;
}
