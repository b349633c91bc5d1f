import type { PlatformLabel, PlatformStanding } from '@/lib/content/profiles/profile-types';
import { groupPlatformsByStanding } from './platform-standings';

const label = (name: string): PlatformLabel => ({ name, displayName: name, iconClass: 'bi-globe2' });
const status = (name: string, standing: PlatformStanding) => ({ ...label(name), standing });
const names = (platforms: PlatformLabel[]) => platforms.map((platform) => platform.name);

describe('platforms by standing', () => {
  it('lists a platform with a shadowban report as limited, not also as active', () => {
    const grouped = groupPlatformsByStanding({
      bannedPlatforms: [],
      limitedPlatforms: [label('X')],
      activePlatforms: [label('X'), label('SUBSTACK')],
      platformStatus: [status('X', 'LIMITED'), status('SUBSTACK', 'ACTIVE')],
    });
    expect(names(grouped.LIMITED)).toEqual(['X']);
    expect(names(grouped.ACTIVE)).toEqual(['SUBSTACK']);
  });

  it('puts each platform under its most severe standing only', () => {
    const grouped = groupPlatformsByStanding({
      bannedPlatforms: [label('TIKTOK')],
      limitedPlatforms: [label('X')],
      activePlatforms: [label('TIKTOK'), label('YOUTUBE')],
      platformStatus: [status('X', 'LIMITED'), status('YOUTUBE', 'RESTORED'), status('TIKTOK', 'BANNED')],
    });
    expect({ banned: names(grouped.BANNED), limited: names(grouped.LIMITED), restored: names(grouped.RESTORED), active: names(grouped.ACTIVE) }).toEqual({
      banned: ['TIKTOK'],
      limited: ['X'],
      restored: ['YOUTUBE'],
      active: [],
    });
  });

  it('still shows the stored lists when a profile has no platform status', () => {
    const grouped = groupPlatformsByStanding({ bannedPlatforms: [label('YOUTUBE')], limitedPlatforms: [], activePlatforms: [label('YOUTUBE'), label('X')], platformStatus: [] });
    expect(names(grouped.BANNED)).toEqual(['YOUTUBE']);
    expect(names(grouped.ACTIVE)).toEqual(['X']);
  });
});
