import { APPEAL_DECISION_KINDS } from '../../data/enums';
import type { FigureModel } from '../../data/record-figures/record-figures';
import { listFieldsOf } from './figure-lists';
import { fieldText, recordFactsOf } from '../../data/record-facts/record-facts';

/**
 * The facts the figures count, read off one DynamoDB item as the local triggers read a record
 * (ban_facts and brief_choices of migration 0013, record_facts of 0016, both taking the platform,
 * year and month from the record's facts since migration 0032): the platform, year and month are
 * the record's facts (amplify/data/record-facts, blank when none), a missing appeal status NONE.
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
  const facts = recordFactsOf('PlatformBan', item);
  return {
    platform: facts.platform ?? '',
    year: facts.year ?? '',
    active: item.isActive === true,
    appeal: facts.appeal ?? 'NONE',
    profileId: facts.profileId,
  };
}

export function recordFactOf(model: FigureModel, item: Item): RecordFact {
  const facts = recordFactsOf(model, item);
  return {
    model,
    platform: facts.platform ?? '',
    year: facts.year ?? '',
    month: facts.month ?? '',
    active: model === 'PlatformBan' && item.isActive === true,
    appeal: facts.appeal ?? 'NONE',
    restriction: facts.restriction ?? '',
    verification: facts.verification ?? '',
  };
}

const APPEAL_DATE = /^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
/** appeal_day: Date.UTC counts a day past the month's end on into the next month, as the SQL does. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/**
 * decision_days_of (migration 0016): days from the first FILED date to the first decision on or
 * after it. An appeal event is no model with facts: its kind and date are read with fieldText here
 * and as `doc->>'kind'`, `doc->>'date'` by the SQL. The two differ only for a value that is no
 * string, and such a value is never a kind (FILED or a decision) nor a date of the form
 * YYYY-MM-DD under either reading, so the event counts for neither.
 */
export function decisionDaysOf(events: readonly Item[]): number | null {
  const dated = events
    .map((event) => ({ kind: fieldText(event.kind), date: fieldText(event.date) }))
    .filter((event): event is { kind: string | null; date: string } => event.date !== null && APPEAL_DATE.test(event.date));
  // Dates compare as text under COLLATE "C"; these are ASCII, where that is JavaScript's order.
  const filed = dated.filter((event) => event.kind === 'FILED').map((event) => event.date).sort()[0];
  if (filed === undefined) return null;
  const decided = dated.filter((event) => (APPEAL_DECISION_KINDS as readonly (string | null)[]).includes(event.kind) && event.date >= filed).map((event) => event.date).sort()[0];
  return decided === undefined ? null : dayNumber(decided) - dayNumber(filed);
}

/** What makes a Brief public, and a stream's status as shown: as the lists read them. */
export { isPublishedBrief } from '../content-statistics/item-filters';
export { streamStatusOf } from '../content-statistics/stream-catalogue';

/** A published brief's [facet, key, value] choices as brief_choices files them (its facts: trimmed, non-blank, each occurrence once). */
export const briefChoicesOf = (item: Item) => recordFactsOf('Brief', item).choices;
