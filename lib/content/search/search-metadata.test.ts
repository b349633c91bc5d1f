import { toSearchPage } from './run-search';
import { searchMetadata, searchResultHead } from './search-metadata';
import type { SearchQuery } from './search-params';
import type { SearchResultsWire } from './search-types';

const ORIGIN = 'https://bans.example.org';
const metadataOf = (params: Record<string, string>) => searchMetadata(params, ORIGIN);
const headOf = (query: SearchQuery, total: number) =>
  searchResultHead({
    status: 'found',
    page: toSearchPage(query, { total, pageSize: 20, counts: [], hits: [] } as unknown as SearchResultsWire),
  });

describe('what search engines are told about a search address', () => {
  it('indexes the record browsed whole under /search, whatever it holds', () => {
    expect(metadataOf({})).toEqual({
      title: 'Search and browse the record',
      description: null,
      alternates: { canonical: 'https://bans.example.org/search' },
    });
    expect(headOf({ q: '', page: 1 }, 2400)).toEqual({
      description: expect.stringMatching(/^2,400 public records, browsed by platform/),
      isNoindex: false,
    });
    expect(headOf({ q: '', page: 1 }, 0)?.isNoindex).toBe(false);
  });

  it('indexes a plain query’s first page that finds something under its one canonical address, with a description that counts', () => {
    expect(metadataOf({ q: 'shadowban x' })).toEqual({
      title: 'Search: shadowban x',
      description: null,
      alternates: { canonical: 'https://bans.example.org/search?q=shadowban+x' },
    });
    expect(headOf({ q: 'shadowban x', page: 1 }, 1234)).toEqual({
      description: expect.stringMatching(/^1,234 public records matching “shadowban x”: creators, briefs/),
      isNoindex: false,
    });
    // Found nothing: the page keeps it out of the index.
    expect(headOf({ q: 'zzzz', page: 1 }, 0)?.isNoindex).toBe(true);
  });

  it('keeps filtered, sorted, paged and malformed addresses out of the index from the address alone, following their links', () => {
    const addresses: Record<string, string>[] = [
      { q: 'ban', page: '2' },
      { q: 'ban', platform: 'x' },
      { q: 'ban', year: '2024' },
      { platform: 'x' },
      { restriction: 'DECISION_ACCOUNT' },
      { sort: 'oldest' },
      { q: 'ban', from: '2024-01-01' },
      { year: 'soon' },
    ];
    for (const params of addresses) {
      expect([params, metadataOf(params).robots]).toEqual([params, { index: false, follow: true }]);
    }
    expect(metadataOf({ q: 'ban', page: '2' }).alternates).toEqual({ canonical: 'https://bans.example.org/search?q=ban' });
    // A malformed address says everything in its metadata; the page adds nothing.
    expect(metadataOf({ year: 'soon' })).toMatchObject({ title: 'Search', description: expect.stringMatching(/^Search creators/) });
    expect(searchResultHead({ status: 'invalid', message: 'year must be a year' })).toBeNull();
  });

  it('keeps a plain search the API refused or could not run out of the index; a narrowed one is already', () => {
    expect(searchResultHead({ status: 'invalid', message: 'busy', query: { q: 'ban', page: 1 } })).toEqual({
      description: expect.stringMatching(/^Search creators/),
      isNoindex: true,
    });
    expect(searchResultHead({ status: 'invalid', message: 'busy', query: { q: 'ban', page: 2 } })?.isNoindex).toBe(false);
  });
});
