import { toSearchPage } from './run-search';
import { searchMetadata } from './search-metadata';
import type { SearchQuery } from './search-params';
import type { SearchResultsWire } from './search-types';

const ORIGIN = 'https://bans.example.org';
const found = (query: SearchQuery, total: number) =>
  searchMetadata(
    {
      status: 'found',
      page: toSearchPage(query, {
        total,
        pageSize: 20,
        counts: [],
        hits: [],
      } as unknown as SearchResultsWire),
    },
    ORIGIN,
  );

describe('what search engines are told about a search', () => {
  it('indexes the record browsed whole under /search', () => {
    const metadata = found({ q: '', page: 1 }, 2400);
    expect(metadata).toMatchObject({
      alternates: { canonical: 'https://bans.example.org/search' },
      robots: { index: true, follow: true },
    });
    expect(metadata.description).toMatch(/^2,400 public records, browsed by platform/);
  });

  it('indexes a plain query’s first page under its one canonical address, with a description that counts', () => {
    const metadata = found({ q: 'shadowban x', page: 1 }, 1234);
    expect(metadata).toMatchObject({
      title: 'Search: shadowban x',
      alternates: { canonical: 'https://bans.example.org/search?q=shadowban+x' },
      robots: { index: true, follow: true },
    });
    expect(metadata.description).toMatch(/^1,234 public records matching “shadowban x”: creators, briefs/);
  });

  it('keeps filtered, paged, empty and refused searches out of the index but follows their links', () => {
    for (const metadata of [
      found({ q: 'ban', page: 2 }, 50),
      found({ q: 'ban', page: 1, platform: 'x' }, 50),
      found({ q: 'ban', page: 1, year: 2024 }, 50),
      found({ q: 'zzzz', page: 1 }, 0),
      searchMetadata({ status: 'invalid', message: 'year must be a year' }),
      found({ q: '', page: 1, platform: 'x' }, 50),
      found({ q: '', page: 1, restriction: 'DECISION_ACCOUNT' }, 50),
      found({ q: '', page: 1, sort: 'OLDEST' }, 50),
      found({ q: 'ban', page: 1, dateFrom: '2024-01-01' }, 50),
    ]) {
      expect(metadata.robots).toEqual({ index: false, follow: true });
    }
    expect(found({ q: 'ban', page: 2 }, 50).alternates).toEqual({
      canonical: 'https://bans.example.org/search?q=ban',
    });
  });
});
