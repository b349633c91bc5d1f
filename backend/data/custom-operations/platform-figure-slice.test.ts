import { assembleRecordFigures, FIGURE_MONTHS, type FigureGroup } from '../../../amplify/data/record-figures/record-figures';
import { platformFiguresFrom } from './platform-figure-slice';

/** Month groups of one platform (and the totals the all-platform statement adds) for `months`. */
const monthGroups = (platform: string, months: string[]): FigureGroup[] =>
  months.map((value) => ({ model: 'PlatformBan', platform, dimension: 'month', value, records: 1, decided: 0, restored: 0, partiallyRestored: 0, timed: 0, medianDays: null }));
const summary = (platform: string, records: number): FigureGroup => ({ model: 'PlatformBan', platform, dimension: 'summary', value: null, records, decided: 0, restored: 0, partiallyRestored: 0, timed: 0, medianDays: null });
/** What the database answers for these platforms' groups: per platform, and summed over all (platform null). */
function answerFor(byPlatform: Map<string, string[]>) {
  const groups: FigureGroup[] = [];
  const totals = new Map<string, number>();
  for (const [platform, months] of byPlatform) {
    groups.push(summary(platform, months.length), ...monthGroups(platform, months));
    for (const month of months) totals.set(month, (totals.get(month) ?? 0) + 1);
  }
  groups.push(summary(null as unknown as string, [...byPlatform.values()].flat().length));
  for (const [value, records] of totals) groups.push({ ...monthGroups('', [value])[0], platform: null, records });
  return assembleRecordFigures(groups);
}
const monthsFrom = (start: number, count: number) => Array.from({ length: count }, (_, i) => `${2020 + Math.floor((start + i) / 12)}-${String(((start + i) % 12) + 1).padStart(2, '0')}`);

describe('platformFiguresFrom', () => {
  it('gives what counting the platform alone gives when its months are all in view', () => {
    const platforms = new Map([['a', monthsFrom(0, 10)], ['b', monthsFrom(3, 4)]]);
    const all = answerFor(platforms);
    for (const [key, months] of platforms) expect(platformFiguresFrom(all, key)).toEqual(answerFor(new Map([[key, months]])));
  });

  it('gives the same window for a platform with records at both ends of a full window, and refuses when it cannot tell', () => {
    const long = monthsFrom(0, FIGURE_MONTHS + 6);
    const platforms = new Map([['a', long], ['b', long.slice(0, -1)], ['c', long.slice(7)]]);
    const all = answerFor(platforms);
    expect(platformFiguresFrom(all, 'a')).toEqual(answerFor(new Map([['a', long]])));
    // b's latest month is not the window's: its own window starts earlier, out of this answer's view.
    expect(platformFiguresFrom(all, 'b')).toBeNull();
    // c has no record in the window's first month: whether it had earlier ones is not in view.
    expect(platformFiguresFrom(all, 'c')).toBeNull();
    expect(platformFiguresFrom(all, 'nowhere')).toBeNull();
  });
});
