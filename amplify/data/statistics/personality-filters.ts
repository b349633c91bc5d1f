import { PERSONALITY_CATEGORIES } from '../enums';
import { refuseStatistics, type StatisticsArgs } from './statistics-request-error';

export type PersonalityFilters = { category?: string; isFeaturedOnly?: true };

/** The PERSONALITIES list's narrowing: one category of the schema (matched exactly), featured ones only. */
export function readPersonalityFilters(args: StatisticsArgs): PersonalityFilters {
  const filters: PersonalityFilters = {};
  const { category, isFeaturedOnly } = args;
  if (typeof category === 'string' && category) {
    if (!(PERSONALITY_CATEGORIES as readonly string[]).includes(category))
      throw refuseStatistics(`category must be one of ${PERSONALITY_CATEGORIES.join(', ')} for PERSONALITIES.`);
    filters.category = category;
  }
  if (isFeaturedOnly === true) filters.isFeaturedOnly = true;
  return filters;
}
