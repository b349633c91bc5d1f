import { pgLeft, pgLower, pgTrim, textOf } from './pg-text';
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

/** `(doc->>'status') COLLATE "C" = 'PUBLISHED'`: what makes a Brief public. */
export const isPublishedBrief: ItemFilter = (item) => textOf(item.status) === 'PUBLISHED';

/** `lower(text)`, NULL staying NULL. */
export const lowerOrNull = (text: string | null) => (text === null ? null : pgLower(text));

/** `left(doc->>'dateOfBan', 4)`: a ban's year, null when undated. */
export function yearOf(item: Item): string | null {
  const date = textOf(item.dateOfBan);
  return date === null ? null : pgLeft(date, 4);
}

/**
 * Ban filters: one creator's (the profile id matched exactly), the platform compared lower-cased
 * (`lower(doc->>'platformId')`), the year as the date's first four characters, active only when
 * `true`, and a missing appeal status read as NONE.
 */
export function banFilters(filters: BanFilters): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { profileId, platformId, year, isActive, appealStatus } = filters;
  if (profileId !== undefined) tests.push((item) => textOf(item.profileId) === profileId);
  if (platformId !== undefined) tests.push((item) => lowerOrNull(textOf(item.platformId)) === platformId);
  if (year !== undefined) tests.push((item) => yearOf(item) === String(year));
  if (isActive === true) tests.push((item) => item.isActive === true);
  if (isActive === false) tests.push((item) => item.isActive !== true);
  if (appealStatus !== undefined) tests.push((item) => (textOf(item.appealStatus) ?? 'NONE') === appealStatus);
  return tests;
}

/** A category list (a comma-separated string) as `string_to_array(doc->>'categories', ',')` splits it. */
export function categoriesOf(item: Item): string[] {
  const text = textOf(item.categories);
  return text === null || text === '' ? [] : text.split(',');
}

/** A list field's elements as `jsonb_array_elements_text` gives them; anything but an array is empty, null elements are left out. */
export function elementsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(textOf).filter((element): element is string => element !== null);
}

/** A brief's category, tag and warfare tag choices, matched against `lower(trim(value))` of its values. */
export function briefChoiceFilters(args: Args): ItemFilter[] {
  const carries = (values: string[], choice: string) => values.some((value) => pgLower(pgTrim(value)) === choice);
  const valuesOf = { category: categoriesOf, tag: (item: Item) => elementsOf(item.tags), warfareTag: (item: Item) => elementsOf(item.warfareTags) };
  return readBriefChoices(args).map(({ facet, key }) => (item: Item) => carries(valuesOf[facet](item), key));
}

/** `(doc->>'profileId') COLLATE "C" = $profileId`: the records of one profile, matched exactly. */
export function profileFilters(args: Args): ItemFilter[] {
  const profileId = readProfileId(args);
  return profileId ? [(item) => textOf(item.profileId) === profileId] : [];
}

/** `platformsAffected` holding the platform (`?`), or holding anything: an array, as jsonb_typeof checks. */
export function creatorFilters(filters: ProfileFilters): ItemFilter[] {
  const tests: ItemFilter[] = [];
  const { platformName } = filters;
  if (platformName !== undefined) tests.push((item) => Array.isArray(item.platformsAffected) && item.platformsAffected.includes(platformName));
  if (filters.withRecordsOnly) tests.push((item) => Array.isArray(item.platformsAffected) && item.platformsAffected.length > 0);
  return tests;
}
