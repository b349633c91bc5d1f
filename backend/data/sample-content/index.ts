import { SAMPLE_BRIEFS } from './briefs';
import { SAMPLE_PERSONALITIES } from './personalities';
import { SAMPLE_BAN_TRAILS, SAMPLE_PLATFORM_BANS } from './platform-bans';
import { mergeTrails } from './record-trails';
import { SAMPLE_PLATFORMS } from './platforms';
import { SAMPLE_PROFILES } from './profiles';
import type { SampleModelName, SampleRecord } from './sample-types';
import { SAMPLE_REPORT_TRAILS, SAMPLE_SHADOWBAN_EXPERIENCES } from './shadowban-experiences';
import { SAMPLE_STREAMS } from './streams';

export type { SampleModelName, SampleOwner, SampleRecord } from './sample-types';
export { SAMPLE_EDITOR, SAMPLE_OWNERS } from './owners';
export { deriveProfileTotals, type ProfileTotals, type ProfileTotalsInput } from '../../../amplify/data/profile-totals';

/**
 * The sample content loaded into an empty store: every record of every model, deterministic
 * (same ids and values on every start). Keys are in an order that inserts parents before
 * children (platforms and profiles before the bans, reports and briefs that refer to them).
 * Records carry the fields of SPEC §3 and issue 18's (restriction, consent); bans and reports
 * come with their stories (record-trails.ts): appeal events, evidence, verification steps,
 * replies, and the server-set fields and timestamps those left. Elsewhere the store manages
 * createdAt and updatedAt.
 */
export const SAMPLE_CONTENT: Record<SampleModelName, SampleRecord[]> = {
  Platform: SAMPLE_PLATFORMS,
  Profile: SAMPLE_PROFILES,
  PlatformBan: SAMPLE_PLATFORM_BANS,
  ShadowbanExperience: SAMPLE_SHADOWBAN_EXPERIENCES,
  ...mergeTrails([SAMPLE_BAN_TRAILS, SAMPLE_REPORT_TRAILS]),
  Brief: SAMPLE_BRIEFS,
  Personality: SAMPLE_PERSONALITIES,
  Stream: SAMPLE_STREAMS,
};
