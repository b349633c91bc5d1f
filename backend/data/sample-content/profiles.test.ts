import { SAMPLE_PLATFORM_BANS } from './platform-bans';
import { SAMPLE_PLATFORMS } from './platforms';
import { SAMPLE_PROFILES } from './profiles';
import { ARTWORK_URL, distinct, isOnPlatform, KEBAB } from './sample-checks.test-helper';
import { LINK_FIELD_OF_PLATFORM, PLATFORM_NAMES } from './sample-types';
import { SAMPLE_SHADOWBAN_EXPERIENCES } from './shadowban-experiences';

const nameOfPlatform = new Map(SAMPLE_PLATFORMS.map((platform) => [platform.id, platform.name as string]));
const sameMembers = (list: string[]) => expect.arrayContaining(list);

describe('sample profiles', () => {
  it('have unique usernames and display names, and avatar artwork', () => {
    expect(distinct(SAMPLE_PROFILES.map((profile) => profile.username))).toHaveLength(SAMPLE_PROFILES.length);
    expect(distinct(SAMPLE_PROFILES.map((profile) => profile.displayName))).toHaveLength(
      SAMPLE_PROFILES.length,
    );
    for (const profile of SAMPLE_PROFILES) {
      expect(profile.username).toMatch(/^[a-z0-9]+$/);
      expect(profile.avatarUrl).toMatch(ARTWORK_URL);
      expect(profile.avatarUrl).toContain('/avatar/');
    }
  });

  it('link only to https accounts on the matching platform, named by their handle', () => {
    for (const profile of SAMPLE_PROFILES) {
      for (const name of PLATFORM_NAMES) {
        const link = profile[LINK_FIELD_OF_PLATFORM[name]];
        if (link === undefined) continue;
        expect(isOnPlatform(link, name)).toBe(true);
        expect(link).toContain(profile.username);
      }
      if (profile.blogLink) expect(new URL(profile.blogLink).hostname).toMatch(/\.example$/);
    }
  });

  it('keep every derived total consistent with their own bans and shadowban reports', () => {
    for (const profile of SAMPLE_PROFILES) {
      const bans = SAMPLE_PLATFORM_BANS.filter((ban) => ban.profileId === profile.id);
      const reports = SAMPLE_SHADOWBAN_EXPERIENCES.filter((report) => report.profileId === profile.id);
      const banned = distinct(
        bans.filter((ban) => ban.isActive).map((ban) => nameOfPlatform.get(ban.platformId)!),
      );
      const reported = distinct(reports.map((report) => report.platform as string));
      const affected = distinct([...bans.map((ban) => nameOfPlatform.get(ban.platformId)!), ...reported]);
      const limited = reported.filter((name) => !banned.includes(name));
      const dates = [...bans.map((ban) => ban.dateOfBan), ...reports.map((report) => report.date)].sort();
      const loss = reports.reduce((sum, report) => sum + (report.financialImpact ?? 0), 0);

      expect(profile.totalBans).toBe(bans.length);
      expect(profile.bannedPlatforms).toHaveLength(banned.length);
      expect(profile.bannedPlatforms).toEqual(sameMembers(banned));
      expect(profile.limitedPlatforms).toHaveLength(limited.length);
      expect(profile.limitedPlatforms).toEqual(sameMembers(limited));
      expect(profile.platformsAffected).toHaveLength(affected.length);
      expect(profile.platformsAffected).toEqual(sameMembers(affected));
      expect(profile.dateFirstRestricted).toBe(dates[0]);
      expect(profile.totalEstimatedLoss).toBeCloseTo(loss, 2);
    }
  });

  it('publish actively only where they are not banned, and give each platform one standing', () => {
    for (const profile of SAMPLE_PROFILES) {
      for (const name of profile.activePlatforms) expect(profile.bannedPlatforms).not.toContain(name);
      const listed = profile.platformStatus.map((entry) => entry.split(':')[0]);
      expect(distinct(listed)).toHaveLength(listed.length);
      expect(listed).toEqual(sameMembers([...profile.activePlatforms, ...profile.platformsAffected]));
      for (const entry of profile.platformStatus) {
        const [name, standing] = entry.split(':');
        const expected = profile.bannedPlatforms.includes(name)
          ? 'BANNED'
          : profile.limitedPlatforms.includes(name)
            ? 'LIMITED'
            : profile.platformsAffected.includes(name)
              ? 'RESTORED'
              : 'ACTIVE';
        expect(standing).toBe(expected);
      }
    }
  });

  it('include creators who are banned now, only limited now, and restricted without any ban', () => {
    expect(SAMPLE_PROFILES.some((profile) => profile.bannedPlatforms.length > 0)).toBe(true);
    expect(
      SAMPLE_PROFILES.some(
        (profile) => profile.bannedPlatforms.length === 0 && profile.limitedPlatforms.length > 0,
      ),
    ).toBe(true);
    expect(
      SAMPLE_PROFILES.some((profile) => profile.totalBans === 0 && profile.platformsAffected.length > 0),
    ).toBe(true);
    expect(SAMPLE_PROFILES.every((profile) => profile.totalEstimatedLoss > 0)).toBe(true);
  });

  it('carry Solana addresses in base58 where they have one', () => {
    const addresses = SAMPLE_PROFILES.flatMap((profile) =>
      profile.solanaAddress ? [profile.solanaAddress] : [],
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(distinct(addresses)).toHaveLength(addresses.length);
  });

  it('are named by readable ids from their usernames', () => {
    for (const profile of SAMPLE_PROFILES) {
      expect(profile.id).toBe(`profile-${profile.username}`);
      expect(profile.id).toMatch(KEBAB);
    }
  });
});
