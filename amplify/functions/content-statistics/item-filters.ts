import { recordFactsOf } from '../../data/record-facts/record-facts';
import type { BanFilters } from '../../data/statistics/ban-filters';
import { readBriefChoices, readProfileId } from '../../data/statistics/brief-choices';
import type { ProfileFilters } from '../../data/statistics/profile-filters';
import type { StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';

/**
 * The local SQL conditions (backend/data/custom-operations/content-statistics-filters.ts) as
 * tests of one scanned item each, built (and the arguments checked) before anything is scanned.
 */
export type Item = Record<string, unknown>;
export type ItemFilter = (item: Item) => boolean;

/** A brief's status fact PUBLISHED (`facts->>'status' = 'PUBLISHED'`): what makes a Brief public. */
export const isPublishedBrief: ItemFilter = (item) => recordFactsOf('Brief', item).status === 'PUBLISHED';

/** A ban's year (its facts: the date's first four characters), null when undated. */
export const yearOf = (item: Item): string | null => recordFactsOf('PlatformBan', item).year;

/**
 * Ban filters on the ban's facts (amplify/data/record-facts): one creator's (the profile id matched
 * exactly), the platform (lower-cased) and the year (the date's first four characters), active only
 * when `true`, and a missing appeal status read as NONE.
 */
export function banFilters(filters: BanFilters): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { profileId, platformId, year, isActive, appealStatus } = filters;
  if (profileId !== undefined) tests.push((item) => recordFactsOf('PlatformBan', item).profileId === profileId);
  if (platformId !== undefined) tests.push((item) => recordFactsOf('PlatformBan', item).platform === platformId);
  if (year !== undefined) tests.push((item) => yearOf(item) === String(year));
  if (isActive === true) tests.push((item) => item.isActive === true);
  if (isActive === false) tests.push((item) => item.isActive !== true);
  if (appealStatus !== undefined) tests.push((item) => (recordFactsOf('PlatformBan', item).appeal ?? 'NONE') === appealStatus);
  return tests;
}

/** A brief's category, tag and warfare tag choices, matched against the keys of its facts' choices. */
export function briefChoiceFilters(args: Args): ItemFilter[] {
  return readBriefChoices(args).map(({ facet, key }) => (item: Item) => recordFactsOf('Brief', item).choices.some(([f, k]) => f === facet && k === key));
}

/** `facts->>'profileId' = $profileId`: the briefs or reports of one profile, matched exactly. */
export function profileFilters(model: 'Brief' | 'ShadowbanExperience', args: Args): ItemFilter[] {
  const profileId = readProfileId(args);
  return profileId ? [(item) => recordFactsOf(model, item).profileId === profileId] : [];
}

/** `platformsAffected` holding the platform (`?`), or holding anything: an array, as jsonb_typeof checks. */
export function creatorFilters(filters: ProfileFilters): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { platformName } = filters;
  if (platformName !== undefined) tests.push((item) => Array.isArray(item.platformsAffected) && item.platformsAffected.includes(platformName));
  if (filters.withRecordsOnly) tests.push((item) => Array.isArray(item.platformsAffected) && item.platformsAffected.length > 0);
  return tests;
}
