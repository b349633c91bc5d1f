import { SEARCH_BUSY_ERROR_TYPE, SEARCH_TIMEOUT_ERROR_TYPE } from '@/amplify/data/search/search-terms';
import { forgetSearches } from './remembered-searches';
import { runSearch, SEARCH_BUSY_MESSAGE, SEARCH_TOO_SLOW_MESSAGE } from './run-search';

const searchContent = jest.fn();
jest.mock('@/lib/data/public-data', () => ({
  readPublicData: (read: (client: unknown, context: unknown) => Promise<unknown>) => read({ queries: { searchContent } }, {}),
}));

const found = (title: string) => ({
  data: { total: 1, pageSize: 20, counts: [{ kind: 'BRIEF', count: 1 }], hits: [{ kind: 'BRIEF', id: 'b1', title, snippet: title, href: '/briefs/b1', date: null, platform: null }] },
});

beforeEach(() => {
  searchContent.mockReset();
  forgetSearches();
});

describe('running a search', () => {
  it('answers the same search again from what it found, until a refresh forgets it', async () => {
    searchContent.mockResolvedValue(found('On discipline'));
    const first = await runSearch(new URLSearchParams('q=discipline'));
    expect(first).toMatchObject({ status: 'found', page: { total: 1 } });
    expect(await runSearch(new URLSearchParams('q=discipline'))).toEqual(first);
    expect(searchContent).toHaveBeenCalledTimes(1);
    // Another page, kind or word is another search.
    await runSearch(new URLSearchParams('q=discipline&page=2'));
    await runSearch(new URLSearchParams('q=discipline&kind=briefs'));
    await runSearch(new URLSearchParams('q=disciplined'));
    expect(searchContent).toHaveBeenCalledTimes(4);
    forgetSearches();
    await runSearch(new URLSearchParams('q=discipline'));
    expect(searchContent).toHaveBeenCalledTimes(5);
  });

  it('runs a search asked for many times at once only once', async () => {
    searchContent.mockResolvedValue(found('On discipline'));
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => runSearch(new URLSearchParams('q=stoic'))));
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set(['found']));
    expect(searchContent).toHaveBeenCalledTimes(1);
  });

  it('answers a search that was running when a refresh came, without keeping its answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    searchContent.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))).mockResolvedValue(found('After the edit'));
    const running = runSearch(new URLSearchParams('q=edited'));
    await new Promise((resolve) => setImmediate(resolve));
    forgetSearches();
    answer(found('Before the edit'));
    expect(await running).toMatchObject({ status: 'found', page: { results: [expect.objectContaining({ title: [{ isHighlighted: false, text: 'Before the edit' }] })] } });
    expect(await runSearch(new URLSearchParams('q=edited'))).toMatchObject({ page: { results: [expect.objectContaining({ title: [{ isHighlighted: false, text: 'After the edit' }] })] } });
    expect(searchContent).toHaveBeenCalledTimes(2);
  });

  it('asks again after a refusal: only answers are remembered', async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: SEARCH_BUSY_ERROR_TYPE, message: 'busy' }] }).mockResolvedValueOnce(found('Later'));
    expect(await runSearch(new URLSearchParams('q=later'))).toMatchObject({ status: 'invalid', message: SEARCH_BUSY_MESSAGE });
    expect(await runSearch(new URLSearchParams('q=later'))).toMatchObject({ status: 'found' });
    expect(searchContent).toHaveBeenCalledTimes(2);
  });

  describe('after an answer expired (5 s)', () => {
    const titleOf = (outcome: Awaited<ReturnType<typeof runSearch>>) => (outcome.status === 'found' ? outcome.page.results[0]?.title[0]?.text : outcome.status);
    const later = (ms: number) => {
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + ms);
    };
    const deferred = () => {
      let answer: (value: unknown) => void = () => undefined;
      const promise = new Promise((resolve) => (answer = resolve));
      return { promise, answer };
    };
    afterEach(() => jest.restoreAllMocks());

    it('gives it out for 5 s more while one run finds it again, then the new answer', async () => {
      searchContent.mockResolvedValueOnce(found('Before'));
      await runSearch(new URLSearchParams('q=stale'));
      later(6_000);
      const refresh = deferred();
      searchContent.mockImplementationOnce(() => refresh.promise);
      // Both readers get the expired answer at once; one run finds it again.
      expect(titleOf(await runSearch(new URLSearchParams('q=stale')))).toBe('Before');
      expect(titleOf(await runSearch(new URLSearchParams('q=stale')))).toBe('Before');
      expect(searchContent).toHaveBeenCalledTimes(2);
      refresh.answer(found('After'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(titleOf(await runSearch(new URLSearchParams('q=stale')))).toBe('After');
      expect(searchContent).toHaveBeenCalledTimes(2);
    });

    it('waits for a new answer once it is 10 s old', async () => {
      searchContent.mockResolvedValueOnce(found('Before')).mockResolvedValueOnce(found('After'));
      await runSearch(new URLSearchParams('q=old'));
      later(10_000);
      expect(titleOf(await runSearch(new URLSearchParams('q=old')))).toBe('After');
    });

    it('never gives it out after a refresh, even while a run finds it again', async () => {
      searchContent.mockResolvedValueOnce(found('Before'));
      await runSearch(new URLSearchParams('q=hidden'));
      later(6_000);
      const refresh = deferred();
      searchContent.mockImplementationOnce(() => refresh.promise).mockResolvedValueOnce(found('After'));
      expect(titleOf(await runSearch(new URLSearchParams('q=hidden')))).toBe('Before');
      forgetSearches();
      expect(titleOf(await runSearch(new URLSearchParams('q=hidden')))).toBe('After');
      // The run begun before the refresh is not kept.
      refresh.answer(found('Before'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(titleOf(await runSearch(new URLSearchParams('q=hidden')))).toBe('After');
    });

    it('drops it when finding it again is refused, and asks again next time', async () => {
      searchContent.mockResolvedValueOnce(found('Before'));
      await runSearch(new URLSearchParams('q=busy'));
      later(6_000);
      searchContent
        .mockResolvedValueOnce({ data: null, errors: [{ errorType: SEARCH_BUSY_ERROR_TYPE, message: 'busy' }] })
        .mockResolvedValueOnce(found('After'));
      expect(titleOf(await runSearch(new URLSearchParams('q=busy')))).toBe('Before');
      await new Promise((resolve) => setImmediate(resolve));
      expect(titleOf(await runSearch(new URLSearchParams('q=busy')))).toBe('After');
      expect(searchContent).toHaveBeenCalledTimes(3);
    });
  });

  it("tells the reader when the search ran past the API's time limit, rather than failing the page", async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: 'ExecutionTimeout', message: 'Execution timed out.' }] });
    expect(await runSearch(new URLSearchParams('q=the+common+word'))).toEqual({ status: 'invalid', message: SEARCH_TOO_SLOW_MESSAGE, query: expect.objectContaining({ q: 'the common word' }), retryAfterSeconds: 5 });
  });

  it('tells the reader when the search ran out of its own time, rather than failing the page', async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: SEARCH_TIMEOUT_ERROR_TYPE, message: 'The search took too long: add a word or a filter to narrow it.' }] });
    expect(await runSearch(new URLSearchParams('q=the+common+word'))).toEqual({ status: 'invalid', message: SEARCH_TOO_SLOW_MESSAGE, query: expect.objectContaining({ q: 'the common word' }), retryAfterSeconds: 5 });
  });

  it('asks the reader to try again shortly when too many searches are waiting', async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: SEARCH_BUSY_ERROR_TYPE, message: 'Too many searches are running: try again in a few seconds.' }] });
    expect(await runSearch(new URLSearchParams('q=zzz'))).toEqual({ status: 'invalid', message: SEARCH_BUSY_MESSAGE, query: expect.objectContaining({ q: 'zzz' }), retryAfterSeconds: 2 });
  });

  it("shows the API's words for bad input", async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: 'BadRequest', message: 'q holds no words to search for.' }] });
    expect(await runSearch(new URLSearchParams('q=zzz'))).toEqual({ status: 'invalid', message: 'q holds no words to search for.', query: expect.objectContaining({ q: 'zzz' }) });
  });

  it('throws any other failure', async () => {
    searchContent.mockResolvedValueOnce({ data: null, errors: [{ errorType: 'InternalFailure', message: 'boom' }] });
    await expect(runSearch(new URLSearchParams('q=zzz'))).rejects.toThrow('searchContent failed: boom');
  });
});

describe('browsing without words', () => {
  it('asks the API for every record by the filters, and lists each filter’s counts in words', async () => {
    searchContent.mockResolvedValue({
      data: {
        total: 12,
        pageSize: 20,
        counts: [{ kind: 'BAN', count: 8 }, { kind: 'SHADOWBAN', count: 4 }],
        facets: [
          { facet: 'platform', value: 'youtube', count: 3 },
          { facet: 'platform', value: 'instagram', count: 9 },
          { facet: 'restriction', value: 'DECISION_ACCOUNT_SUSPENDED', count: 5 },
          { facet: 'restriction', value: 'NOT_A_VALUE', count: 1 },
          { facet: 'year', value: '2023', count: 4 },
          { facet: 'year', value: '2024', count: 8 },
        ],
        hits: [],
      },
    });
    const outcome = await runSearch(new URLSearchParams('platform=instagram&restriction=decision_account&sort=oldest'));
    expect(searchContent).toHaveBeenCalledWith({}, expect.objectContaining({ q: undefined, platform: 'instagram', restriction: 'DECISION_ACCOUNT', sort: 'OLDEST', page: 1 }));
    if (outcome.status !== 'found') throw new Error(outcome.status);
    expect(outcome.page.total).toBe(12);
    expect(outcome.page.facets).toEqual([
      {
        facet: 'platform',
        label: 'Platform',
        choices: [
          { value: 'instagram', label: 'Instagram', count: 9, isChosen: true },
          { value: 'youtube', label: 'YouTube', count: 3, isChosen: false },
        ],
      },
      // A chosen category chooses its values; a value the site cannot name is left out, never shown as a code.
      { facet: 'restriction', label: 'Restriction', choices: [{ value: 'DECISION_ACCOUNT_SUSPENDED', label: 'Account suspended', count: 5, isChosen: true }] },
      {
        facet: 'year',
        label: 'Year',
        choices: [
          { value: '2024', label: '2024', count: 8, isChosen: false },
          { value: '2023', label: '2023', count: 4, isChosen: false },
        ],
      },
    ]);
  });
});
