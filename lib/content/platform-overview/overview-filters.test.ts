import { hasOverviewFilters, overviewFiltersQuery, parseOverviewFilters, toStatisticsFilters } from './overview-filters';

describe('the /platforms filters', () => {
  it('reads a year, a state and an appeal status, in any case', () => {
    const filters = parseOverviewFilters({ year: '2021', state: 'Lifted', appeal: 'pending' });
    expect(filters).toEqual({ year: 2021, state: 'lifted', appeal: 'PENDING' });
    expect(toStatisticsFilters(filters)).toEqual({ year: 2021, isActive: false, appealStatus: 'PENDING' });
    expect(overviewFiltersQuery(filters)).toBe('?year=2021&state=lifted&appeal=pending');
  });

  it('ignores anything malformed, inherited names included', () => {
    const filters = parseOverviewFilters({ year: '20x1', state: ['__proto__'], appeal: 'constructor' });
    expect(filters).toEqual({ year: null, state: null, appeal: null });
    expect(hasOverviewFilters(filters)).toBe(false);
    expect(toStatisticsFilters(filters)).toEqual({ year: null, isActive: null, appealStatus: null });
  });
});
