import { byKey, byYearNewestFirst, NO_FIGURES, type BanFigures, type Figures } from '../../data/statistics/ban-figures';
import { FACET_CHOICES } from '../../data/statistics/statistics-limits';
import { assembleRecordFigures, FIGURE_MODELS, type FigureDimension, type FigureGroup, type RecordFigures } from '../../data/record-figures/record-figures';
import { compareCodePoints } from '../../data/record-facts/code-point-order';

/**
 * The statistics answers read off the figures table's items (figure-items.ts), assembled by the
 * same code as the local answers (amplify/data/statistics, amplify/data/record-figures).
 */
export type FigureItem = Record<string, unknown>;

/** An item's counters: [attribute as its JSON array, count], zeros (a counter gone back) left out. */
function countersOf(item: FigureItem | undefined): [unknown[], number][] {
  if (!item) return [];
  const counters: [unknown[], number][] = [];
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith('[') || typeof value !== 'number' || value === 0) continue;
    counters.push([JSON.parse(name) as unknown[], value]);
  }
  return counters;
}

const FIGURE_NAMES = ['recorded', 'active', 'underAppeal', 'restored', 'creators'] as const;

/** banStatistics from a cell's item (none: no ban in the cell). */
export function banFiguresFrom(item: FigureItem | undefined): BanFigures {
  const groups = new Map<string, Figures>();
  for (const [[kind, dimension, value, figure], count] of countersOf(item)) {
    if (kind !== 'b' || !(FIGURE_NAMES as readonly unknown[]).includes(figure)) continue;
    const id = JSON.stringify([dimension, value]);
    const group = groups.get(id) ?? { ...NO_FIGURES, key: String(value) };
    group[figure as (typeof FIGURE_NAMES)[number]] += count;
    groups.set(id, group);
  }
  const of = (dimension: string) => [...groups].filter(([id, group]) => (JSON.parse(id) as string[])[0] === dimension && group.recorded > 0).map(([, group]) => group);
  return {
    total: of('t')[0] ?? NO_FIGURES,
    byPlatform: byKey(of('p')),
    byYear: byYearNewestFirst(of('y')),
    byAppealStatus: byKey(of('a')),
  };
}

/** percentile_cont(0.5) of a histogram of whole days: the middle value, or the mean of the two middle values. */
function medianOf(histogram: Map<number, number>): number | null {
  const sorted = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (!total) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const [days, count] of sorted) {
      seen += count;
      if (position < seen) return days;
    }
    return sorted[sorted.length - 1][0];
  };
  const middle = (total - 1) / 2;
  return (valueAt(Math.floor(middle)) + valueAt(Math.ceil(middle))) / 2;
}

/** platformRecordFigures from a cell's item: its groups, assembled as the local ones are. */
export function recordFiguresFrom(item: FigureItem | undefined): RecordFigures {
  type Summary = FigureGroup & { days: Map<number, number> };
  const summaries = new Map<string, Summary>();
  const groups: FigureGroup[] = [];
  const blank = { records: 0, decided: 0, restored: 0, partiallyRestored: 0, timed: 0, medianDays: null };
  for (const [[kind, model, platform, dimension, value], count] of countersOf(item)) {
    if (kind !== 'r' || !(FIGURE_MODELS as readonly unknown[]).includes(model)) continue;
    const where = { model: String(model), platform: platform === null ? null : String(platform) };
    if (dimension === 'summary' || dimension === 'days') {
      const id = JSON.stringify([model, platform]);
      const summary = summaries.get(id) ?? { ...where, dimension: 'summary', value: null, ...blank, days: new Map() };
      summaries.set(id, summary);
      if (dimension === 'days') summary.days.set(Number(value), count);
      else if (value === 'records' || value === 'decided' || value === 'restored' || value === 'partiallyRestored') summary[value] += count;
    } else groups.push({ ...where, dimension: dimension as FigureDimension, value: String(value), ...blank, records: count });
  }
  for (const { days, ...summary } of summaries.values()) {
    if (summary.records <= 0) continue;
    groups.push({ ...summary, timed: [...days.values()].reduce((sum, count) => sum + count, 0), medianDays: medianOf(days) });
  }
  return assembleRecordFigures(groups.filter((group) => group.records > 0));
}

export type ValueCount = { value: string; count: number };

/** A facet's (choice, spelling) counters, from its items. */
function spellingsOf(items: readonly FigureItem[]): Map<string, Map<string, number>> {
  const choices = new Map<string, Map<string, number>>();
  for (const item of items)
    for (const [[choice, spelling], count] of countersOf(item)) {
      if (typeof choice !== 'string' || typeof spelling !== 'string' || count <= 0) continue;
      const spellings = choices.get(choice) ?? new Map<string, number>();
      spellings.set(spelling, (spellings.get(spelling) ?? 0) + count);
      choices.set(choice, spellings);
    }
  return choices;
}

const sum = (spellings: Map<string, number>) => [...spellings.values()].reduce((total, count) => total + count, 0);

/** A brief facet as brief_choices counts it: every value, shown as the smallest spelling by bytes, most used first, then by that spelling. */
export function briefFacetFrom(items: readonly FigureItem[]): ValueCount[] {
  return [...spellingsOf(items).values()]
    .map((spellings) => ({ value: [...spellings.keys()].sort(compareCodePoints)[0], count: sum(spellings) }))
    .sort((a, b) => b.count - a.count || compareCodePoints(a.value, b.value))
    .slice(0, FACET_CHOICES);
}

/** A stream facet: streams per choice, shown in the spelling most streams use (ties: smallest by bytes), most used first, then by choice. */
export function streamFacetFrom(items: readonly FigureItem[]): ValueCount[] {
  return [...spellingsOf(items)]
    .map(([choice, spellings]) => ({ choice, value: [...spellings].sort(([a, x], [b, y]) => y - x || compareCodePoints(a, b))[0][0], count: sum(spellings) }))
    .sort((a, b) => b.count - a.count || compareCodePoints(a.choice, b.choice))
    .slice(0, FACET_CHOICES)
    .map(({ value, count }) => ({ value, count }));
}

export const COUNTED_NAMES = ['briefs', 'profiles', 'personalities', 'streams', 'platformBans', 'shadowbanReports'] as const;

/** contentCounts from the COUNTS item. */
export function contentCountsFrom(item: FigureItem | undefined): Record<(typeof COUNTED_NAMES)[number], number> {
  return Object.fromEntries(COUNTED_NAMES.map((name) => [name, typeof item?.[JSON.stringify([name])] === 'number' ? (item[JSON.stringify([name])] as number) : 0])) as Record<
    (typeof COUNTED_NAMES)[number],
    number
  >;
}
