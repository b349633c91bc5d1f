import { buildProfileFigures, toProfileBanCounts } from './profile-figures';

const youtube = { name: 'YOUTUBE', displayName: 'YouTube', iconClass: 'bi-youtube' };
const x = { name: 'X', displayName: 'X (Twitter)', iconClass: 'bi-twitter-x' };
const figures = (count: number) => ({ key: '', recorded: count, active: 0, underAppeal: 0, restored: 0, creators: 1 });

describe('a profile’s figures', () => {
  it('counts a creator with shadowban reports only as 0 bans, with the reports, platforms and loss apart', () => {
    const shown = buildProfileFigures({
      profile: { totalEstimatedLoss: 1200, dateFirstRestricted: '2024-02-01', platformsAffected: [youtube, x] },
      bans: { recorded: 0, active: 0, platforms: 0 },
      reportCount: 3,
    });
    const byLabel = Object.fromEntries(shown.map((figure) => [figure.label, figure]));
    expect(byLabel['Bans recorded']).toMatchObject({ value: '0', note: '0 active, 0 lifted' });
    expect(byLabel['Shadowban reports']).toMatchObject({ value: '3', note: 'Restrictions short of a ban; not counted as bans' });
    expect(byLabel['Platforms with a ban'].value).toBe('0');
    expect(byLabel['Platforms affected']).toMatchObject({ value: '2', note: 'With a ban or a shadowban report' });
    expect(byLabel['Estimated loss'].value).toBe('$1,200');
    expect(byLabel['First restricted'].value).toBe('1 Feb 2024');
  });

  it('splits the bans recorded into active and lifted', () => {
    const [bans] = buildProfileFigures({
      profile: { totalEstimatedLoss: 0, dateFirstRestricted: '2023-01-01', platformsAffected: [youtube] },
      bans: { recorded: 5, active: 2, platforms: 1 },
      reportCount: 0,
    });
    expect(bans).toMatchObject({ label: 'Bans recorded', value: '5', note: '2 active, 3 lifted' });
  });

  it('links every figure to a section of the methodology and keeps the ids journeys use', () => {
    const shown = buildProfileFigures({ profile: { totalEstimatedLoss: 0, dateFirstRestricted: null, platformsAffected: [] }, bans: { recorded: 0, active: 0, platforms: 0 }, reportCount: 0 });
    expect(shown.map((figure) => [figure.testId, figure.anchor])).toEqual([
      ['total-total-bans', 'bans'],
      ['total-shadowban-reports', 'shadowban-reports'],
      ['total-platforms-with-a-ban', 'platforms'],
      ['total-platforms-affected', 'platforms'],
      ['total-estimated-loss', 'estimated-loss'],
      ['total-first-restricted', 'first-restricted'],
    ]);
    expect(shown.find((figure) => figure.label === 'First restricted')?.value).toBe('Never');
  });

  it('takes the ban counts from the database’s figures for the profile', () => {
    const statistics = { total: { ...figures(4), active: 1 }, byPlatform: [{ ...figures(3), key: 'youtube' }, { ...figures(1), key: 'x' }] };
    expect(toProfileBanCounts(statistics)).toEqual({ recorded: 4, active: 1, platforms: 2 });
  });
});
