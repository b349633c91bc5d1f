import type { BriefSummary } from '../briefs/brief-types';
import type { PersonalitySummary } from '../personalities/personality-types';
import type { PlatformBanRecord } from '../platform-overview/platform-ban-types';
import type { BanFigures } from '../platform-overview/read-ban-statistics';
import type { StreamSummary } from '../streams/stream-types';
import { summarizeBanTracker, type BanTracker } from './summarize-ban-tracker';

export const HOME_SECTION_SIZE = 6;

export type HomeContent = {
  latestBriefs: BriefSummary[];
  featuredPersonalities: PersonalitySummary[];
  featuredStreams: StreamSummary[];
  banTracker: BanTracker;
};

/**
 * What the home page shows from the public reads: the newest published briefs, the featured
 * personalities who are still active (in catalogue order), the featured streams now playing,
 * and the ban tracker.
 */
export function selectHomeContent(inputs: {
  publishedBriefs: readonly BriefSummary[];
  personalities: readonly PersonalitySummary[];
  featuredStreams: readonly StreamSummary[];
  /** Ban figures per platform, counted by the database. */
  bansByPlatform: readonly BanFigures[];
  latestBans: readonly PlatformBanRecord[];
}): HomeContent {
  return {
    latestBriefs: inputs.publishedBriefs.slice(0, HOME_SECTION_SIZE),
    featuredPersonalities: inputs.personalities.filter((person) => person.isFeatured && person.isActive).slice(0, HOME_SECTION_SIZE),
    featuredStreams: inputs.featuredStreams.filter((stream) => stream.isFeatured).slice(0, HOME_SECTION_SIZE),
    banTracker: summarizeBanTracker(inputs.bansByPlatform, inputs.latestBans),
  };
}
