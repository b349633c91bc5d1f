import type { BanFilters } from '../../../amplify/data/statistics/ban-filters';
import { readBriefChoices } from '../../../amplify/data/statistics/brief-choices';
import type { ProfileFilters } from '../../../amplify/data/statistics/profile-filters';
import type { SqlParams } from '../store/sql-params';

export type { BanFilters };

/**
 * SQL conditions for ban filters over ban_facts (migration 0013), whose columns hold the values the
 * site shows: the platform in lower case, the year as the date's first four characters, a missing
 * appeal status as NONE, active only when isActive is true.
 */
export function banFactConditions(filters: BanFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filters.profileId !== undefined) conditions.push(`profile_id = ${params.add(filters.profileId)}`);
  if (filters.platformId !== undefined) conditions.push(`platform = ${params.add(filters.platformId)}`);
  if (filters.year !== undefined) conditions.push(`year = ${params.add(String(filters.year))}`);
  if (filters.isActive !== undefined) conditions.push(filters.isActive ? 'active' : 'NOT active');
  if (filters.appealStatus !== undefined) conditions.push(`appeal = ${params.add(filters.appealStatus)}`);
  return conditions;
}

/**
 * A brief's category (a comma-separated string), tag or warfare tag, matched case-insensitively as
 * the site does, through brief_choices (migration 0013) rather than each brief's document.
 */
export function briefChoiceConditions(args: Record<string, unknown>, params: SqlParams): string[] {
  return readBriefChoices(args).map(({ facet, key }) => `id IN (SELECT brief_id FROM brief_choices WHERE facet = '${facet}' AND key = ${params.add(key)})`);
}

/**
 * The creators list's filters over a profile's document: `platformsAffected` (kept from the
 * creator's records by profile-totals) holds the platform, or holds anything at all.
 */
export function profileConditions(filters: ProfileFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  const isList = `jsonb_typeof(doc->'platformsAffected') = 'array'`;
  if (filters.platformName !== undefined) conditions.push(`${isList} AND doc->'platformsAffected' ? ${params.add(filters.platformName)}`);
  if (filters.withRecordsOnly) conditions.push(`${isList} AND doc->'platformsAffected' <> '[]'::jsonb`);
  return conditions;
}
