import { APPEAL_STATUSES } from '../../../amplify/data/enums';
import { DataApiError } from '../operations/data-api-error';
import type { SqlParams } from '../store/sql-params';

/** The ban filters a request may carry, checked before any SQL is written. */
export type BanFilters = { profileId?: string; platformId?: string; year?: number; isActive?: boolean; appealStatus?: string };

const badRequest = (message: string) => new DataApiError('BadRequest', message);

/** A request's ban filters, or a BadRequest naming what is wrong (never a 500). */
export function readBanFilters(args: Record<string, unknown>): BanFilters {
  const filters: BanFilters = {};
  const { profileId, platformId, year, isActive, appealStatus } = args;
  if (typeof profileId === 'string' && profileId) {
    if (profileId.length > 200) throw badRequest('profileId is too long.');
    filters.profileId = profileId;
  }
  if (typeof platformId === 'string' && platformId.trim()) {
    if (platformId.length > 60) throw badRequest('platformId is too long.');
    filters.platformId = platformId.trim().toLowerCase();
  }
  if (typeof year === 'number') {
    if (!Number.isInteger(year) || year < 1900 || year > 9999) throw badRequest('year must be a year between 1900 and 9999.');
    filters.year = year;
  }
  if (typeof isActive === 'boolean') filters.isActive = isActive;
  if (typeof appealStatus === 'string') {
    if (!(APPEAL_STATUSES as readonly string[]).includes(appealStatus)) throw badRequest(`appealStatus must be one of ${APPEAL_STATUSES.join(', ')}.`);
    filters.appealStatus = appealStatus;
  }
  return filters;
}

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

/** The brief filters, each argument named as the facet brief_choices files it under. */
const BRIEF_FACETS = ['category', 'tag', 'warfareTag'] as const;

/** The choices a request filters briefs by, each keyed as brief_choices keys it (trimmed, lower case). */
function briefChoicesOf(args: Record<string, unknown>): { facet: string; key: string }[] {
  const choices: { facet: string; key: string }[] = [];
  for (const facet of BRIEF_FACETS) {
    const value = args[facet];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (value.length > 80) throw badRequest(`${facet} is too long.`);
    choices.push({ facet, key: value.trim().toLowerCase() });
  }
  return choices;
}

/** The one choice a request filters briefs by, or null when it filters by none, by several or also by creator. */
export function onlyBriefChoice(args: Record<string, unknown>): { facet: string; key: string } | null {
  const choices = briefChoicesOf(args);
  return choices.length === 1 && !(typeof args.profileId === 'string' && args.profileId) ? choices[0] : null;
}

/**
 * A brief's category (a comma-separated string), tag or warfare tag, matched case-insensitively as
 * the site does, through brief_choices (migration 0013) rather than each brief's document.
 */
export function briefChoiceConditions(args: Record<string, unknown>, params: SqlParams): string[] {
  return briefChoicesOf(args).map(({ facet, key }) => `id IN (SELECT brief_id FROM brief_choices WHERE facet = '${facet}' AND key = ${params.add(key)})`);
}
