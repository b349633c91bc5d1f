import { buildProfileLookup, buildSearchQuery } from './opensearch-query';
import { readSearchRequest } from './search-request';
import { HIGHLIGHT_END, HIGHLIGHT_START, MAX_SEARCH_PAGE, MAX_SEARCH_PAGE_SIZE } from './search-terms';
import { toSimpleQuery } from './simple-query';

type Clause = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const query = (args: Record<string, unknown>) => {
  const built = buildSearchQuery(readSearchRequest(args));
  if (!built) throw new Error('no query');
  return { path: built.path, body: built.body as Clause };
};
const clauseOf = (body: Clause, index: string): Clause =>
  body.query.bool.should.find((clause: Clause) => clause.bool.filter.some((filter: Clause) => filter.term?._index === index));
/** The filters a kind's hits pass (post_filter), without its index term. */
const filtersOf = (filter: Clause, index: string): Clause[] =>
  filter.bool.should.find((clause: Clause) => clause.bool.filter[0].term._index === index)?.bool.filter.slice(1);

describe('the OpenSearch request of a search (Search API request body)', () => {
  it('searches the six indexes, each kind by its own fields boosted A > B > C > D, every word required', () => {
    const { path, body } = query({ q: 'throttled' });
    expect(path).toBe('/search-creator,search-brief,search-ban,search-shadowban,search-personality,search-stream/_search?ignore_unavailable=true');
    expect(body.query.bool.minimum_should_match).toBe(1);
    expect(body.query.bool.should).toHaveLength(6);
    expect(clauseOf(body, 'search-creator').bool.must).toEqual([
      { simple_query_string: { query: 'throttled', fields: ['displayName^10', 'username^10', 'bio^4'], default_operator: 'and', flags: 'AND|OR|NOT|PHRASE|WHITESPACE' } },
    ]);
    expect(clauseOf(body, 'search-ban').bool.must[0].simple_query_string.fields).toEqual(['explanation^10', 'evidence^4', 'platformId^1']);
    expect(clauseOf(body, 'search-shadowban').bool.must[0].simple_query_string.fields).toEqual([
      'description^10',
      'evidence^4',
      'category^2',
      'restrictionType^2',
      'platform^1',
    ]);
  });

  it('finds a published brief by its body too but scores it by its title and description only', () => {
    const brief = clauseOf(query({ q: 'throttled' }).body, 'search-brief').bool;
    expect(brief.must).toBeUndefined();
    expect(brief.filter).toEqual([
      { term: { _index: 'search-brief' } },
      { term: { status: 'PUBLISHED' } },
      { simple_query_string: expect.objectContaining({ fields: ['title^10', 'description^4', 'longDescription^2'], default_operator: 'and' }) },
    ]);
    expect(brief.should).toEqual([{ simple_query_string: expect.objectContaining({ fields: ['title^10', 'description^4'], default_operator: 'or' }) }]);
  });

  it('counts every kind the filters apply to, and narrows the hits to the kind asked for after counting (post_filter)', () => {
    const { path, body } = query({ q: 'review', kind: 'BAN', page: 3, pageSize: 20 });
    expect(path.split('/')[1].split(',')).toHaveLength(6);
    expect(body.aggs.kinds.aggs).toEqual({ kinds: { terms: { field: '_index', size: 6 } } });
    expect(body.aggs.kinds.filter.bool.should).toHaveLength(6);
    expect(body.post_filter).toEqual({ bool: { should: [{ bool: { filter: [{ term: { _index: 'search-ban' } }] } }], minimum_should_match: 1 } });
    expect(body).toMatchObject({ from: 40, size: 20, track_total_hits: true });
    expect(query({ q: 'review' }).body.post_filter.bool.should).toHaveLength(6);
  });

  it('counts each facet’s values with the other filters applied, on the kinds that have it (as search-facets.ts does locally)', () => {
    const { body } = query({ platform: 'instagram', restriction: 'DECISION_ACCOUNT', appealStatus: 'NONE' });
    const names = Object.keys(body.aggs).filter((name) => name.startsWith('facet:')).sort();
    expect(names).toEqual(
      ['appealStatus', 'platform', 'restriction', 'verification', 'year'].flatMap((facet) => [`facet:${facet}:BAN`, `facet:${facet}:SHADOWBAN`]).sort(),
    );
    const platform = body.aggs['facet:platform:BAN'];
    expect(platform.aggs.values).toEqual({ terms: { field: 'platformId.keyword', size: 100 } });
    // Its own filter left out, the others kept.
    expect(filtersOf(platform.filter, 'search-ban')).toEqual([
      { terms: { dsaRestriction: ['DECISION_ACCOUNT_SUSPENDED', 'DECISION_ACCOUNT_TERMINATED'] } },
      { bool: { should: [{ term: { appealStatus: 'NONE' } }, { bool: { must_not: [{ exists: { field: 'appealStatus' } }] } }], minimum_should_match: 1 } },
    ]);
    expect(body.aggs['facet:appealStatus:SHADOWBAN'].aggs.values).toEqual({ terms: { field: 'appealStatus', size: 100, missing: 'NONE' } });
    expect(body.aggs['facet:verification:BAN'].aggs.values).toEqual({ terms: { field: 'verification', size: 100, missing: 'SELF_REPORTED' } });
    expect(body.aggs['facet:year:BAN'].aggs.values).toEqual({ date_histogram: { field: 'dateOfBan.day', calendar_interval: 'year', format: 'yyyy', min_doc_count: 1 } });
    // Without filters, years count briefs too; a kind asked for narrows every facet to it.
    expect(Object.keys(query({}).body.aggs).filter((name) => name.startsWith('facet:year:'))).toEqual(['facet:year:BRIEF', 'facet:year:BAN', 'facet:year:SHADOWBAN']);
    expect(Object.keys(query({ kind: 'SHADOWBAN' }).body.aggs).filter((name) => name.startsWith('facet:'))).toEqual(
      ['platform', 'restriction', 'verification', 'appealStatus', 'year'].map((facet) => `facet:${facet}:SHADOWBAN`),
    );
  });

  it('keeps the deepest page within OpenSearch\'s result window (10,000)', () => {
    const { body } = query({ q: 'review', page: MAX_SEARCH_PAGE, pageSize: MAX_SEARCH_PAGE_SIZE });
    expect(body.from + body.size).toBeLessThanOrEqual(10_000);
  });

  it('applies platform, appeal status and year to the kinds that have them and leaves the others out', () => {
    const { path, body } = query({ q: 'review', platform: 'YouTube', appealStatus: 'NONE', year: 2024 });
    expect(path).toBe('/search-ban,search-shadowban/_search?ignore_unavailable=true');
    expect(filtersOf(body.post_filter, 'search-ban')).toEqual([
      { term: { 'platformId.keyword': 'youtube' } },
      // An absent appeal status is NONE, as the pages and the local search read it.
      { bool: { should: [{ term: { appealStatus: 'NONE' } }, { bool: { must_not: [{ exists: { field: 'appealStatus' } }] } }], minimum_should_match: 1 } },
      { range: { dateOfBan: { gte: '2024', lt: '2025' } } },
    ]);
    expect(filtersOf(body.post_filter, 'search-shadowban')[0]).toEqual({ term: { 'platform.keyword': 'youtube' } });
    // The words alone decide what is found: a filter never scores.
    expect(clauseOf(body, 'search-ban').bool.filter).toEqual([{ term: { _index: 'search-ban' } }]);
    expect(filtersOf(query({ q: 'review', appealStatus: 'PENDING' }).body.post_filter, 'search-ban')).toEqual([{ term: { appealStatus: 'PENDING' } }]);
    expect(query({ q: 'review', year: 2023 }).path).toBe('/search-brief,search-ban,search-shadowban/_search?ignore_unavailable=true');
    expect(filtersOf(query({ dateFrom: '2024-01-31', dateTo: '2024-02-29' }).body.post_filter, 'search-brief')).toEqual([
      { range: { blogDate: { gte: '2024-01-31' } } },
      { range: { blogDate: { lt: '2024-03-01' } } },
    ]);
  });

  it('orders by score, then newest, then kind and id; by date alone when sorted by date or browsing', () => {
    const tail = [{ _index: { order: 'asc' } }, { id: { order: 'asc', unmapped_type: 'keyword' } }];
    expect(query({ q: 'review' }).body.sort).toEqual([
      { _score: { order: 'desc' } },
      { sortDate: { order: 'desc', missing: '_last', unmapped_type: 'keyword' } },
      ...tail,
    ]);
    expect(query({ q: 'review', sort: 'OLDEST' }).body.sort).toEqual([{ sortDate: { order: 'asc', missing: '_last', unmapped_type: 'keyword' } }, ...tail]);
    const browse = query({});
    expect(browse.body.sort[0]).toEqual({ sortDate: { order: 'desc', missing: '_last', unmapped_type: 'keyword' } });
    expect(clauseOf(browse.body, 'search-stream')).toEqual({ bool: { filter: [{ term: { _index: 'search-stream' } }] } });
  });

  it('highlights with the private-use marks: titles whole, snippets as fragments or the start of the text', () => {
    const { highlight } = query({ q: 'review' }).body;
    expect(highlight.pre_tags).toEqual([HIGHLIGHT_START]);
    expect(highlight.post_tags).toEqual([HIGHLIGHT_END]);
    // The default encoder: text comes back as stored, and the site escapes it (never HTML-encoded twice).
    expect(highlight.encoder).toBeUndefined();
    expect(highlight.fields.title).toEqual({ number_of_fragments: 0 });
    expect(highlight.fields.longDescription).toEqual({ fragment_size: 160, number_of_fragments: 2, no_match_size: 160 });
  });

  it('asks for the names of the profiles a page\'s bans and reports are on, once each', () => {
    expect(buildProfileLookup(['p1', 'p2', 'p1'])).toEqual({
      path: '/search-creator/_mget',
      body: { docs: [{ _id: 'p1', _source: ['username', 'displayName'] }, { _id: 'p2', _source: ['username', 'displayName'] }] },
    });
    expect(buildProfileLookup([])).toBeNull();
  });
});

describe('the words as simple_query_string reads them (websearch_to_tsquery locally)', () => {
  it.each([
    ['throttled account', 'throttled account'],
    ['"account review" throttled', '"account review" throttled'],
    ['shadowban or throttled', 'shadowban | throttled'],
    ['or shadowban or', 'or shadowban'],
    ['review -spam', 'review -spam'],
    ['a+b | c', 'a b c'],
    ['"unclosed phrase', '"unclosed phrase"'],
    ['--- "" +', ''],
    ['e-mail', 'e-mail'],
  ])('%j → %j', (q, expected) => {
    expect(toSimpleQuery(q)).toBe(expected);
  });
});

it('asks nothing when nothing can match: words that are all operators', () => {
  expect(buildSearchQuery(readSearchRequest({ q: '"" -' }))).toBeNull();
});
