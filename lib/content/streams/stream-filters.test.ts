import { DEFAULT_STREAM_FILTERS, hasActiveFilters, parseStreamFilters, streamCatalogueArguments, streamFiltersQuery } from './stream-filters';

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
    expect(parseStreamFilters({ page: 'abc' }).page).toBe(1);
    expect(parseStreamFilters({ page: '2.5' }).page).toBe(1);
  });

  it('keeps deep page numbers, so a catalogue of 100,000 streams can be paged to its end', () => {
    expect(parseStreamFilters({ page: '8334' }).page).toBe(8334);
    expect(parseStreamFilters({ page: '99999999999' }).page).toBe(100_000);
  });

  it('reads control characters and highlight marks in the search as spaces', () => {
    expect(parseStreamFilters({ q: 'appeal\u0000\u0007queue\ue000' }).search).toBe('appeal queue');
    expect(parseStreamFilters({ q: '\u0001\u0002' }).search).toBe('');
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

describe('streamCatalogueArguments', () => {
  it('asks for active streams by default, and for every status with no status at all', () => {
    expect(streamCatalogueArguments(DEFAULT_STREAM_FILTERS)).toEqual({ status: 'ACTIVE' });
    expect(streamCatalogueArguments({ ...DEFAULT_STREAM_FILTERS, status: 'ALL' })).toEqual({});
  });

  it('passes every choice and the search text, leaving out what was not chosen', () => {
    const filters = parseStreamFilters({ q: 'appeal queue', genre: 'Information Warfare', language: 'German', status: 'pending', featured: '1', page: '4' });
    expect(streamCatalogueArguments(filters)).toEqual({ status: 'PENDING', genre: 'Information Warfare', language: 'German', isFeaturedOnly: true, query: 'appeal queue' });
  });
});
