import { DSA_RESTRICTIONS, VERIFICATION_LEVELS } from '../enums';

/**
 * platformRecordFigures (issue 18): per platform, over every public ban record and shadowban
 * report, the records by restriction type, the appeal outcomes, the median days to an appeal
 * decision, the records per month and the verification levels. Bans and reports are counted
 * apart (the methodology page: they are never added together).
 *
 * The local backend groups its facts in SQL and the AWS function groups scanned items; both hand
 * the groups to assembleRecordFigures, so the answer's shape, order and readings of odd values
 * (a restriction or level the enums do not know, a malformed month) are written once.
 */

/** The two kinds of record, by model name. */
export const FIGURE_MODELS = ['PlatformBan', 'ShadowbanExperience'] as const;
export type FigureModel = (typeof FIGURE_MODELS)[number];

/** The records per month cover at most this many months, ending with the latest month that has one. */
export const FIGURE_MONTHS = 24;

/** What a group of records is grouped by besides kind and platform. */
export type FigureDimension = 'summary' | 'restriction' | 'verification' | 'month';

/**
 * One group: a kind's records on one platform (or, platform null, on every platform), all of
 * them (summary) or those with one value of a dimension. Only a summary carries the appeal figures.
 */
export type FigureGroup = {
  model: string;
  platform: string | null;
  dimension: FigureDimension;
  value: string | null;
  records: number;
  decided: number;
  restored: number;
  partiallyRestored: number;
  timed: number;
  medianDays: number | null;
};

export type FigureCount = { value: string; count: number };

/** One kind's figures on one platform or on all. */
export type KindFigures = {
  records: number;
  /** Each DSA value with records, in the enums' order, then '' for "type not given" (an unknown value counts there too). */
  restrictions: FigureCount[];
  /** Records whose appeal was decided (appealStatus REJECTED, RESTORED or PARTIALLY_RESTORED), and of those restored and partially restored. */
  appealsDecided: number;
  appealsRestored: number;
  appealsPartiallyRestored: number;
  /** Records with a FILED appeal event and a decision event on or after it, and the median days between. */
  appealsTimed: number;
  medianDaysToDecision: number | null;
  /** Every level of the ladder in order, with its count (no level, or one the enums do not know, is SELF_REPORTED). */
  verification: FigureCount[];
  /** Records per month of the answer's `months`, zeros included. */
  perMonth: number[];
  /** Records without a date (or a malformed one): in no month. */
  undated: number;
};

export type PlatformFigures = { key: string; bans: KindFigures; shadowbanReports: KindFigures };
export type RecordFigures = { months: string[]; total: PlatformFigures; byPlatform: PlatformFigures[] };

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

/** 'YYYY-MM' of the month `offset` months after `month`. */
function monthAfter(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last FIGURE_MONTHS months up to the latest month with a record, none before the first. */
export function monthWindow(monthsWithRecords: readonly string[]): string[] {
  const months = monthsWithRecords.filter(isMonth).sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const window: string[] = [];
  for (let offset = -(FIGURE_MONTHS - 1); offset <= 0; offset += 1) {
    const month = monthAfter(last, offset);
    if (month >= first) window.push(month);
  }
  return window;
}

function kindFigures(groups: readonly FigureGroup[], months: readonly string[]): KindFigures {
  const summary = groups.find((group) => group.dimension === 'summary');
  const of = (dimension: FigureDimension) => groups.filter((group) => group.dimension === dimension);
  const restrictionCounts = new Map<string, number>();
  for (const group of of('restriction')) {
    const value = (DSA_RESTRICTIONS as readonly (string | null)[]).includes(group.value) ? (group.value as string) : '';
    restrictionCounts.set(value, (restrictionCounts.get(value) ?? 0) + group.records);
  }
  const levelCounts = new Map<string, number>();
  for (const group of of('verification')) {
    const value = (VERIFICATION_LEVELS as readonly (string | null)[]).includes(group.value) ? (group.value as string) : 'SELF_REPORTED';
    levelCounts.set(value, (levelCounts.get(value) ?? 0) + group.records);
  }
  const monthCounts = new Map<string, number>();
  let undated = 0;
  for (const group of of('month')) {
    if (isMonth(group.value)) monthCounts.set(group.value, (monthCounts.get(group.value) ?? 0) + group.records);
    else undated += group.records;
  }
  // A month before the window still holds records: they are dated, just not drawn.
  return {
    records: summary?.records ?? 0,
    restrictions: [...DSA_RESTRICTIONS, '']
      .map((value) => ({ value, count: restrictionCounts.get(value) ?? 0 }))
      .filter((entry) => entry.count > 0),
    appealsDecided: summary?.decided ?? 0,
    appealsRestored: summary?.restored ?? 0,
    appealsPartiallyRestored: summary?.partiallyRestored ?? 0,
    appealsTimed: summary?.timed ?? 0,
    medianDaysToDecision: summary && summary.timed > 0 ? summary.medianDays : null,
    verification: VERIFICATION_LEVELS.map((value) => ({ value, count: levelCounts.get(value) ?? 0 })),
    perMonth: months.map((month) => monthCounts.get(month) ?? 0),
    undated,
  };
}

function platformFigures(key: string, groups: readonly FigureGroup[], months: readonly string[]): PlatformFigures {
  return {
    key,
    bans: kindFigures(groups.filter((group) => group.model === 'PlatformBan'), months),
    shadowbanReports: kindFigures(groups.filter((group) => group.model === 'ShadowbanExperience'), months),
  };
}

/** The answer from the groups of either side: the total, then each platform with records, by its key's code points. */
export function assembleRecordFigures(groups: readonly FigureGroup[]): RecordFigures {
  const totals = groups.filter((group) => group.platform === null);
  const months = monthWindow(totals.filter((group) => group.dimension === 'month' && group.records > 0).map((group) => group.value ?? ''));
  const byKey = new Map<string, FigureGroup[]>();
  for (const group of groups) {
    if (group.platform === null) continue;
    const list = byKey.get(group.platform);
    if (list) list.push(group);
    else byKey.set(group.platform, [group]);
  }
  const keys = [...byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { months, total: platformFigures('', totals, months), byPlatform: keys.map((key) => platformFigures(key, byKey.get(key) ?? [], months)) };
}
