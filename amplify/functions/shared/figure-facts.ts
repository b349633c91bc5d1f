import { APPEAL_DECISION_KINDS } from '../../data/enums';
import type { FigureModel } from '../../data/record-figures/record-figures';
import { listFieldsOf } from './figure-lists';
import { compareC, pgLeft, pgLower, pgTrim, textOf } from '../content-statistics/pg-text';

/**
 * The facts the figures count, read off one DynamoDB item as the local triggers read a record
 * (ban_facts and brief_choices of migration 0013, record_facts of 0016): the platform lower-cased,
 * the year and month as the date's first characters, a missing appeal status as NONE.
 */
export type Item = Record<string, unknown>;

export type BanFact = { platform: string; year: string; active: boolean; appeal: string; profileId: string | null };
export type RecordFact = { model: FigureModel; platform: string; year: string; month: string; active: boolean; appeal: string; restriction: string; verification: string };

/** The fields of each model the figures and the lists read: what the aggregator keeps of a record between its changes. */
export const FIGURE_FIELDS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ['PlatformBan', ['platformId', 'profileId', 'isActive', 'dateOfBan', 'appealStatus', 'dsaRestriction', 'verification']],
      ['ShadowbanExperience', ['platform', 'date', 'appealStatus', 'dsaRestriction', 'verification']],
      ['Brief', ['status', 'categories', 'tags', 'warfareTags']],
      ['Stream', ['status', 'genre', 'language']],
      ['Profile', []],
      ['Personality', []],
    ] as const
  ).map(([model, fields]) => [model, [...new Set([...fields, ...listFieldsOf(model)])]]),
);

export function banFactOf(item: Item): BanFact {
  const date = textOf(item.dateOfBan);
  return {
    platform: lowerOrEmpty(textOf(item.platformId)),
    year: date === null ? '' : pgLeft(date, 4),
    active: item.isActive === true,
    appeal: textOf(item.appealStatus) ?? 'NONE',
    profileId: textOf(item.profileId),
  };
}

const lowerOrEmpty = (text: string | null) => (text === null ? '' : pgLower(text));

export function recordFactOf(model: FigureModel, item: Item): RecordFact {
  const date = textOf(model === 'PlatformBan' ? item.dateOfBan : item.date);
  return {
    model,
    platform: lowerOrEmpty(textOf(model === 'PlatformBan' ? item.platformId : item.platform)),
    year: date === null ? '' : pgLeft(date, 4),
    month: date === null ? '' : pgLeft(date, 7),
    active: model === 'PlatformBan' && item.isActive === true,
    appeal: textOf(item.appealStatus) ?? 'NONE',
    restriction: textOf(item.dsaRestriction) ?? '',
    verification: textOf(item.verification) ?? '',
  };
}

const APPEAL_DATE = /^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
/** appeal_day: Date.UTC counts a day past the month's end on into the next month, as the SQL does. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** decision_days_of (migration 0016): days from the first FILED date to the first decision on or after it. */
export function decisionDaysOf(events: readonly Item[]): number | null {
  const dated = events
    .map((event) => ({ kind: textOf(event.kind), date: textOf(event.date) }))
    .filter((event): event is { kind: string | null; date: string } => event.date !== null && APPEAL_DATE.test(event.date));
  // Dates compare as text under COLLATE "C"; these are ASCII, where that is JavaScript's order.
  const filed = dated.filter((event) => event.kind === 'FILED').map((event) => event.date).sort()[0];
  if (filed === undefined) return null;
  const decided = dated.filter((event) => (APPEAL_DECISION_KINDS as readonly (string | null)[]).includes(event.kind) && event.date >= filed).map((event) => event.date).sort()[0];
  return decided === undefined ? null : dayNumber(decided) - dayNumber(filed);
}

/** `(doc->>'status') COLLATE "C" = 'PUBLISHED'`: what makes a Brief public. */
export const isPublishedBrief = (item: Item) => textOf(item.status) === 'PUBLISHED';

/** A list field's elements as `jsonb_array_elements_text` gives them; anything but an array is empty, null elements left out. */
export function elementsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(textOf).filter((element): element is string => element !== null);
}

/** The brief facets' values as brief_choices files them: trimmed, non-empty, each occurrence once (a value given twice counts twice). */
export function briefFacetValues(item: Item): ReadonlyMap<string, string[]> {
  const categories = textOf(item.categories);
  const trimmed = (values: string[]) => values.map(pgTrim).filter((value) => value !== '');
  return new Map([
    ['category', trimmed(categories === null || categories === '' ? [] : categories.split(','))],
    ['tag', trimmed(elementsOf(item.tags))],
    ['warfareTag', trimmed(elementsOf(item.warfareTags))],
  ]);
}

/** `lower(trim(value))`: the choice a value is one spelling of. */
export const choiceOf = (value: string) => pgLower(pgTrim(value));

/** `coalesce(doc->>'status', 'PENDING')`: a stream saved without a status is not yet published. */
export const streamStatusOf = (item: Item): string => textOf(item.status) ?? 'PENDING';

/** A stream's choices of one facet: each choice once, under its smallest trimmed spelling by bytes. */
export function streamChoices(values: readonly string[]): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const raw of values) {
    const value = pgTrim(raw);
    if (value === '') continue;
    const choice = pgLower(value);
    const held = spellings.get(choice);
    if (held === undefined || compareC(value, held) < 0) spellings.set(choice, value);
  }
  return spellings;
}

export function streamFacetValues(item: Item): ReadonlyMap<string, string[]> {
  const language = textOf(item.language);
  return new Map([
    ['genre', elementsOf(item.genre)],
    ['language', language === null ? [] : [language]],
  ]);
}
