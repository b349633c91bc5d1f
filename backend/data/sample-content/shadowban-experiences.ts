import { CREATORS, profileIdOf } from './creators';
import { sampleOwner } from './owners';
import type { AppealStatus, AwsDate, PlatformName, SampleOwner } from './sample-types';
import { mergeTrails, recordWithStory, type SampleTrail } from './record-trails';
import { REPORT_STORIES } from './report-stories';

export type SampleShadowbanExperience = {
  id: string;
  owner: SampleOwner;
  profileId: string;
  /** A platform name of the PlatformName enum, so it compares with Platform.name. */
  platform: PlatformName;
  category: string;
  description: string;
  restrictionType: string;
  date: AwsDate;
  evidence?: string;
  financialImpact?: number;
  appealStatus?: AppealStatus;
  isAnonymous?: boolean;
  [field: string]: unknown;
};

type ReportFacts = {
  handle: string;
  platform: PlatformName;
  category: string;
  description: string;
  restrictionType: string;
  date: AwsDate;
  evidence?: string;
  financialImpact?: number;
  appealStatus?: AppealStatus;
};

// Categories say which part of the platform was affected; restrictionType names the mechanism.
const REPORTS: ReportFacts[] = [
  {
    handle: 'maraquill',
    platform: 'INSTAGRAM',
    date: '2024-09-18',
    category: 'Recommendations',
    restrictionType: 'Not recommended to non-followers',
    description:
      'Reels stopped appearing in Explore for six weeks; reach to non-followers fell from about 60% of views to under 5%.',
    evidence: 'Account status page showing "Your content can\'t be recommended"; weekly insights exports.',
    financialImpact: 1850,
    appealStatus: 'RESTORED',
  },
  {
    handle: 'maraquill',
    platform: 'YOUTUBE',
    date: '2025-01-09',
    category: 'Monetization',
    restrictionType: 'Limited ads',
    description:
      'Yellow dollar icons on every video mentioning death or mortality, including a reading of Marcus Aurelius on impermanence.',
    evidence: 'Studio monetisation tab; manual review requests for eleven videos.',
    financialImpact: 3240.5,
    appealStatus: 'REJECTED',
  },
  {
    handle: 'dorianvale',
    platform: 'X',
    date: '2024-05-03',
    category: 'Search',
    restrictionType: 'Search suggestion ban',
    description:
      'His handle disappeared from search suggestions; people typing his full name were offered unrelated accounts.',
    evidence: 'Logged-out search screenshots from three countries on the same day.',
    financialImpact: 420,
    appealStatus: 'NONE',
  },
  {
    handle: 'sorenaldric',
    platform: 'X',
    date: '2024-12-01',
    category: 'Reach',
    restrictionType: 'Reply deboosting',
    description: 'Replies hidden behind "show more replies" on every thread, including threads he started.',
    evidence: 'Side-by-side captures from a follower account and a logged-out browser.',
    financialImpact: 600,
    appealStatus: 'PENDING',
  },
  {
    handle: 'sorenaldric',
    platform: 'SUBSTACK',
    date: '2025-06-17',
    category: 'Discovery',
    restrictionType: 'Removed from recommendations',
    description:
      "His publication vanished from other writers' recommendation lists and the category leaderboard for a month.",
    evidence: 'Subscriber-source report showing recommendations dropping to zero.',
    financialImpact: 1125.75,
  },
  {
    handle: 'imogenthrace',
    platform: 'INSTAGRAM',
    date: '2024-02-10',
    category: 'Discovery',
    restrictionType: 'Hashtag suppression',
    description:
      'Posts under her own programme hashtag stopped showing in the hashtag feed, while copies by other accounts still did.',
    evidence: 'Hashtag feed captures over fourteen days.',
    financialImpact: 2100,
    appealStatus: 'NONE',
  },
  {
    handle: 'imogenthrace',
    platform: 'TIKTOK',
    date: '2024-06-05',
    category: 'Recommendations',
    restrictionType: 'For You ineligible',
    description:
      'Every breathing-technique video marked "ineligible for the For You feed" before the account was banned outright.',
    evidence: 'Per-video eligibility notices.',
    financialImpact: 1575.25,
    appealStatus: 'REJECTED',
  },
  {
    handle: 'caspianreyes',
    platform: 'YOUTUBE',
    date: '2025-09-14',
    category: 'Live',
    restrictionType: 'Live-stream throttling',
    description:
      'Simulcasts stopped notifying subscribers and were left out of the live shelf while the Twitch appeal was open.',
    evidence: 'Notification tests from five subscriber accounts.',
    financialImpact: 2890,
    appealStatus: 'PENDING',
  },
  {
    handle: 'taliabrennock',
    platform: 'FACEBOOK',
    date: '2024-03-02',
    category: 'Reach',
    restrictionType: 'Link throttling',
    description:
      'Posts linking to her newsletter reached a tenth of the audience of identical posts without the link.',
    evidence: 'A/B posts on the same afternoon with page insights.',
    financialImpact: 980,
    appealStatus: 'NONE',
  },
  {
    handle: 'taliabrennock',
    platform: 'X',
    date: '2024-10-30',
    category: 'Reach',
    restrictionType: 'Visibility filtering',
    description:
      'A thread on a defence contract carried a "visibility limited" label and could not be reposted for nine days.',
    evidence: 'Label screenshot and repost error.',
    financialImpact: 350,
    appealStatus: 'RESTORED',
  },
  {
    handle: 'eliasmarrow',
    platform: 'YOUTUBE',
    date: '2023-06-21',
    category: 'Recommendations',
    restrictionType: 'Removed from recommendations',
    description:
      'Lectures on wartime propaganda stopped appearing in suggested videos months before the channel was terminated.',
    evidence: 'Traffic-source reports: suggested-video views fell 94% in a week.',
    financialImpact: 1200,
    appealStatus: 'NONE',
  },
  {
    handle: 'noorhalvorsen',
    platform: 'TIKTOK',
    date: '2026-07-08',
    category: 'Recommendations',
    restrictionType: 'For You ineligible',
    description: 'After reinstatement, new lessons stayed out of the For You feed for three weeks.',
    evidence: 'Eligibility notices on six videos.',
    financialImpact: 640,
    appealStatus: 'RESTORED',
  },
  {
    handle: 'noorhalvorsen',
    platform: 'INSTAGRAM',
    date: '2026-07-21',
    category: 'Recommendations',
    restrictionType: 'Not recommended to non-followers',
    description:
      'Reels cross-posted from TikTok were held back from non-followers, apparently because of the watermark.',
    evidence: 'Account status page.',
    financialImpact: 410.75,
    appealStatus: 'PENDING',
  },
  {
    handle: 'rhyscalder',
    platform: 'X',
    date: '2025-04-14',
    category: 'Search',
    restrictionType: 'Search ban',
    description: 'Posts did not appear in search results for his own name or his course title for two weeks.',
    evidence: 'Logged-out search captures.',
    financialImpact: 150,
    appealStatus: 'NONE',
  },
  {
    handle: 'freyacastellan',
    platform: 'X',
    date: '2023-03-15',
    category: 'Reach',
    restrictionType: 'Reply deboosting',
    description:
      'Replies to broadcasters and tournament accounts were collapsed during the copyright dispute.',
    evidence: 'Captures from a second account.',
    financialImpact: 220,
  },
  {
    handle: 'jonahwhitlock',
    platform: 'FACEBOOK',
    date: '2024-06-01',
    category: 'Reach',
    restrictionType: 'Reduced distribution',
    description:
      'Group posts with military photographs were shown to a fraction of members, with a notice about "reduced distribution".',
    evidence: 'Group insights and the in-app notice.',
    financialImpact: 760.4,
    appealStatus: 'REJECTED',
  },
  {
    handle: 'jonahwhitlock',
    platform: 'YOUTUBE',
    date: '2025-05-26',
    category: 'Monetization',
    restrictionType: 'Limited ads',
    description:
      'A Memorial Day lecture series was limited for ads throughout, which cost the sponsor fee tied to ad eligibility.',
    evidence: 'Sponsor contract clause and the monetisation icons.',
    financialImpact: 1430,
    appealStatus: 'RESTORED',
  },
  {
    handle: 'anikasterling',
    platform: 'TIKTOK',
    date: '2024-08-14',
    category: 'Monetization',
    restrictionType: 'Creator Rewards ineligible',
    description:
      'Videos about debt repayment were flagged as "financial advice" and removed from the creator rewards programme.',
    evidence: 'Rewards dashboard and policy notice.',
    financialImpact: 2750,
    appealStatus: 'REJECTED',
  },
  {
    handle: 'anikasterling',
    platform: 'YOUTUBE',
    date: '2024-11-03',
    category: 'Monetization',
    restrictionType: 'Limited ads',
    description:
      'Budget videos mentioning gambling debt as a cautionary example were limited for ads for two months.',
    evidence: 'Studio revenue report, November and December 2024.',
    financialImpact: 4120.8,
    appealStatus: 'PENDING',
  },
  {
    handle: 'anikasterling',
    platform: 'X',
    date: '2025-02-19',
    category: 'Reach',
    restrictionType: 'Visibility filtering',
    description:
      'A thread about a collapsing savings app was labelled and excluded from the For You timeline.',
    evidence: 'Label screenshot.',
  },
  {
    handle: 'lucanashby',
    platform: 'YOUTUBE',
    date: '2026-10-20',
    category: 'Search',
    restrictionType: 'Search suppression',
    description:
      'Episodes stopped ranking for their exact titles two weeks before the channel was suspended.',
    evidence: 'Search captures for five exact titles.',
    financialImpact: 890,
    appealStatus: 'NONE',
  },
  {
    handle: 'wrencalloway',
    platform: 'INSTAGRAM',
    date: '2024-01-20',
    category: 'Recommendations',
    restrictionType: 'Reels not recommended',
    description:
      'After reinstatement, reels were kept out of the Reels tab, and views fell from hundreds of thousands to a few thousand.',
    evidence: 'Insights exports before and after.',
    financialImpact: 1320,
    appealStatus: 'PENDING',
  },
  {
    handle: 'wrencalloway',
    platform: 'YOUTUBE',
    date: '2025-08-08',
    category: 'Recommendations',
    restrictionType: 'Age-restricted without review',
    description:
      'Sketches were age-restricted in bulk, which removed them from recommendations and embedded players.',
    evidence: 'Studio restriction notices on 23 videos.',
    financialImpact: 975.5,
    appealStatus: 'RESTORED',
  },
];

/** The report told through its story (report-stories.ts), as toPlatformBan tells a ban. */
function toShadowbanExperience({ handle, ...facts }: ReportFacts): { record: SampleShadowbanExperience; trail: SampleTrail } {
  const creator = CREATORS.find((candidate) => candidate.handle === handle);
  if (!creator) throw new Error(`Shadowban report for unknown creator "${handle}"`);
  const id = `shadowban-${handle}-${facts.platform.toLowerCase()}-${facts.date}`;
  const { record, trail } = recordWithStory({
    model: 'ShadowbanExperience',
    id,
    owner: sampleOwner(creator.ownerName),
    authorProfileId: profileIdOf(handle),
    fields: facts,
    story: REPORT_STORIES.get(id),
  });
  return { record: record as SampleShadowbanExperience, trail };
}

const TOLD = REPORTS.map(toShadowbanExperience);

export const SAMPLE_SHADOWBAN_EXPERIENCES: SampleShadowbanExperience[] = TOLD.map((told) => told.record);
/** Appeal events, evidence items, verification steps, replies and authorship of the sample reports. */
export const SAMPLE_REPORT_TRAILS: SampleTrail = mergeTrails(TOLD.map((told) => told.trail));
