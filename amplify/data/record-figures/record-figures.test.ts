import { assembleRecordFigures, monthWindow, type FigureGroup } from './record-figures';

const group = (fields: Partial<FigureGroup> & Pick<FigureGroup, 'model' | 'dimension'>): FigureGroup => ({
  platform: null,
  value: null,
  records: 0,
  decided: 0,
  restored: 0,
  partiallyRestored: 0,
  timed: 0,
  medianDays: null,
  ...fields,
});

describe('the months a chart covers', () => {
  it('ends with the latest month with records and goes back 24 months, none before the first', () => {
    expect(monthWindow(['2024-03', '2021-01', 'junk', '2024-13'])).toHaveLength(24);
    expect(monthWindow(['2024-03', '2021-01']).slice(0, 2)).toEqual(['2022-04', '2022-05']);
    expect(monthWindow(['2024-03', '2021-01']).at(-1)).toBe('2024-03');
    expect(monthWindow(['2023-11', '2024-02'])).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthWindow(['2023', ''])).toEqual([]);
  });
});

describe('assembleRecordFigures', () => {
  const groups: FigureGroup[] = [
    group({ model: 'PlatformBan', dimension: 'summary', records: 10, decided: 4, restored: 1, partiallyRestored: 1, timed: 3, medianDays: 7 }),
    group({ model: 'PlatformBan', dimension: 'restriction', value: 'DECISION_ACCOUNT_SUSPENDED', records: 6 }),
    group({ model: 'PlatformBan', dimension: 'restriction', value: 'NOT_A_VALUE', records: 1 }),
    group({ model: 'PlatformBan', dimension: 'restriction', value: '', records: 3 }),
    group({ model: 'PlatformBan', dimension: 'verification', value: 'CONFIRMED', records: 2 }),
    group({ model: 'PlatformBan', dimension: 'verification', value: '', records: 7 }),
    group({ model: 'PlatformBan', dimension: 'verification', value: 'weird', records: 1 }),
    group({ model: 'PlatformBan', dimension: 'month', value: '2024-01', records: 4 }),
    group({ model: 'PlatformBan', dimension: 'month', value: '2024-03', records: 5 }),
    group({ model: 'PlatformBan', dimension: 'month', value: '', records: 1 }),
    group({ model: 'PlatformBan', platform: 'youtube', dimension: 'summary', records: 10 }),
    group({ model: 'ShadowbanExperience', platform: 'x', dimension: 'summary', records: 0, timed: 0, medianDays: 3 }),
  ];

  it('reads unknown restrictions as not given, unknown levels as self-reported, fills empty months', () => {
    const answer = assembleRecordFigures(groups);
    expect(answer.months).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(answer.total.bans).toEqual({
      records: 10,
      restrictions: [
        { value: 'DECISION_ACCOUNT_SUSPENDED', count: 6 },
        { value: '', count: 4 },
      ],
      appealsDecided: 4,
      appealsRestored: 1,
      appealsPartiallyRestored: 1,
      appealsTimed: 3,
      medianDaysToDecision: 7,
      verification: [
        { value: 'SELF_REPORTED', count: 8 },
        { value: 'EVIDENCE_ATTACHED', count: 0 },
        { value: 'CORROBORATED', count: 0 },
        { value: 'CONFIRMED', count: 2 },
        { value: 'DISPUTED', count: 0 },
      ],
      perMonth: [4, 0, 5],
      undated: 1,
    });
    expect(answer.total.shadowbanReports.records).toBe(0);
    expect(answer.byPlatform.map((row) => row.key)).toEqual(['x', 'youtube']);
    // No timed appeal: no median, whatever the group says.
    expect(answer.byPlatform[0].shadowbanReports.medianDaysToDecision).toBeNull();
  });
});
