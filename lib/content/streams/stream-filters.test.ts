import { DEFAULT_STREAM_FILTERS, hasActiveFilters, parseStreamFilters, streamFiltersQuery } from './stream-filters';

describe('parseStreamFilters', () => {
  it('falls back to active streams, page one, no search', () => {
    expect(parseStreamFilters({})).toEqual(DEFAULT_STREAM_FILTERS);
  });

  it('reads every choice of the form', () => {
    expect(parseStreamFilters({ q: '  the   appeal ', genre: 'Stoicism', language: 'English', status: 'pending', featured: '1', page: '2' })).toEqual({
      search: 'the appeal',
      genre: 'Stoicism',
      language: 'English',
      status: 'PENDING',
      isFeaturedOnly: true,
      page: 2,
    });
  });

  it('ignores an unknown status, a bad page and an overlong choice', () => {
    const filters = parseStreamFilters({ status: 'DELETED', page: '-3', genre: 'x'.repeat(200) });
    expect(filters).toMatchObject({ status: 'ACTIVE', page: 1, genre: null });
  });

  it('takes the first of repeated parameters and cuts a long search', () => {
    const filters = parseStreamFilters({ q: ['a'.repeat(300), 'b'], status: ['all', 'active'] });
    expect(filters.search).toHaveLength(80);
    expect(filters.status).toBe('ALL');
  });
});

describe('streamFiltersQuery', () => {
  it('leaves defaults out of the address', () => {
    expect(streamFiltersQuery(DEFAULT_STREAM_FILTERS)).toBe('');
  });

  it('writes the choices and applies changes', () => {
    const filters = parseStreamFilters({ q: 'seneca', status: 'inactive', page: '3' });
    expect(streamFiltersQuery(filters, { page: 1 })).toBe('?q=seneca&status=inactive');
    expect(streamFiltersQuery(filters)).toBe('?q=seneca&status=inactive&page=3');
  });

  it('round-trips through the parser', () => {
    const filters = parseStreamFilters({ q: 'a & b', genre: 'Information Warfare', featured: 'on', status: 'all' });
    expect(parseStreamFilters(Object.fromEntries(new URLSearchParams(streamFiltersQuery(filters))))).toEqual(filters);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the default view and true once anything is chosen', () => {
    expect(hasActiveFilters(DEFAULT_STREAM_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_STREAM_FILTERS, status: 'ALL' })).toBe(true);
  });
});
