import { SEARCH_BUSY_ERROR_TYPE } from '../../data/search/search-terms';
import { searchOnIndex } from '../../data/search/search-on-index';
import { openSearchPort } from './opensearch-port';

const ENV: NodeJS.ProcessEnv = { NODE_ENV: 'test', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' };

/** A `_search` answer with one ban on profile p1, then the `_mget` of that profile. */
const SEARCH_ANSWER = {
  took: 3,
  timed_out: false,
  hits: {
    total: { value: 1, relation: 'eq' },
    hits: [{ _index: 'search-ban', _id: 'b1', _score: null, _source: { id: 'b1', profileId: 'p1', platformId: 'X', dateOfBan: '2024-02-01', dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED' }, sort: ['2024-02-01', 'search-ban', 'b1'] }],
  },
  aggregations: { kinds: { doc_count: 1, kinds: { buckets: [{ key: 'search-ban', doc_count: 1 }] } }, 'facet:platform:BAN': { doc_count: 1, values: { buckets: [{ key: 'x', doc_count: 1 }] } } },
};
const MGET_ANSWER = { docs: [{ _index: 'search-creator', _id: 'p1', found: true, _source: { username: 'ana', displayName: 'Ana' } }] };

describe('contentSearch on AWS', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends the search signed for the domain (SigV4, service es), then looks up the page’s profiles', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify(SEARCH_ANSWER), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(MGET_ANSWER), { status: 200 }));
    const results = await searchOnIndex({ platform: 'x', kind: 'BAN' }, openSearchPort('https://search-banwatch.eu-west-1.es.amazonaws.com/', 'eu-west-1', ENV));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://search-banwatch.eu-west-1.es.amazonaws.com/search-ban,search-shadowban/_search?ignore_unavailable=true');
    expect(init.method).toBe('POST');
    expect(init.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/es\/aws4_request, SignedHeaders=[^,]*host/);
    expect(init.headers['x-amz-security-token']).toBe('token');
    expect(JSON.parse(String(init.body)).post_filter).toBeDefined();
    expect(fetchMock.mock.calls[1][0]).toBe('https://search-banwatch.eu-west-1.es.amazonaws.com/search-creator/_mget');
    expect(results).toMatchObject({
      total: 1,
      facets: [{ facet: 'platform', value: 'x', count: 1 }],
      hits: [{ kind: 'BAN', id: 'b1', username: 'ana', displayName: 'Ana', platform: 'x', date: '2024-02-01', appealStatus: 'NONE', verification: 'SELF_REPORTED' }],
    });
  });

  it('answers SearchBusy when the domain is full (429), and refuses a bad request before asking it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"too many requests"}', { status: 429 }));
    const port = openSearchPort('search-banwatch.eu-west-1.es.amazonaws.com', 'eu-west-1', ENV);
    await expect(searchOnIndex({ q: 'throttled' }, port)).rejects.toMatchObject({ name: SEARCH_BUSY_ERROR_TYPE, errorType: SEARCH_BUSY_ERROR_TYPE });
    await expect(searchOnIndex({ sort: 'RELEVANCE' }, port)).rejects.toMatchObject({ name: 'BadRequest', message: expect.stringMatching(/needs words/) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when nothing can match (words that are all operators)', async () => {
    const port = { post: jest.fn() };
    await expect(searchOnIndex({ q: '"" -' }, port)).resolves.toMatchObject({ total: 0, hits: [], facets: [] });
    expect(port.post).not.toHaveBeenCalled();
  });
});
