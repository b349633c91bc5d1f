import { buildSearchFilter, buildStreamFilter, spellingsOf } from './build-stream-filter';
import { DEFAULT_STREAM_FILTERS } from './stream-filters';

describe('buildStreamFilter', () => {
  it('shows only ACTIVE streams by default', () => {
    expect(buildStreamFilter(DEFAULT_STREAM_FILTERS)).toEqual({ status: { eq: 'ACTIVE' } });
  });

  it('has no filter at all for every status and nothing else chosen', () => {
    expect(buildStreamFilter({ ...DEFAULT_STREAM_FILTERS, status: 'ALL' })).toBeNull();
  });

  it('combines status, genre, language and featured with and', () => {
    expect(buildStreamFilter({ ...DEFAULT_STREAM_FILTERS, status: 'PENDING', genre: 'Information Warfare', language: 'German', isFeaturedOnly: true })).toEqual({
      and: [{ status: { eq: 'PENDING' } }, { genre: { contains: 'Information Warfare' } }, { language: { eq: 'German' } }, { featured: { eq: true } }],
    });
  });

  it('adds the search as one more condition', () => {
    const filter = buildStreamFilter({ ...DEFAULT_STREAM_FILTERS, search: 'appeal' });
    expect(filter?.and).toHaveLength(2);
    expect(filter?.and?.[1]).toEqual(buildSearchFilter('appeal'));
  });
});

describe('buildSearchFilter', () => {
  it('is no filter for an empty search', () => {
    expect(buildSearchFilter('')).toBeNull();
  });

  it('asks for every word in the text fields in its usual spellings, or among the tags', () => {
    const filter = buildSearchFilter('appeal queue');
    const everyWord = filter?.or?.[0];
    expect(everyWord?.and).toHaveLength(2);
    const firstWord = everyWord?.and?.[0].or ?? [];
    expect(firstWord).toContainEqual({ title: { contains: 'Appeal' } });
    expect(firstWord).toContainEqual({ description: { contains: 'appeal' } });
    expect(firstWord).toContainEqual({ director: { contains: 'APPEAL' } });
    expect(firstWord).toContainEqual({ tags: { contains: 'appeal' } });
  });

  it('also matches the whole phrase as a cast member or a genre in Title Case', () => {
    const filter = buildSearchFilter('keira HOLLOWAY');
    expect(filter?.or).toContainEqual({ cast: { contains: 'Keira Holloway' } });
    expect(filter?.or).toContainEqual({ genre: { contains: 'Keira Holloway' } });
  });

  it('uses at most five words, so a pasted paragraph cannot make a huge query', () => {
    const filter = buildSearchFilter('one two three four five six seven');
    expect(filter?.or?.[0].and).toHaveLength(5);
  });
});

describe('spellingsOf', () => {
  it('lists each spelling once', () => {
    expect(spellingsOf('seneca')).toEqual(['seneca', 'Seneca', 'SENECA']);
    expect(spellingsOf('DeBoost')).toEqual(['DeBoost', 'deboost', 'Deboost', 'DEBOOST']);
  });
});
