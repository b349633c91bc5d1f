import { APPEAL_DECISION_KINDS } from '../../data/enums';
import type { FigureModel } from '../../data/record-figures/record-figures';
import { listFieldsOf } from './figure-lists';
import { recordFactsOf } from '../../data/record-facts/record-facts';
import { compareCodePoints } from '../../data/record-facts/code-point-order';

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

/**
 * decision_days_of (migration 0036): days from the first FILED date to the first decision on or
 * after it, dates compared as text (ASCII here, so code points are COLLATE "C"), from the events'
 * facts (amplify/data/record-facts: an event's kind, its date when it is one an appeal may carry,
 * and that date's day number), which the local store writes beside each event and the SQL reads.
 */
export function decisionDaysOf(events: readonly Item[]): number | null {
  const dated = events.map((event) => recordFactsOf('AppealEvent', event)).flatMap(({ kind, date, day }) => (date === null || day === null ? [] : [{ kind, date, day }]));
  const first = (candidates: typeof dated) => candidates.sort((a, b) => compareCodePoints(a.date, b.date))[0];
  const filed = first(dated.filter((event) => event.kind === 'FILED'));
  if (filed === undefined) return null;
  const decided = first(dated.filter((event) => (APPEAL_DECISION_KINDS as readonly (string | null)[]).includes(event.kind) && compareCodePoints(event.date, filed.date) >= 0));
  return decided === undefined ? null : decided.day - filed.day;
}

/** What makes a Brief public, and a stream's status as shown: as the lists read them. */
export { isPublishedBrief } from '../content-statistics/item-filters';
export { streamStatusOf } from '../content-statistics/stream-catalogue';

/** A published brief's [facet, key, value] choices as brief_choices files them (its facts: trimmed, non-blank, each occurrence once). */
export const briefChoicesOf = (item: Item) => recordFactsOf('Brief', item).choices;
