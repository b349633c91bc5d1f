import { cleanSearchAddress, parseSearchParams, searchPath } from './search-params';

describe('parseSearchParams', () => {
  it('reads a full address', () => {
    expect(parseSearchParams({ q: '  shadow   ban ', kind: 'bans', platform: 'YouTube', year: '2024', appeal: 'pending', page: '3' })).toEqual({
      ok: true,
      query: { q: 'shadow ban', kind: 'BAN', platform: 'youtube', year: 2024, appealStatus: 'PENDING', page: 3 },
    });
  });

  it('takes the first of repeated values and reads URLSearchParams alike', () => {
    expect(parseSearchParams({ q: ['a', 'b'] })).toEqual({ ok: true, query: { q: 'a', page: 1 } });
    expect(parseSearchParams(new URLSearchParams('q=a&kind=briefs'))).toEqual({ ok: true, query: { q: 'a', kind: 'BRIEF', page: 1 } });
  });

  it('accepts an empty q (browsing by the filters)', () => {
    expect(parseSearchParams({})).toEqual({ ok: true, query: { q: '', page: 1 } });
  });

  it('reads the record filters and the order as the downloads read them', () => {
    const params = new URLSearchParams('platform=Instagram&restriction=decision_account&verification=corroborated&appeal=restored&from=2023-01-01&to=2023-06-30&sort=oldest');
    expect(parseSearchParams(params)).toEqual({
      ok: true,
      query: { q: '', platform: 'instagram', restriction: 'DECISION_ACCOUNT', verification: 'CORROBORATED', appealStatus: 'RESTORED', dateFrom: '2023-01-01', dateTo: '2023-06-30', sort: 'OLDEST', page: 1 },
    });
  });

  it.each([
    [{ q: 'x'.repeat(201) }, /at most 200/],
    [{ q: 'a', kind: 'constructor' }, /kind must be/],
    [{ q: 'a', kind: 'UnpublishedBrief' }, /kind must be/],
    [{ q: 'a', platform: '../etc' }, /platform must be/],
    [{ q: 'a', year: '20245' }, /year must be/],
    [{ q: 'a', year: '1800' }, /year must be/],
    [{ q: 'a', appeal: 'toString' }, /appeal must be/],
    [{ restriction: 'DECISION_EVERYTHING' }, /restriction must be/],
    [{ verification: 'trusted' }, /verification must be/],
    [{ from: '2024-02-30' }, /from must be a day/],
    [{ from: '2024-05-01', to: '2024-04-01' }, /from must not be after to/],
    [{ sort: 'relevance' }, /needs words/],
    [{ q: 'a', sort: 'random' }, /sort must be/],
    [{ q: 'a', page: '0' }, /page must be/],
    [{ q: 'a', page: '201' }, /page must be/],
    [{ q: 'a', page: '1e3' }, /page must be/],
  ])('refuses %j', (params, message) => {
    const parsed = parseSearchParams(params);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });

  it('ignores names that only an object prototype has', () => {
    const params = Object.create({ q: 'inherited' }) as Record<string, string>;
    expect(parseSearchParams(params)).toEqual({ ok: true, query: { q: '', page: 1 } });
  });
});

describe('searchPath', () => {
  const query = { q: 'ban & "appeal"', kind: 'SHADOWBAN' as const, platform: 'x', year: 2023, appealStatus: 'RESTORED' as const, page: 1 };

  it('writes a stable address that reads back the same', () => {
    const path = searchPath(query, { page: 4 });
    expect(path).toBe('/search?q=ban+%26+%22appeal%22&kind=shadowbans&platform=x&appeal=restored&year=2023&page=4');
    expect(parseSearchParams(new URLSearchParams(path.split('?')[1]))).toEqual({ ok: true, query: { ...query, page: 4 } });
  });

  it('writes every filter and the order, and reads them back', () => {
    const browse = { q: '', restriction: 'DECISION_ACCOUNT_SUSPENDED' as const, verification: 'CONFIRMED' as const, dateFrom: '2024-01-01', dateTo: '2024-03-31', sort: 'OLDEST' as const, page: 2 };
    const path = searchPath(browse);
    expect(path).toBe('/search?restriction=DECISION_ACCOUNT_SUSPENDED&verification=confirmed&from=2024-01-01&to=2024-03-31&sort=oldest&page=2');
    expect(parseSearchParams(new URLSearchParams(path.split('?')[1]))).toEqual({ ok: true, query: browse });
  });

  it('leaves out page 1 and unset filters', () => {
    expect(searchPath({ q: 'a', page: 2 }, { page: 1, kind: undefined })).toBe('/search?q=a');
  });
});

describe('cleanSearchAddress', () => {
  it('drops the empty fields the form sends, keeping what was chosen', () => {
    expect(cleanSearchAddress({ q: '', platform: 'instagram', restriction: '', verification: '', appeal: '', from: '', to: '', year: '', sort: '' })).toBe('/search?platform=instagram');
    expect(cleanSearchAddress(new URLSearchParams('q=ban&platform=&sort=oldest'))).toBe('/search?q=ban&sort=oldest');
  });

  it('leaves a clean or an invalid address as it is', () => {
    expect(cleanSearchAddress({ q: 'ban', platform: 'x' })).toBeNull();
    expect(cleanSearchAddress({ q: '', page: '0' })).toBeNull();
  });
});
