import { artworkUrl } from './artwork-url';
import { CREATORS, profileIdOf, type Creator } from './creators';
import { deriveProfileTotals, type ProfileTotals } from '../../../amplify/data/profile-totals';
import { sampleOwner } from './owners';
import { SAMPLE_PLATFORM_BANS } from './platform-bans';
import { SAMPLE_PLATFORMS } from './platforms';
import type { PlatformLinks, PlatformName, SampleOwner } from './sample-types';
import { SAMPLE_SHADOWBAN_EXPERIENCES } from './shadowban-experiences';
import { slugOf } from './slug-of';
import { buildSocialLinks } from './social-links';

export type SampleProfile = {
  id: string;
  owner: SampleOwner;
  userId: string;
  username: string;
  displayName: string;
  bio: string;
  avatarUrl: string;
  activePlatforms: PlatformName[];
  schedule?: string;
  solanaAddress?: string;
  totalBans: number;
  platformsAffected: string[];
  bannedPlatforms: string[];
  limitedPlatforms: string[];
  /** Omitted (not null) for a profile without records, so the seeder sends nothing. */
  dateFirstRestricted?: string;
  totalEstimatedLoss: number;
  platformStatus: string[];
} & Omit<PlatformLinks, 'websiteLink'>;

function toProfile(creator: Creator): SampleProfile {
  const id = profileIdOf(creator.handle);
  const owner = sampleOwner(creator.ownerName);
  const platformBans = SAMPLE_PLATFORM_BANS.filter((ban) => ban.profileId === id);
  const shadowbanExperiences = SAMPLE_SHADOWBAN_EXPERIENCES.filter((report) => report.profileId === id);
  const banned = deriveProfileTotals({
    platformBans,
    shadowbanExperiences,
    platforms: SAMPLE_PLATFORMS,
  }).bannedPlatforms;
  // A creator still publishes wherever they have an account that is not currently banned.
  const activePlatforms = creator.channels.filter((platform) => !banned.includes(platform));
  const { dateFirstRestricted, ...totals }: ProfileTotals = deriveProfileTotals({
    platformBans,
    shadowbanExperiences,
    platforms: SAMPLE_PLATFORMS,
    activePlatforms,
  });
  return {
    id,
    owner,
    userId: owner.sub,
    username: creator.handle,
    displayName: creator.displayName,
    bio: creator.bio,
    avatarUrl: artworkUrl('avatar', slugOf(creator.displayName)),
    ...buildSocialLinks(creator.handle, creator.channels, { blog: creator.hasBlog }),
    activePlatforms,
    ...(creator.schedule ? { schedule: creator.schedule } : {}),
    ...(creator.solanaAddress ? { solanaAddress: creator.solanaAddress } : {}),
    ...totals,
    ...(dateFirstRestricted ? { dateFirstRestricted } : {}),
  };
}

export const SAMPLE_PROFILES: SampleProfile[] = CREATORS.map(toProfile);

/** The profile with the given handle; a typo in the sample data fails at import. */
export function sampleProfile(handle: string): SampleProfile {
  const found = SAMPLE_PROFILES.find((profile) => profile.username === handle);
  if (!found) throw new Error(`No sample profile "${handle}"`);
  return found;
}
