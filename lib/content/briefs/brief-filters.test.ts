import { briefFiltersQuery, filterBriefs, hasActiveFilters, parseBriefFilters } from './brief-filters';
import { briefSummary } from './brief-fixtures.test-helper';

const briefs = [
  briefSummary({ id: 'a', categories: ['Stoicism'], tags: ['Appeals', 'Mindset'], warfareTags: ['Deplatforming'] }),
  briefSummary({ id: 'b', categories: ['Power'], tags: ['Appeals'], warfareTags: ['Censorship'] }),
  briefSummary({ id: 'c', categories: ['Stoicism', 'Power'], tags: ['Money'], warfareTags: ['Deplatforming', 'Censorship'] }),
];
const ids = (list: { id: string }[]) => list.map((brief) => brief.id);

describe('the briefs listing filters', () => {
  it('reads category, tag, warfare tag and page from the query string', () => {
    expect(parseBriefFilters({ category: 'Stoicism', tag: ' Appeals ', warfare: 'Deplatforming', page: '2' })).toEqual({
      category: 'Stoicism',
      tag: 'Appeals',
      warfareTag: 'Deplatforming',
      page: 2,
    });
  });

  it.each([
    ['no parameters', {}],
    ['a page that is not a number', { page: 'two' }],
    ['page zero', { page: '0' }],
    ['a fractional page', { page: '1.5' }],
    ['empty choices', { category: '', tag: '   ' }],
    ['a choice too long to be real', { category: 'x'.repeat(81) }],
  ])('falls back to no filter and page 1 for %s', (_name, params) => {
    expect(parseBriefFilters(params)).toEqual({ category: null, tag: null, warfareTag: null, page: 1 });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseBriefFilters({ tag: ['Money', 'Appeals'] }).tag).toBe('Money');
  });

  it('writes a short, shareable query string that leaves out defaults', () => {
    const filters = parseBriefFilters({ category: 'Stoicism', page: '3' });
    expect(briefFiltersQuery(filters)).toBe('?category=Stoicism&page=3');
    expect(briefFiltersQuery(filters, { page: 1 })).toBe('?category=Stoicism');
    expect(briefFiltersQuery(filters, { category: null, page: 1 })).toBe('');
    expect(briefFiltersQuery(filters, { tag: 'Terms of service' })).toBe('?category=Stoicism&tag=Terms+of+service&page=3');
  });

  it('keeps briefs that match every chosen filter, ignoring case', () => {
    expect(ids(filterBriefs(briefs, { category: 'stoicism', tag: null, warfareTag: null }))).toEqual(['a', 'c']);
    expect(ids(filterBriefs(briefs, { category: 'Stoicism', tag: null, warfareTag: 'censorship' }))).toEqual(['c']);
    expect(ids(filterBriefs(briefs, { category: null, tag: 'Appeals', warfareTag: 'Censorship' }))).toEqual(['b']);
    expect(ids(filterBriefs(briefs, { category: null, tag: 'Nothing', warfareTag: null }))).toEqual([]);
  });

  it('keeps every brief when nothing is chosen', () => {
    const none = { category: null, tag: null, warfareTag: null };
    expect(hasActiveFilters(none)).toBe(false);
    expect(ids(filterBriefs(briefs, none))).toEqual(['a', 'b', 'c']);
  });
});
