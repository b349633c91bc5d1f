import type { PlatformLabel, PlatformStanding, PublicProfile } from '@/lib/content/profiles/profile-types';

/** The standings in the order the card lists them: the most severe first. */
export const STANDING_ORDER: readonly PlatformStanding[] = ['BANNED', 'LIMITED', 'RESTORED', 'ACTIVE'];

export type PlatformsByStanding = Record<PlatformStanding, PlatformLabel[]>;

type StandingSources = Pick<PublicProfile, 'bannedPlatforms' | 'limitedPlatforms' | 'activePlatforms' | 'platformStatus'>;

/**
 * Each platform of a profile under exactly one standing, the most severe that applies: banned
 * (an active ban), limited (a shadowban report and no active ban), restored (only lifted bans),
 * active (the creator publishes there and nothing is recorded). The stored lists overlap — a
 * limited platform is usually also one the creator is active on — and showing both made a
 * platform "active" and "limited" at once.
 */
export function groupPlatformsByStanding(profile: StandingSources): PlatformsByStanding {
  const candidates: [PlatformStanding, PlatformLabel][] = [
    ...profile.bannedPlatforms.map((platform): [PlatformStanding, PlatformLabel] => ['BANNED', platform]),
    ...profile.limitedPlatforms.map((platform): [PlatformStanding, PlatformLabel] => ['LIMITED', platform]),
    ...profile.platformStatus.map(({ standing, ...platform }): [PlatformStanding, PlatformLabel] => [standing, platform]),
    ...profile.activePlatforms.map((platform): [PlatformStanding, PlatformLabel] => ['ACTIVE', platform]),
  ];
  const chosen = new Map<string, [PlatformStanding, PlatformLabel]>();
  for (const [standing, platform] of candidates) {
    const current = chosen.get(platform.name);
    if (!current || STANDING_ORDER.indexOf(standing) < STANDING_ORDER.indexOf(current[0])) chosen.set(platform.name, [standing, platform]);
  }
  const grouped: PlatformsByStanding = { BANNED: [], LIMITED: [], RESTORED: [], ACTIVE: [] };
  for (const [standing, platform] of chosen.values()) grouped[standing].push(platform);
  return grouped;
}
