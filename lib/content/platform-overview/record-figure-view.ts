import {
  categoryOfDsaRestriction,
  DSA_RESTRICTION_CATEGORIES,
  DSA_RESTRICTION_CATEGORY_LABELS,
  DSA_RESTRICTION_LABELS,
  DSA_RESTRICTIONS_BY_CATEGORY,
  isDsaRestriction,
  VERIFICATION_LABELS,
  VERIFICATION_LEVELS,
  type DsaRestrictionCategory,
  type VerificationLevel,
} from '@/amplify/data/enums';
import { formatWholeCount } from '@/lib/content/format-count';
import type { KindFigures } from './read-record-figures';

/**
 * What the platform pages print of platformRecordFigures' answer: restriction types per category,
 * shares with the counts they come from, the verified share, month names. Pure, so the words and
 * sums are tested without a page.
 */

/** The share `part / whole` as people read it ("30%", "7.5%"); none of nothing is no share. */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const percent = (part / whole) * 100;
  return `${percent >= 10 || Number.isInteger(percent) ? Math.round(percent) : percent.toFixed(1).replace(/\.0$/, '')}%`;
}

/** "12 of 40 decided appeals, 30%", or the plain statement that there is nothing to share. */
export function describeShare(part: number, whole: number, of: string, none: string): string {
  const share = formatShare(part, whole);
  return share === null ? none : `${formatWholeCount(part)} of ${formatWholeCount(whole)} ${of}, ${share}`;
}

/**
 * The median days as words, with how many appeals it is taken over. With no appeal timed, it says
 * why: no appeal decided yet, or decided ones whose records give no dated FILED and decision events
 * (appealStatus alone says how an appeal ended, not when).
 */
export function describeMedianDays(figures: Pick<KindFigures, 'appealsTimed' | 'medianDaysToDecision' | 'appealsDecided'>): string {
  const median = figures.medianDaysToDecision;
  if (figures.appealsTimed === 0 || median === null) {
    const decided = figures.appealsDecided;
    if (decided === 0) return 'No decided appeals yet';
    return decided === 1 ? 'The decided appeal has no dated events' : `None of the ${formatWholeCount(decided)} decided appeals has dated events`;
  }
  const days = Number.isInteger(median) ? String(median) : median.toFixed(1);
  return `${days} ${median === 1 ? 'day' : 'days'} (n = ${formatWholeCount(figures.appealsTimed)})`;
}

/** A share for a compact table cell: "1 of 3 (33%)", or an en dash when there is nothing to share. */
export function shortShare(part: number, whole: number): string {
  const share = formatShare(part, whole);
  return share === null ? '–' : `${formatWholeCount(part)} of ${formatWholeCount(whole)} (${share})`;
}

/** Median days for a compact table cell: "6 days", or an en dash when no appeal was timed. */
export function shortMedianDays(figures: Pick<KindFigures, 'appealsTimed' | 'medianDaysToDecision'>): string {
  const median = figures.medianDaysToDecision;
  if (figures.appealsTimed === 0 || median === null) return '–';
  return `${Number.isInteger(median) ? String(median) : median.toFixed(1)} ${median === 1 ? 'day' : 'days'}`;
}

/** The levels that count as verified: a moderator corroborated or confirmed the record. */
export const VERIFIED_LEVELS: readonly VerificationLevel[] = ['CORROBORATED', 'CONFIRMED'];

export function verifiedCount(figures: Pick<KindFigures, 'verification'>): number {
  return figures.verification.filter((entry) => (VERIFIED_LEVELS as readonly string[]).includes(entry.value)).reduce((sum, entry) => sum + entry.count, 0);
}

/** Every level of the ladder in order, with its label and count (0 where the answer has none). */
export function verificationRows(figures: Pick<KindFigures, 'verification'>): { level: VerificationLevel; label: string; count: number }[] {
  const countOf = new Map(figures.verification.map((entry) => [entry.value, entry.count]));
  return VERIFICATION_LEVELS.map((level) => ({ level, label: VERIFICATION_LABELS[level], count: countOf.get(level) ?? 0 }));
}

export type RestrictionRow = { key: string; label: string; category: DsaRestrictionCategory | null; isCategory: boolean };

/**
 * The rows of a restriction table over several kinds' figures: each category with records, then
 * its values with records, in the enums' order, then "Type not given" (counts: restrictionCount).
 */
export function restrictionRows(kinds: readonly Pick<KindFigures, 'restrictions'>[]): RestrictionRow[] {
  const present = new Set(kinds.flatMap((kind) => kind.restrictions.filter((entry) => entry.count > 0).map((entry) => entry.value)));
  const rows: RestrictionRow[] = [];
  for (const category of DSA_RESTRICTION_CATEGORIES) {
    const values = DSA_RESTRICTIONS_BY_CATEGORY[category].filter((value) => present.has(value));
    if (!values.length) continue;
    rows.push({ key: category, label: DSA_RESTRICTION_CATEGORY_LABELS[category], category, isCategory: true });
    rows.push(...values.map((value) => ({ key: value, label: DSA_RESTRICTION_LABELS[value], category, isCategory: false })));
  }
  if (present.has('')) rows.push({ key: '', label: 'Type not given', category: null, isCategory: true });
  return rows;
}

/** A restriction row's count in one kind's figures: a category sums its values. */
export function restrictionCount(figures: Pick<KindFigures, 'restrictions'>, row: RestrictionRow): number {
  if (!row.isCategory || row.category === null) return figures.restrictions.find((entry) => entry.value === row.key)?.count ?? 0;
  return figures.restrictions
    .filter((entry) => isDsaRestriction(entry.value) && categoryOfDsaRestriction(entry.value) === row.category)
    .reduce((sum, entry) => sum + entry.count, 0);
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2024-03' → 'Mar 2024'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/**
 * Which months of a chart get a label under the axis: the first, the last, and each January
 * between (its year), so a 24-month chart reads as years, not as two dates far apart.
 */
export function monthTicks(months: readonly string[]): { index: number; label: string }[] {
  return months.flatMap((month, index) => {
    const isEnd = index === 0 || index === months.length - 1;
    if (isEnd) return [{ index, label: monthLabel(month) }];
    // A January too close to either end would crowd its label.
    if (month.endsWith('-01') && index > 2 && index < months.length - 3) return [{ index, label: month.slice(0, 4) }];
    return [];
  });
}

/** Round steps for a count axis: 0, the middle and the top (the top rounded up to a whole number). */
export function countTicks(highest: number): number[] {
  if (highest <= 0) return [0];
  if (highest === 1) return [0, 1];
  const top = highest % 2 === 0 ? highest : highest + 1;
  return [0, top / 2, top];
}
