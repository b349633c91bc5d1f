/**
 * The totals a Profile keeps about its own ban and shadowban records, computed from those
 * records so they cannot drift: the backend's sample content uses it to fill profiles, and the
 * site's creator pages (/me/bans, /me/shadowbans) call it again after every edit. It lives in
 * amplify/ because both sides may import declarations from here and neither imports the other.
 * Pure: no I/O, no clock. Fields may be null because records read back through
 * GraphQL can be.
 */
import { PLATFORM_NAMES } from './enums';

/** The order platforms are listed in (SPEC §3); names outside it follow, alphabetically. */
const PLATFORM_ORDER: readonly string[] = PLATFORM_NAMES;

export interface PlatformFacts {
  id: string;
  name?: string | null;
}

export interface PlatformBanFacts {
  platformId: string;
  /** Only `true` counts as an active ban; a missing flag is read as lifted. */
  isActive?: boolean | null;
  dateOfBan?: string | null;
}

export interface ShadowbanFacts {
  /** A platform name, as Platform.name spells it ('YOUTUBE'). */
  platform: string;
  date?: string | null;
  financialImpact?: number | null;
}

export interface ProfileTotalsInput {
  platformBans: readonly PlatformBanFacts[];
  shadowbanExperiences: readonly ShadowbanFacts[];
  /** The Platform records the bans refer to by id. */
  platforms: readonly PlatformFacts[];
  /** Platforms the creator still publishes on; they get a status even when never restricted. */
  activePlatforms?: readonly string[] | null;
}

export type PlatformStanding = 'BANNED' | 'LIMITED' | 'RESTORED' | 'ACTIVE';

export interface ProfileTotals {
  /** How many PlatformBan records the profile has, active or lifted. */
  totalBans: number;
  /** Distinct platform names of all bans and shadowban reports. */
  platformsAffected: string[];
  /** Platforms with at least one active ban. */
  bannedPlatforms: string[];
  /** Platforms with a shadowban report and no active ban. */
  limitedPlatforms: string[];
  /** Earliest ban or report date, or null when the profile has none. */
  dateFirstRestricted: string | null;
  /** Sum of the reports' financialImpact, rounded to cents. */
  totalEstimatedLoss: number;
  /**
   * 'NAME:STANDING' for every active or affected platform, e.g. 'YOUTUBE:BANNED'. Standing is
   * BANNED (active ban), LIMITED (shadowban report, no active ban), RESTORED (only lifted bans)
   * or ACTIVE (no record at all).
   */
  platformStatus: string[];
}

function comparePlatforms(a: string, b: string): number {
  const rankOf = (name: string) => {
    const index = PLATFORM_ORDER.indexOf(name);
    return index === -1 ? PLATFORM_ORDER.length : index;
  };
  return rankOf(a) - rankOf(b) || a.localeCompare(b);
}

function sortedPlatforms(names: Iterable<string>): string[] {
  return [...new Set(names)].sort(comparePlatforms);
}

function earliestDate(dates: Iterable<string | null | undefined>): string | null {
  let earliest: string | null = null;
  // AWSDate and AWSDateTime strings order correctly as text.
  for (const date of dates) if (date && (earliest === null || date < earliest)) earliest = date;
  return earliest;
}

/** The ban's platform name; a ban naming no known platform is a broken reference, not a zero. */
function platformNameOf(
  ban: PlatformBanFacts,
  platforms: ReadonlyMap<string, string | null | undefined>,
): string | null {
  if (!platforms.has(ban.platformId))
    throw new Error(`Platform ban refers to unknown platform "${ban.platformId}"`);
  return platforms.get(ban.platformId) ?? null;
}

export function deriveProfileTotals(input: ProfileTotalsInput): ProfileTotals {
  const platformNames = new Map(input.platforms.map((platform) => [platform.id, platform.name]));
  const bans = input.platformBans.map((ban) => ({ ...ban, name: platformNameOf(ban, platformNames) }));

  const bannedNames = bans
    .filter((ban) => ban.isActive === true && ban.name)
    .map((ban) => ban.name as string);
  const liftedNames = bans
    .filter((ban) => ban.isActive !== true && ban.name)
    .map((ban) => ban.name as string);
  const reportedNames = input.shadowbanExperiences.map((report) => report.platform).filter(Boolean);

  const bannedPlatforms = sortedPlatforms(bannedNames);
  const limitedPlatforms = sortedPlatforms(reportedNames.filter((name) => !bannedPlatforms.includes(name)));
  const platformsAffected = sortedPlatforms([...bannedNames, ...liftedNames, ...reportedNames]);

  const standingOf = (name: string): PlatformStanding => {
    if (bannedPlatforms.includes(name)) return 'BANNED';
    if (limitedPlatforms.includes(name)) return 'LIMITED';
    return liftedNames.includes(name) ? 'RESTORED' : 'ACTIVE';
  };
  const listed = sortedPlatforms([...(input.activePlatforms ?? []), ...platformsAffected]);

  const cents = input.shadowbanExperiences.reduce(
    (sum, report) => sum + Math.round((report.financialImpact ?? 0) * 100),
    0,
  );

  return {
    totalBans: bans.length,
    platformsAffected,
    bannedPlatforms,
    limitedPlatforms,
    dateFirstRestricted: earliestDate([
      ...bans.map((ban) => ban.dateOfBan),
      ...input.shadowbanExperiences.map((report) => report.date),
    ]),
    totalEstimatedLoss: cents / 100,
    platformStatus: listed.map((name) => `${name}:${standingOf(name)}`),
  };
}
