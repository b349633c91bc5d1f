import { PERSONALITY_CATEGORIES } from '../../../amplify/data/enums';
import { DataApiError } from '../operations/data-api-error';
import type { SqlParams } from '../store/sql-params';

/**
 * The catalogue's order of /personalities: active ones first (a missing flag reads as active, as
 * the site shows it), then by ranking (1 first; none, or not a positive number, last), then by
 * display name (ASCII case ignored, then bytes), then id so every page is stable. Written exactly
 * as migration 0012's index content_stats_personality_order, so a numbered page walks it.
 */
export const PERSONALITY_ORDER = [
  `(coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb) DESC`,
  `(CASE WHEN jsonb_typeof(doc->'ranking') = 'number' THEN CASE WHEN (doc->>'ranking')::numeric > 0 THEN (doc->>'ranking')::numeric END END) NULLS LAST`,
  `lower((doc->>'displayName') COLLATE "C")`,
  'id',
].join(', ');

/** A request's narrowing of the personalities: one category (the schema's value), featured ones only. */
export function personalityConditions(args: Record<string, unknown>, params: SqlParams): string[] {
  const conditions: string[] = [];
  const { category, isFeaturedOnly } = args;
  if (typeof category === 'string' && category) {
    if (!(PERSONALITY_CATEGORIES as readonly string[]).includes(category))
      throw new DataApiError('BadRequest', `category must be one of ${PERSONALITY_CATEGORIES.join(', ')} for PERSONALITIES.`);
    conditions.push(`(doc->>'category') COLLATE "C" = ${params.add(category)}`);
  }
  if (isFeaturedOnly === true) conditions.push(`doc->'featured' = 'true'::jsonb`);
  return conditions;
}
