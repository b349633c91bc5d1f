import { APPEAL_DECISION_KINDS } from '../../data/enums';
import { assembleRecordFigures, type FigureDimension, type FigureGroup, type FigureModel, type RecordFigures } from '../../data/record-figures/record-figures';
import type { Item } from './item-filters';
import { pgLeft, pgLower, textOf } from './pg-text';
import type { BanFilters } from './statistics-request';

/**
 * platformRecordFigures over scanned items: the facts migration 0016's record_fact_of and
 * decision_days_of write locally, grouped as the local statement groups them, then assembled by
 * the same code (amplify/data/record-figures/record-figures.ts).
 */
export const RECORD_FIGURE_FIELDS: Readonly<Record<FigureModel | 'AppealEvent', readonly string[]>> = {
  PlatformBan: ['id', 'platformId', 'dateOfBan', 'appealStatus', 'isActive', 'dsaRestriction', 'verification'],
  ShadowbanExperience: ['id', 'platform', 'date', 'appealStatus', 'dsaRestriction', 'verification'],
  AppealEvent: ['recordKey', 'kind', 'date'],
};

type Fact = { model: FigureModel; platform: string; year: string; month: string; appeal: string; active: boolean; restriction: string; verification: string; days: number | null };

const APPEAL_DATE = /^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
/** appeal_day: Date.UTC counts a day past the month's end on into the next month, as the SQL does. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** decision_days_of: days from the first FILED date to the first decision on or after it. */
export function decisionDaysOf(events: readonly { kind: string | null; date: string | null }[]): number | null {
  const dated = events.filter((event): event is { kind: string | null; date: string } => event.date !== null && APPEAL_DATE.test(event.date));
  // Dates compare as text under COLLATE "C"; these are ASCII, where that is JavaScript's order.
  const filed = dated.filter((event) => event.kind === 'FILED').map((event) => event.date).sort()[0];
  if (filed === undefined) return null;
  const decided = dated.filter((event) => (APPEAL_DECISION_KINDS as readonly (string | null)[]).includes(event.kind) && event.date >= filed).map((event) => event.date).sort()[0];
  return decided === undefined ? null : dayNumber(decided) - dayNumber(filed);
}

/** record_fact_of: a record's facts as the local table holds them. */
function factOf(model: FigureModel, item: Item, days: number | null): Fact {
  const date = textOf(model === 'PlatformBan' ? item.dateOfBan : item.date);
  const platform = textOf(model === 'PlatformBan' ? item.platformId : item.platform);
  return {
    model,
    platform: platform === null ? '' : pgLower(platform),
    year: date === null ? '' : pgLeft(date, 4),
    month: date === null ? '' : pgLeft(date, 7),
    appeal: textOf(item.appealStatus) ?? 'NONE',
    active: model === 'PlatformBan' && item.isActive === true,
    restriction: textOf(item.dsaRestriction) ?? '',
    verification: textOf(item.verification) ?? '',
    days,
  };
}

/** percentile_cont(0.5): the middle value, or the mean of the two middle values. */
function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
}

function summaryOf(model: string, platform: string | null, facts: readonly Fact[]): FigureGroup {
  const days = facts.flatMap((fact) => (fact.days === null ? [] : [fact.days]));
  return {
    model,
    platform,
    dimension: 'summary',
    value: null,
    records: facts.length,
    decided: facts.filter((fact) => fact.appeal === 'REJECTED' || fact.appeal === 'RESTORED' || fact.appeal === 'PARTIALLY_RESTORED').length,
    restored: facts.filter((fact) => fact.appeal === 'RESTORED').length,
    partiallyRestored: facts.filter((fact) => fact.appeal === 'PARTIALLY_RESTORED').length,
    timed: days.length,
    medianDays: median(days),
  };
}

/** Groups of `facts` by a key, in first-seen order. */
function groupBy<T>(facts: readonly T[], keyOf: (fact: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const group = groups.get(key);
    if (group) group.push(fact);
    else groups.set(key, [fact]);
  }
  return groups;
}

const DIMENSIONS: [Exclude<FigureDimension, 'summary'>, (fact: Fact) => string][] = [
  ['restriction', (fact) => fact.restriction],
  ['verification', (fact) => fact.verification],
  ['month', (fact) => fact.month],
];

/** The groups one kind's facts make on one platform, or on all (platform null). */
function groupsOf(model: string, platform: string | null, facts: readonly Fact[]): FigureGroup[] {
  const groups = [summaryOf(model, platform, facts)];
  for (const [dimension, valueOf] of DIMENSIONS) {
    for (const [value, members] of groupBy(facts, valueOf)) {
      groups.push({ model, platform, dimension, value, records: members.length, decided: 0, restored: 0, partiallyRestored: 0, timed: 0, medianDays: null });
    }
  }
  return groups;
}

/** The filters as recordFactConditions applies them: active or lifted holds of bans only. */
function matches(fact: Fact, filters: Omit<BanFilters, 'profileId'>): boolean {
  if (filters.platformId !== undefined && fact.platform !== filters.platformId) return false;
  if (filters.year !== undefined && fact.year !== String(filters.year)) return false;
  if (filters.isActive !== undefined && (fact.model !== 'PlatformBan' || fact.active !== filters.isActive)) return false;
  return filters.appealStatus === undefined || fact.appeal === filters.appealStatus;
}

export function summarizeRecordFigures(items: Readonly<Record<FigureModel | 'AppealEvent', readonly Item[]>>, filters: Omit<BanFilters, 'profileId'>): RecordFigures {
  // An event belongs to the record its recordKey (`<model>#<id>`) names, as the local trigger reads it.
  const eventsOf = groupBy(items.AppealEvent, (event) => textOf(event.recordKey) ?? '');
  const facts: Fact[] = [];
  for (const model of ['PlatformBan', 'ShadowbanExperience'] as const) {
    for (const item of items[model]) {
      const events = (eventsOf.get(`${model}#${textOf(item.id)}`) ?? []).map((event) => ({ kind: textOf(event.kind), date: textOf(event.date) }));
      const fact = factOf(model, item, decisionDaysOf(events));
      if (matches(fact, filters)) facts.push(fact);
    }
  }
  const groups: FigureGroup[] = [];
  for (const [model, ofModel] of groupBy(facts, (fact) => fact.model)) {
    groups.push(...groupsOf(model, null, ofModel));
    for (const [platform, ofPlatform] of groupBy(ofModel, (fact) => fact.platform)) groups.push(...groupsOf(model, platform, ofPlatform));
  }
  return assembleRecordFigures(groups);
}
