import { briefSummary } from '../briefs/brief-fixtures.test-helper';
import type { PersonalitySummary } from '../personalities/personality-types';
import type { PlatformBanRecord } from '../platform-overview/platform-ban-types';
import { NO_RESTRICTION } from '../records/record-restriction';
import { SELF_REPORTED } from '../records/record-verification';
import type { StreamSummary } from '../streams/stream-types';
import { selectHomeContent } from './select-home-content';

const person = (id: string, isFeatured: boolean, isActive = true): PersonalitySummary => ({
  id,
  pathSegment: id,
  name: id,
  displayName: id,
  image: null,
  category: null,
  bio: null,
  followerCount: null,
  subscriberCount: null,
  isVerified: false,
  isFeatured,
  isActive,
  ranking: null,
  primaryPlatforms: [],
});
const stream = (id: string, isFeatured = true) => ({ id, slug: id, title: id, isFeatured }) as StreamSummary;
const ban = (id: string, platformId: string, dateOfBan: string, isActive: boolean, appealStatus: PlatformBanRecord['appealStatus']): PlatformBanRecord => ({
  id,
  platformId,
  isActive,
  dateOfBan,
  explanation: null,
  evidence: null,
  restriction: NO_RESTRICTION, verification: SELF_REPORTED,
  appealStatus,
  creator: { username: 'ada', displayName: 'Ada' },
});

describe('what the home page shows', () => {
  const content = selectHomeContent({
    publishedBriefs: Array.from({ length: 8 }, (_, index) => briefSummary({ id: `b${index}` })),
    personalities: [person('p1', true), person('p2', false), person('p3', true, false), person('p4', true)],
    featuredStreams: [stream('s1'), stream('s2', false), stream('s3')],
    // As banStatistics answers them: the database counts, this page only arranges.
    bansByPlatform: [
      { key: 'twitch', recorded: 1, active: 0, underAppeal: 0, restored: 0, creators: 1 },
      { key: 'x', recorded: 2, active: 1, underAppeal: 1, restored: 1, creators: 1 },
      { key: 'youtube', recorded: 3, active: 1, underAppeal: 0, restored: 2, creators: 1 },
    ],
    latestBans: [
      ban('x-1', 'x', '2025-01-01', true, 'PENDING'),
      ban('x-2', 'x', '2025-03-01', false, 'RESTORED'),
      ban('yt-1', 'youtube', '2025-02-01', true, 'NONE'),
      ban('yt-2', 'youtube', '2024-01-01', false, 'RESTORED'),
      ban('yt-3', 'YouTube', '2023-01-01', false, 'RESTORED'),
      ban('tw-1', 'twitch', '2022-01-01', false, 'NONE'),
    ],
  });

  it('shows the six newest briefs and only featured, active personalities and featured streams', () => {
    expect(content.latestBriefs.map((brief) => brief.id)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(content.featuredPersonalities.map((item) => item.id)).toEqual(['p1', 'p4']);
    expect(content.featuredStreams.map((item) => item.id)).toEqual(['s1', 's3']);
  });

  it('counts active bans and restorations per platform with any record, in the platforms’ order', () => {
    expect(content.banTracker.platforms.map((row) => [row.platform.id, row.active, row.restored])).toEqual([
      ['x', 1, 1],
      ['youtube', 1, 2],
      ['twitch', 0, 0],
    ]);
    expect(content.banTracker.totals).toEqual({ recorded: 6, active: 2, restored: 3 });
  });

  it('lists the five latest ban records, newest first', () => {
    expect(content.banTracker.latest.map((record) => record.id)).toEqual(['x-2', 'yt-1', 'x-1', 'yt-2', 'yt-3']);
  });
});
