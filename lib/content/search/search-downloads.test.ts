import { parseSearchParams } from './search-params';
import { searchDownloads } from './search-downloads';
import { readRecordFilterParams } from './record-filter-params';

const queryOf = (address: string) => {
  const parsed = parseSearchParams(new URLSearchParams(address));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
};

describe('the downloads of a browsed search', () => {
  it('carries the search’s filters in the downloads’ own parameters, which read back the same', () => {
    const downloads = searchDownloads(queryOf('platform=instagram&restriction=DECISION_ACCOUNT&appeal=pending&from=2023-02-01'));
    expect(downloads).toEqual([
      { label: 'Ban records (CSV)', href: '/data/bans.csv?platform=instagram&restriction=DECISION_ACCOUNT&appeal=pending&from=2023-02-01' },
      { label: 'Shadowban reports (CSV)', href: '/data/shadowban-reports.csv?platform=instagram&restriction=DECISION_ACCOUNT&appeal=pending&from=2023-02-01' },
    ]);
    const params = new URLSearchParams(downloads[0].href.split('?')[1]);
    expect(readRecordFilterParams((name) => params.get(name) ?? '')).toEqual({
      ok: true,
      filters: { platform: 'instagram', restriction: 'DECISION_ACCOUNT', appealStatus: 'PENDING', dateFrom: '2023-02-01' },
    });
  });

  it('turns a year into a date range, narrowed by the search’s own range', () => {
    expect(searchDownloads(queryOf('year=2023&kind=bans'))).toEqual([{ label: 'Ban records (CSV)', href: '/data/bans.csv?from=2023-01-01&to=2023-12-31' }]);
    expect(searchDownloads(queryOf('year=2023&from=2023-06-01&to=2024-02-01&kind=shadowbans'))[0].href).toBe('/data/shadowban-reports.csv?from=2023-06-01&to=2023-12-31');
  });

  it('offers none for words (not a download filter) or a kind without a download', () => {
    expect(searchDownloads(queryOf('q=throttled&platform=x'))).toEqual([]);
    expect(searchDownloads(queryOf('kind=briefs'))).toEqual([]);
    expect(searchDownloads(queryOf(''))).toHaveLength(2);
  });
});
