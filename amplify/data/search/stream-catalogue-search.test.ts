import { readStreamCatalogueFilters } from '../statistics/stream-catalogue-filters';
import type { SearchIndexPort } from './search-on-index';
import { buildStreamCatalogueSearch, searchStreamCatalogue, STREAM_SEARCH_WINDOW, toStreamCatalogueEntries, type StreamSearchFilters } from './stream-catalogue-search';

type Clause = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A STREAMS request's filters as listContentEntries reads them (readStreamCatalogueFilters). */
function filtersOf(args: Record<string, unknown>): StreamSearchFilters {
  const { query, ...filters } = readStreamCatalogueFilters(args);
  if (query === undefined) throw new Error('no words');
  return { ...filters, query };
}
const built = (args: Record<string, unknown>, window = { offset: 0, limit: 24 }) => {
  const search = buildStreamCatalogueSearch(filtersOf(args), window);
  if (!search) throw new Error('no request');
  return { path: search.path, body: search.body as Clause };
};

/** A `_search` answer as the Search API documents it (hits.total with relation, hits with _index, _id, _score, _source, sort). */
const ANSWER = {
  took: 4,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: {
    total: { value: 31, relation: 'eq' },
    max_score: null,
    hits: [
      { _index: 'search-stream', _id: 's2', _score: null, _source: { id: 's2', slug: 'the-lighthouse', updatedAt: '2024-03-01T10:00:00.000Z' }, sort: [1, '2024-02-01', 'the lighthouse', 's2'] },
      // No slug, an updatedAt that is no text: no key, no date (the facts read them so).
      { _index: 'search-stream', _id: 's9', _score: null, _source: { id: 's9', updatedAt: 7 }, sort: [null, null, 'zeta', 's9'] },
      { _index: 'search-stream', _id: 's4', _score: null, _source: { slug: 'only-the-id-outside' }, sort: [null, null, null, 's4'] },
    ],
  },
};

describe('the stream catalogue’s search on OpenSearch (Search API request body)', () => {
  it('matches the words over title and description, every word required, in the stream index only', () => {
    const { path, body } = built({ query: 'lighthouse keeper' });
    expect(path).toBe('/search-stream/_search?ignore_unavailable=true');
    expect(body.query).toEqual({
      bool: { filter: [{ simple_query_string: { query: 'lighthouse keeper', fields: ['title', 'description'], default_operator: 'and', flags: 'AND|OR|NOT|PHRASE|WHITESPACE' } }] },
    });
    // websearch syntax as contentSearch reads it: phrases, `or`, excluded words.
    expect(built({ query: '"old light" -storm or fog' }).body.query.bool.filter[0].simple_query_string.query).toBe('"old light" -storm | fog');
  });

  it('adds each filter as the local SQL applies it: status (missing is PENDING), a genre or language key, featured', () => {
    const { body } = built({ query: 'alpha', status: 'ACTIVE', genre: ' Drama ', language: 'ENGLISH', isFeaturedOnly: true });
    expect(body.query.bool.filter.slice(1)).toEqual([{ term: { status: 'ACTIVE' } }, { term: { genre: 'drama' } }, { term: { language: 'english' } }, { term: { isFeatured: true } }]);
    expect(built({ query: 'alpha', status: 'PENDING', isFeaturedOnly: false }).body.query.bool.filter.slice(1)).toEqual([
      { bool: { should: [{ term: { status: 'PENDING' } }, { bool: { must_not: [{ exists: { field: 'status' } }] } }], minimum_should_match: 1 } },
    ]);
  });

  it('orders as the catalogue (chart position, newest added, sorted title, each none last; id), pages by from/size and counts exactly', () => {
    const { body } = built({ query: 'alpha' }, { offset: 48, limit: 24 });
    expect(body.sort).toEqual([
      { chartPosition: { order: 'asc', missing: '_last' } },
      { addedOn: { order: 'desc', missing: '_last' } },
      { 'title.sort': { order: 'asc', missing: '_last' } },
      { id: { order: 'asc' } },
    ]);
    expect(body).toMatchObject({ from: 48, size: 24, track_total_hits: true, _source: ['id', 'slug', 'updatedAt'] });
  });

  it('asks nothing when the words are all operators (nothing matches, as websearch_to_tsquery’s empty query)', async () => {
    expect(buildStreamCatalogueSearch(filtersOf({ query: '"" -' }), { offset: 0, limit: 5 })).toBeNull();
    const port = { post: jest.fn() };
    await expect(searchStreamCatalogue(filtersOf({ query: '"" -' }), { offset: 0, limit: 5 }, port)).resolves.toEqual({ total: 0, entries: [] });
    expect(port.post).not.toHaveBeenCalled();
  });
});

describe('the stream catalogue’s search answer (Search API response body)', () => {
  it('is the total and each hit’s id, slug and updatedAt as the local list shows them', () => {
    expect(toStreamCatalogueEntries(ANSWER)).toEqual({
      total: 31,
      entries: [
        { id: 's2', key: 'the-lighthouse', updatedAt: '2024-03-01T10:00:00.000Z' },
        { id: 's9', key: null, updatedAt: '7' },
        { id: 's4', key: 'only-the-id-outside', updatedAt: null },
      ],
    });
    // An older total (a number), and an answer with no hits.
    expect(toStreamCatalogueEntries({ hits: { total: 3, hits: [] } })).toEqual({ total: 3, entries: [] });
    expect(toStreamCatalogueEntries({})).toEqual({ total: 0, entries: [] });
  });

  it('posts the request through the port and maps its answer', async () => {
    const port: SearchIndexPort = { post: jest.fn().mockResolvedValue(ANSWER) };
    const answer = await searchStreamCatalogue(filtersOf({ query: 'lighthouse', genre: 'drama' }), { offset: 24, limit: 24 }, port);
    expect(answer.total).toBe(31);
    expect(port.post).toHaveBeenCalledWith('/search-stream/_search?ignore_unavailable=true', expect.objectContaining({ from: 24, size: 24 }));
  });

  it('counts a window past OpenSearch’s first: an empty page past the last match, a refusal within more matches', async () => {
    const deep = { offset: STREAM_SEARCH_WINDOW, limit: 24 };
    const few: SearchIndexPort = { post: jest.fn().mockResolvedValue({ hits: { total: { value: 40, relation: 'eq' }, hits: [] } }) };
    await expect(searchStreamCatalogue(filtersOf({ query: 'alpha' }), deep, few)).resolves.toEqual({ total: 40, entries: [] });
    expect((few.post as jest.Mock).mock.calls[0][1]).toEqual({ query: expect.any(Object), size: 0, track_total_hits: true });
    const many: SearchIndexPort = { post: jest.fn().mockResolvedValue({ hits: { total: { value: 20_000, relation: 'eq' }, hits: [] } }) };
    await expect(searchStreamCatalogue(filtersOf({ query: 'alpha' }), deep, many)).rejects.toMatchObject({ name: 'BadRequest', message: expect.stringMatching(/first 10000 matches/) });
    // The last window within it is asked as any other.
    const last: SearchIndexPort = { post: jest.fn().mockResolvedValue(ANSWER) };
    await searchStreamCatalogue(filtersOf({ query: 'alpha' }), { offset: STREAM_SEARCH_WINDOW - 24, limit: 24 }, last);
    expect((last.post as jest.Mock).mock.calls[0][1]).toMatchObject({ from: STREAM_SEARCH_WINDOW - 24, size: 24 });
  });
});
