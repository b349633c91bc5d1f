import { countTicks, describeMedianDays, describeShare, formatShare, monthLabel, monthTicks, restrictionCount, restrictionRows, shortMedianDays, shortShare, verificationRows, verifiedCount } from './record-figure-view';

describe('shares and medians as the platform pages print them', () => {
  it('gives the counts beside the percentage, and says so when nothing was decided', () => {
    expect(describeShare(12, 40, 'decided appeals', 'No decided appeals yet')).toBe('12 of 40 decided appeals, 30%');
    expect(describeShare(3, 40, 'decided appeals', 'none')).toBe('3 of 40 decided appeals, 7.5%');
    expect(describeShare(1, 3, 'records', 'none')).toBe('1 of 3 records, 33%');
    expect(describeShare(0, 0, 'decided appeals', 'No decided appeals yet')).toBe('No decided appeals yet');
    expect(describeShare(1500, 3000, 'records', 'none')).toBe('1,500 of 3,000 records, 50%');
    expect(formatShare(1, 200)).toBe('0.5%');
    expect(formatShare(0, 5)).toBe('0%');
  });

  it('gives the median days with n, or says why there is none', () => {
    expect(describeMedianDays({ appealsTimed: 0, medianDaysToDecision: null, appealsDecided: 0 })).toBe('No decided appeals yet');
    // Decided appeals (appealStatus) without dated FILED and decision events cannot be timed: said as such.
    expect(describeMedianDays({ appealsTimed: 0, medianDaysToDecision: null, appealsDecided: 15 })).toBe('None of the 15 decided appeals has dated events');
    expect(describeMedianDays({ appealsTimed: 0, medianDaysToDecision: null, appealsDecided: 1 })).toBe('The decided appeal has no dated events');
    expect(describeMedianDays({ appealsTimed: 7, medianDaysToDecision: 12, appealsDecided: 9 })).toBe('12 days (n = 7)');
    expect(describeMedianDays({ appealsTimed: 2, medianDaysToDecision: 12.5, appealsDecided: 2 })).toBe('12.5 days (n = 2)');
    expect(describeMedianDays({ appealsTimed: 1, medianDaysToDecision: 1, appealsDecided: 1 })).toBe('1 day (n = 1)');
  });

  it('fits compact cells: counts with the share, or a dash for none', () => {
    expect(shortShare(1, 3)).toBe('1 of 3 (33%)');
    expect(shortShare(0, 0)).toBe('–');
    expect(shortMedianDays({ appealsTimed: 4, medianDaysToDecision: 6 })).toBe('6 days');
    expect(shortMedianDays({ appealsTimed: 1, medianDaysToDecision: 1 })).toBe('1 day');
    expect(shortMedianDays({ appealsTimed: 0, medianDaysToDecision: null })).toBe('–');
  });
});

describe('restriction and verification rows', () => {
  const bans = { restrictions: [{ value: 'DECISION_ACCOUNT_SUSPENDED', count: 5 }, { value: 'DECISION_ACCOUNT_TERMINATED', count: 2 }, { value: '', count: 4 }] };
  const reports = { restrictions: [{ value: 'DECISION_VISIBILITY_CONTENT_DEMOTED', count: 9 }] };

  it('lists each category with records, its values, then "Type not given", in the enums’ order', () => {
    const rows = restrictionRows([bans, reports]);
    expect(rows.map((row) => row.label)).toEqual(['Visibility of content', 'Content demoted', 'Account', 'Account suspended', 'Account terminated', 'Type not given']);
    const account = rows.find((row) => row.key === 'DECISION_ACCOUNT');
    expect(account && restrictionCount(bans, account)).toBe(7);
    expect(account && restrictionCount(reports, account)).toBe(0);
    const notGiven = rows.find((row) => row.key === '');
    expect(notGiven && restrictionCount(bans, notGiven)).toBe(4);
  });

  it('counts the verified share from corroborated and confirmed records, every level listed', () => {
    const figures = { verification: [{ value: 'SELF_REPORTED', count: 10 }, { value: 'CORROBORATED', count: 3 }, { value: 'CONFIRMED', count: 2 }, { value: 'DISPUTED', count: 1 }] };
    expect(verifiedCount(figures)).toBe(5);
    expect(verificationRows(figures).map((row) => [row.label, row.count])).toEqual([
      ['Self-reported', 10],
      ['Evidence attached', 0],
      ['Corroborated', 3],
      ['Confirmed', 2],
      ['Disputed', 1],
    ]);
  });

  it('labels a chart’s axes: both ends and each January between, and round counts', () => {
    const months = Array.from({ length: 24 }, (_, index) => `${2024 + Math.floor((index + 11) / 12)}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`);
    expect(months[0]).toBe('2024-12');
    expect(monthTicks(months)).toEqual([
      { index: 0, label: 'Dec 2024' },
      { index: 13, label: '2026' },
      { index: 23, label: 'Nov 2026' },
    ]);
    expect(monthTicks(['2025-01'])).toEqual([{ index: 0, label: 'Jan 2025' }]);
    expect(countTicks(0)).toEqual([0]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(5)).toEqual([0, 3, 6]);
    expect(countTicks(4)).toEqual([0, 2, 4]);
  });

  it('names months', () => {
    expect(monthLabel('2024-03')).toBe('Mar 2024');
    expect(monthLabel('2023-12')).toBe('Dec 2023');
  });
});
