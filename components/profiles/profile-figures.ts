import type { BanStatistics } from '@/lib/content/platform-overview/read-ban-statistics';
import { formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import type { ProfileSummary } from '@/lib/content/profiles/profile-types';
import { METHODOLOGY_ANCHORS, type MethodologyAnchor } from './methodology-anchors';

/** The database's ban counts for one creator (banStatistics narrowed to the profile). */
export type ProfileBanCounts = {
  recorded: number;
  active: number;
  /** Distinct platforms with at least one ban, active or lifted. */
  platforms: number;
};

/** The counts a profile shows, from the database's ban figures narrowed to that profile. */
export function toProfileBanCounts(statistics: Pick<BanStatistics, 'total' | 'byPlatform'>): ProfileBanCounts {
  return {
    recorded: statistics.total.recorded,
    active: statistics.total.active,
    platforms: statistics.byPlatform.filter((figures) => figures.recorded > 0).length,
  };
}

export type ProfileFigure = {
  /** Stable across releases: the end-to-end journeys find figures by it. */
  testId: string;
  label: string;
  value: string;
  /** One line under the value saying what it counts, so no figure needs another to make sense. */
  note: string;
  icon: string;
  anchor: MethodologyAnchor;
};

type FigureSources = {
  profile: Pick<ProfileSummary, 'totalEstimatedLoss' | 'dateFirstRestricted' | 'platformsAffected'>;
  bans: ProfileBanCounts;
  /** How many shadowban reports the creator has (the reports list's true total). */
  reportCount: number;
};

/**
 * The figures of a profile page, each labelled for what it counts: bans and shadowban reports
 * apart (a creator with reports only has 0 bans and still has platforms affected and a loss,
 * which the notes say), each linked to the methodology section that defines it.
 */
export function buildProfileFigures({ profile, bans, reportCount }: FigureSources): ProfileFigure[] {
  const lifted = Math.max(0, bans.recorded - bans.active);
  return [
    {
      // The id predates the label ("Total bans"); journeys outside this area still use it.
      testId: 'total-total-bans',
      label: 'Bans recorded',
      value: bans.recorded.toLocaleString('en-US'),
      note: `${bans.active.toLocaleString('en-US')} active, ${lifted.toLocaleString('en-US')} lifted`,
      icon: 'bi-slash-circle',
      anchor: METHODOLOGY_ANCHORS.bans,
    },
    {
      testId: 'total-shadowban-reports',
      label: 'Shadowban reports',
      value: reportCount.toLocaleString('en-US'),
      note: 'Restrictions short of a ban; not counted as bans',
      icon: 'bi-eye-slash',
      anchor: METHODOLOGY_ANCHORS.shadowbanReports,
    },
    {
      testId: 'total-platforms-with-a-ban',
      label: 'Platforms with a ban',
      value: bans.platforms.toLocaleString('en-US'),
      note: 'Active or lifted',
      icon: 'bi-x-octagon',
      anchor: METHODOLOGY_ANCHORS.platforms,
    },
    {
      testId: 'total-platforms-affected',
      label: 'Platforms affected',
      value: profile.platformsAffected.length.toLocaleString('en-US'),
      note: 'With a ban or a shadowban report',
      icon: 'bi-diagram-3',
      anchor: METHODOLOGY_ANCHORS.platforms,
    },
    {
      testId: 'total-estimated-loss',
      label: 'Estimated loss',
      value: formatLoss(profile.totalEstimatedLoss),
      note: 'As the creator stated it in shadowban reports',
      icon: 'bi-cash-coin',
      anchor: METHODOLOGY_ANCHORS.estimatedLoss,
    },
    {
      testId: 'total-first-restricted',
      label: 'First restricted',
      value: profile.dateFirstRestricted ? formatDay(profile.dateFirstRestricted) : 'Never',
      note: 'Earliest ban or shadowban report',
      icon: 'bi-calendar-x',
      anchor: METHODOLOGY_ANCHORS.firstRestricted,
    },
  ];
}
