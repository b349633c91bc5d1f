import { deriveProfileTotals } from './profile-totals';

const platforms = [
  { id: 'x', name: 'X' },
  { id: 'youtube', name: 'YOUTUBE' },
  { id: 'tiktok', name: 'TIKTOK' },
  { id: 'custom-1', name: 'TWITCH' },
];

describe('deriveProfileTotals', () => {
  it('gives zeros, empty lists and no first date for a profile without records', () => {
    expect(deriveProfileTotals({ platformBans: [], shadowbanExperiences: [], platforms })).toEqual({
      totalBans: 0,
      platformsAffected: [],
      bannedPlatforms: [],
      limitedPlatforms: [],
      dateFirstRestricted: null,
      totalEstimatedLoss: 0,
      platformStatus: [],
    });
  });

  it('counts every ban, active or lifted, and lists only active ones as banned', () => {
    const totals = deriveProfileTotals({
      platformBans: [
        { platformId: 'youtube', isActive: true, dateOfBan: '2024-05-01' },
        { platformId: 'youtube', isActive: false, dateOfBan: '2023-01-01' },
        { platformId: 'x', isActive: false, dateOfBan: '2024-02-02' },
      ],
      shadowbanExperiences: [],
      platforms,
    });
    expect(totals.totalBans).toBe(3);
    expect(totals.bannedPlatforms).toEqual(['YOUTUBE']);
    expect(totals.platformsAffected).toEqual(['X', 'YOUTUBE']);
  });

  it('lists a reported platform as limited only while it has no active ban', () => {
    const totals = deriveProfileTotals({
      platformBans: [
        { platformId: 'tiktok', isActive: true, dateOfBan: '2024-07-30' },
        { platformId: 'x', isActive: false, dateOfBan: '2024-01-01' },
      ],
      shadowbanExperiences: [
        { platform: 'TIKTOK', date: '2024-06-05' },
        { platform: 'X', date: '2024-03-01' },
        { platform: 'INSTAGRAM', date: '2024-02-10' },
      ],
      platforms,
    });
    expect(totals.bannedPlatforms).toEqual(['TIKTOK']);
    expect(totals.limitedPlatforms).toEqual(['X', 'INSTAGRAM']);
    expect(totals.platformsAffected).toEqual(['X', 'INSTAGRAM', 'TIKTOK']);
  });

  it('takes the earliest date across bans and reports', () => {
    const totals = deriveProfileTotals({
      platformBans: [{ platformId: 'x', isActive: true, dateOfBan: '2024-05-01' }],
      shadowbanExperiences: [
        { platform: 'YOUTUBE', date: '2023-11-30' },
        { platform: 'YOUTUBE', date: null },
      ],
      platforms,
    });
    expect(totals.dateFirstRestricted).toBe('2023-11-30');
  });

  it('sums financial impact to the cent and treats a missing impact as nothing', () => {
    const totals = deriveProfileTotals({
      platformBans: [],
      shadowbanExperiences: [
        { platform: 'X', date: '2024-01-01', financialImpact: 0.1 },
        { platform: 'X', date: '2024-01-02', financialImpact: 0.2 },
        { platform: 'X', date: '2024-01-03', financialImpact: null },
        { platform: 'X', date: '2024-01-04', financialImpact: 1200.55 },
      ],
      platforms,
    });
    expect(totals.totalEstimatedLoss).toBe(1200.85);
  });

  it('resolves a ban through the platform record it names, whatever that record is called', () => {
    const totals = deriveProfileTotals({
      platformBans: [{ platformId: 'custom-1', isActive: true, dateOfBan: '2025-01-01' }],
      shadowbanExperiences: [],
      platforms,
    });
    expect(totals.bannedPlatforms).toEqual(['TWITCH']);
  });

  it('reads a ban without an active flag as lifted', () => {
    const totals = deriveProfileTotals({
      platformBans: [{ platformId: 'x', isActive: null, dateOfBan: '2025-01-01' }],
      shadowbanExperiences: [],
      platforms,
    });
    expect(totals.bannedPlatforms).toEqual([]);
    expect(totals.platformStatus).toEqual(['X:RESTORED']);
  });

  it('gives each active or affected platform one standing, in the spec order of platforms', () => {
    const totals = deriveProfileTotals({
      platformBans: [
        { platformId: 'tiktok', isActive: true, dateOfBan: '2024-07-30' },
        { platformId: 'youtube', isActive: false, dateOfBan: '2024-03-12' },
      ],
      shadowbanExperiences: [{ platform: 'X', date: '2024-09-18' }],
      platforms,
      activePlatforms: ['SUBSTACK', 'YOUTUBE', 'X'],
    });
    expect(totals.platformStatus).toEqual([
      'X:LIMITED',
      'YOUTUBE:RESTORED',
      'TIKTOK:BANNED',
      'SUBSTACK:ACTIVE',
    ]);
  });

  it('refuses a ban that names a platform it was not given', () => {
    expect(() =>
      deriveProfileTotals({
        platformBans: [{ platformId: 'myspace', isActive: true }],
        shadowbanExperiences: [],
        platforms,
      }),
    ).toThrow('Platform ban refers to unknown platform "myspace"');
  });
});
