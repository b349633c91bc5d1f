import { splitHighlights } from '../../../lib/content/search/split-highlights';
import { profileIdsOf, profileNamesOf, toSearchResults, type OpenSearchMultiGetResponse, type OpenSearchResponse } from './opensearch-answer';
import { readSearchRequest } from './search-request';

const [S, E] = ['\uE000', '\uE001'];

/** A `_search` response as OpenSearch's Search API documents it (took, timed_out, _shards, hits, aggregations). */
const searchResponse: OpenSearchResponse & Record<string, unknown> = {
  took: 12,
  timed_out: false,
  _shards: { total: 6, successful: 6, skipped: 0, failed: 0 },
  hits: {
    total: { value: 3, relation: 'eq' },
    max_score: null,
    hits: [
      {
        _index: 'search-brief',
        _id: 'b1',
        _score: 7.25,
        _source: { id: 'b1', title: 'Throttled <img src=x onerror=alert(1)>', description: 'How the account was throttled', slug: 'throttled', username: 'ana', blogDate: '2024-05-02', status: 'PUBLISHED' },
        highlight: { title: [`${S}Throttled${E} <img src=x onerror=alert(1)>`], description: [`How the account was ${S}throttled${E}`] },
        sort: [7.25, '2024-05-02', 'search-brief', 'b1'],
      },
      {
        _index: 'search-ban',
        _id: 'ban1',
        _score: 3.5,
        _source: { id: 'ban1', profileId: 'p1', platformId: 'YOUTUBE', dateOfBan: '2024-03-01', isActive: true, explanation: 'Channel throttled then removed' },
        highlight: { explanation: [`Channel ${S}throttled${E} then removed`] },
        sort: [3.5, '2024-03-01', 'search-ban', 'ban1'],
      },
      {
        _index: 'search-shadowban',
        _id: 's1',
        _score: 0,
        _source: { id: 's1', profileId: 'hidden', platform: 'x', date: '2023-01-09', appealStatus: 'PENDING', verification: 'CORROBORATED', description: 'Replies hidden' },
        highlight: { description: ['Replies hidden'] },
        sort: [0, '2023-01-09', 'search-shadowban', 's1'],
      },
      { _index: 'some-other-index', _id: 'x', _score: 1, _source: { id: 'x' } },
    ],
  },
  aggregations: {
    kinds: {
      doc_count: 60,
      kinds: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 'search-brief', doc_count: 41 },
          { key: 'search-ban', doc_count: 17 },
          { key: 'search-shadowban', doc_count: 2 },
        ],
      },
    },
    // Terms aggregations (Aggregations API: key, doc_count) and a date histogram (key in epoch ms, key_as_string in the asked format).
    'facet:platform:BAN': { doc_count: 17, values: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: 'youtube', doc_count: 12 }, { key: 'x', doc_count: 5 }] } },
    'facet:platform:SHADOWBAN': { doc_count: 2, values: { buckets: [{ key: 'x', doc_count: 2 }] } },
    'facet:appealStatus:BAN': { doc_count: 17, values: { buckets: [{ key: 'NONE', doc_count: 10 }, { key: 'PENDING', doc_count: 7 }] } },
    'facet:year:BRIEF': { doc_count: 41, values: { buckets: [{ key_as_string: '2023', key: 1672531200000, doc_count: 0 }, { key_as_string: '2024', key: 1704067200000, doc_count: 41 }] } },
    'facet:year:BAN': { doc_count: 17, values: { buckets: [{ key_as_string: '2024', key: 1704067200000, doc_count: 17 }] } },
    'facet:unknown:BAN': { doc_count: 1, values: { buckets: [{ key: 'z', doc_count: 1 }] } },
    somethingElse: { doc_count: 3 },
  },
} as never;

/** An `_mget` response as the Multi-get API documents it: found documents with their source, and not-found ones. */
const profiles: OpenSearchMultiGetResponse = {
  docs: [
    { _index: 'search-creator', _id: 'p1', _version: 3, _seq_no: 9, _primary_term: 1, found: true, _source: { username: 'ana', displayName: `Ana ${S}B${E}` } } as never,
    { _index: 'search-creator', _id: 'hidden', found: false } as never,
  ],
};

describe('the answer of a search, from OpenSearch\'s response', () => {
  const request = readSearchRequest({ q: 'throttled' });
  const results = toSearchResults(request, searchResponse, profileNamesOf(profiles));

  it('totals and counts per kind from the response, every kind listed', () => {
    expect(results).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(results.counts).toEqual([
      { kind: 'CREATOR', count: 0 },
      { kind: 'BRIEF', count: 41 },
      { kind: 'BAN', count: 17 },
      { kind: 'SHADOWBAN', count: 2 },
      { kind: 'PERSONALITY', count: 0 },
      { kind: 'STREAM', count: 0 },
    ]);
  });

  it('sums each facet’s values over the kinds counted, in the local order, leaving out empty buckets and unknown aggregations', () => {
    expect(results.facets).toEqual([
      { facet: 'platform', value: 'youtube', count: 12 },
      { facet: 'platform', value: 'x', count: 7 },
      { facet: 'appealStatus', value: 'NONE', count: 10 },
      { facet: 'appealStatus', value: 'PENDING', count: 7 },
      { facet: 'year', value: '2024', count: 58 },
    ]);
  });

  it('maps each hit to the local SearchHit shape, in the order OpenSearch ranked them, dropping unknown indexes', () => {
    expect(results.hits).toEqual([
      {
        kind: 'BRIEF', id: 'b1', rank: 7.25, title: `${S}Throttled${E} <img src=x onerror=alert(1)>`, snippet: `How the account was ${S}throttled${E}`,
        slug: 'throttled', username: 'ana', displayName: null, name: null, platform: null, date: '2024-05-02', appealStatus: null, isActive: null, verification: null,
      },
      {
        kind: 'BAN', id: 'ban1', rank: 3.5, title: null, snippet: `Channel ${S}throttled${E} then removed`,
        slug: null, username: 'ana', displayName: 'Ana B', name: null, platform: 'youtube', date: '2024-03-01', appealStatus: 'NONE', isActive: true, verification: 'SELF_REPORTED',
      },
      {
        kind: 'SHADOWBAN', id: 's1', rank: 0, title: null, snippet: 'Replies hidden',
        slug: null, username: null, displayName: null, name: null, platform: 'x', date: '2023-01-09', appealStatus: 'PENDING', isActive: null, verification: 'CORROBORATED',
      },
    ]);
  });

  it('keeps a record\'s markup as text: the site escapes it and marks only what the search matched', () => {
    expect(splitHighlights(results.hits[0].title)).toEqual([
      { text: 'Throttled', isHighlighted: true },
      { text: ' <img src=x onerror=alert(1)>', isHighlighted: false },
    ]);
  });

  it('looks up the profiles of the page\'s bans and reports only', () => {
    expect(profileIdsOf(searchResponse)).toEqual(['p1', 'hidden']);
  });

  it('ranks every hit 0 when ordered by date, as the local search does', () => {
    const byDate = toSearchResults(readSearchRequest({ q: 'throttled', sort: 'NEWEST' }), searchResponse);
    expect(byDate.hits.map((hit) => hit.rank)).toEqual([0, 0, 0]);
  });

  it('takes the snippet from matched fragments first, else the start of the text, never a mark the record held', () => {
    const response: OpenSearchResponse = {
      hits: {
        total: { value: 2, relation: 'eq' },
        hits: [
          {
            _index: 'search-personality', _id: 'n1', _score: 1,
            _source: { id: 'n1', name: 'n', displayName: `Nell ${S}`, slug: 'nell', bio: 'Bio', description: 'Desc' },
            highlight: { bio: ['Bio start'], description: [`one ${S}a${E}`, `two ${S}b${E}`] },
            sort: [1],
          },
          { _index: 'search-stream', _id: 't1', _score: 1, _source: { id: 't1', title: `T${E}`, description: 'Plain description' }, sort: [1] },
        ],
      },
    };
    const [personality, stream] = toSearchResults(request, response).hits;
    expect(personality).toMatchObject({ title: 'Nell ', snippet: `one ${S}a${E} … two ${S}b${E}` });
    expect(stream).toMatchObject({ title: 'T', snippet: 'Plain description' });
  });

  it('answers nothing found when nothing was asked', () => {
    expect(toSearchResults(request, null)).toEqual({ total: 0, page: 1, pageSize: 20, counts: expect.any(Array), facets: [], hits: [] });
  });
});
