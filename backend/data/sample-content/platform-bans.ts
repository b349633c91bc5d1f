import { CREATORS, profileIdOf } from './creators';
import { sampleOwner } from './owners';
import { platformIdOf } from '../../../amplify/data/platforms';
import type { AppealStatus, AwsDate, PlatformName, SampleOwner } from './sample-types';
import { BAN_STORIES } from './ban-stories';
import { mergeTrails, recordWithStory, type SampleTrail } from './record-trails';

export type SamplePlatformBan = {
  id: string;
  owner: SampleOwner;
  platformId: string;
  profileId: string;
  isActive: boolean;
  dateOfBan: AwsDate;
  explanation: string;
  evidence: string;
  appealStatus: AppealStatus;
  isAnonymous: boolean;
  [field: string]: unknown;
};

type BanFacts = {
  handle: string;
  platform: PlatformName;
  dateOfBan: AwsDate;
  isActive: boolean;
  appealStatus: AppealStatus;
  explanation: string;
  evidence: string;
};

// A RESTORED appeal always lifts the ban; a lifted ban with NONE is a fixed-term suspension that ran out.
const BANS: BanFacts[] = [
  {
    handle: 'maraquill',
    platform: 'YOUTUBE',
    dateOfBan: '2024-03-12',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Channel terminated for "spam, deceptive practices and scams" after she re-uploaded her own conference lecture, which an automated system matched as duplicate content.',
    evidence:
      'Termination e-mail of 12 March 2024; reinstatement notice of 19 March 2024 citing human review.',
  },
  {
    handle: 'maraquill',
    platform: 'X',
    dateOfBan: '2025-06-02',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Account locked for "platform manipulation" after a thread on Seneca was quote-posted by several hundred accounts within an hour.',
    evidence: 'Lock screen capture; appeal confirmation number 7781-204 submitted the same day.',
  },
  {
    handle: 'dorianvale',
    platform: 'FACEBOOK',
    dateOfBan: '2023-11-20',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Page unpublished under the "dangerous organisations and individuals" policy for an episode thumbnail showing a 1940s propaganda poster discussed in the episode.',
    evidence: 'Support inbox decision, second review upheld on 4 December 2023.',
  },
  {
    handle: 'dorianvale',
    platform: 'YOUTUBE',
    dateOfBan: '2025-02-14',
    isActive: false,
    appealStatus: 'NONE',
    explanation:
      'One-week upload freeze after a community-guidelines strike on an interview about battlefield medicine; it expired without an appeal.',
    evidence: 'Strike notice in YouTube Studio; freeze lifted automatically on 21 February 2025.',
  },
  {
    handle: 'sorenaldric',
    platform: 'X',
    dateOfBan: '2023-08-07',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Suspended for "sharing private information" after geolocating a publicly posted convoy video using commercial satellite imagery.',
    evidence: 'Suspension notice; restoration e-mail of 11 August 2023 acknowledging the imagery was public.',
  },
  {
    handle: 'sorenaldric',
    platform: 'YOUTUBE',
    dateOfBan: '2024-10-22',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Channel suspended for "violent or graphic content" over an unblurred frame in a verification walkthrough of front-line footage.',
    evidence: 'Appeal form reference and the original walkthrough archived offline.',
  },
  {
    handle: 'sorenaldric',
    platform: 'MEDIUM',
    dateOfBan: '2025-04-11',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Account suspended for "coordinated inauthentic behaviour" after three contributors to his publication were found to share an office network.',
    evidence: 'Trust and safety reply declining reinstatement, 2 May 2025.',
  },
  {
    handle: 'imogenthrace',
    platform: 'INSTAGRAM',
    dateOfBan: '2023-05-15',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation: 'Account disabled for "impersonation" after a copycat account reported hers as the fake.',
    evidence: 'ID verification submitted; account restored 26 May 2023.',
  },
  {
    handle: 'imogenthrace',
    platform: 'TIKTOK',
    dateOfBan: '2024-07-30',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Account banned under "dangerous activities and challenges" for a guided cold-water immersion session filmed with a safety diver.',
    evidence: 'In-app violation record listing the video; appeal pending since 31 July 2024.',
  },
  {
    handle: 'caspianreyes',
    platform: 'TWITCH',
    dateOfBan: '2024-01-19',
    isActive: false,
    appealStatus: 'NONE',
    explanation:
      'Three-day suspension for "hateful conduct" over a clip in which he quoted a guest\'s earlier statement in order to rebut it.',
    evidence: 'Enforcement e-mail with the clip timestamp; suspension served in full.',
  },
  {
    handle: 'caspianreyes',
    platform: 'TWITCH',
    dateOfBan: '2025-07-19',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Indefinite suspension for "harassment" after a guest debater was targeted by viewers in her own channel following the stream.',
    evidence: 'Appeal decision of 30 September 2025; moderation logs exported from the stream.',
  },
  {
    handle: 'taliabrennock',
    platform: 'FACEBOOK',
    dateOfBan: '2024-04-16',
    isActive: true,
    appealStatus: 'NONE',
    explanation:
      'Account restricted from posting links after her newsletter domain was classified as "spam"; no appeal route was offered.',
    evidence: 'Account quality screen showing the restriction without an appeal button.',
  },
  {
    handle: 'taliabrennock',
    platform: 'SUBSTACK',
    dateOfBan: '2025-03-04',
    isActive: false,
    appealStatus: 'PARTIALLY_RESTORED',
    explanation:
      'Publication hidden and payments paused pending review after a wave of reports against an investigation based on leaked procurement documents.',
    evidence: 'Review notice; the publication came back nine days later, paid subscriptions stayed paused.',
  },
  {
    handle: 'eliasmarrow',
    platform: 'MEDIUM',
    dateOfBan: '2023-02-27',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Suspended for "hateful content" for quoting wartime propaganda in an essay that analysed and condemned it.',
    evidence: 'Appeal correspondence; suspension reversed 8 March 2023.',
  },
  {
    handle: 'eliasmarrow',
    platform: 'YOUTUBE',
    dateOfBan: '2023-09-05',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Channel terminated for "violent extremism" over archival newsreel footage used in a lecture series on propaganda.',
    evidence: 'Termination notice; both appeals declined within 48 hours.',
  },
  {
    handle: 'noorhalvorsen',
    platform: 'TIKTOK',
    dateOfBan: '2026-05-19',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Banned for "harmful misinformation" because a debunking lesson showed the original false claim on screen.',
    evidence: 'Violation notice and reinstatement message of 23 May 2026.',
  },
  {
    handle: 'rhyscalder',
    platform: 'INSTAGRAM',
    dateOfBan: '2026-10-02',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Account suspended for "bullying and harassment" over a staged negotiation role-play with a consenting colleague.',
    evidence: "Suspension screen; appeal filed with the colleague's written statement.",
  },
  {
    handle: 'rhyscalder',
    platform: 'FACEBOOK',
    dateOfBan: '2026-10-02',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Suspended the same day as the linked Instagram account through the shared accounts centre, citing the same video.',
    evidence: 'Accounts centre notice referencing the Instagram decision.',
  },
  {
    handle: 'freyacastellan',
    platform: 'YOUTUBE',
    dateOfBan: '2022-11-08',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Channel terminated after three copyright strikes from a tournament broadcaster over short commentary clips of televised games.',
    evidence: 'Three strike notices and rejected counter-notifications.',
  },
  {
    handle: 'freyacastellan',
    platform: 'RUMBLE',
    dateOfBan: '2025-01-27',
    isActive: false,
    appealStatus: 'NONE',
    explanation:
      'Live-streaming locked for 48 hours after a copyright claim on broadcast footage shown during live analysis.',
    evidence: 'Dashboard notice; the lock lifted automatically on 29 January 2025.',
  },
  {
    handle: 'jonahwhitlock',
    platform: 'FACEBOOK',
    dateOfBan: '2024-11-11',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Veterans\' leadership group disabled for "violence and incitement" over a Remembrance Day post with a historical battle photograph.',
    evidence: 'Group disabled notice; restored 15 November 2024 after an oversight request.',
  },
  {
    handle: 'lucanashby',
    platform: 'TWITCH',
    dateOfBan: '2023-07-12',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Suspended for "violent speech" after a dramatic reading of Cicero\'s first speech against Catiline.',
    evidence: 'Suspension e-mail; reversal on appeal 14 July 2023.',
  },
  {
    handle: 'lucanashby',
    platform: 'RUMBLE',
    dateOfBan: '2024-09-09',
    isActive: false,
    appealStatus: 'NONE',
    explanation: 'Seven-day live restriction after a sponsor segment was flagged as undisclosed advertising.',
    evidence: 'Creator dashboard message; restriction expired 16 September 2024.',
  },
  {
    handle: 'lucanashby',
    platform: 'YOUTUBE',
    dateOfBan: '2026-11-02',
    isActive: true,
    appealStatus: 'PENDING',
    explanation:
      'Channel suspended for "harmful or dangerous content" over an episode on ancient assassination plots.',
    evidence: 'Suspension notice and appeal acknowledgement, both 2 November 2026.',
  },
  {
    handle: 'wrencalloway',
    platform: 'INSTAGRAM',
    dateOfBan: '2023-12-05',
    isActive: false,
    appealStatus: 'RESTORED',
    explanation:
      'Account disabled for "impersonation" over a parody of a fictional minister, despite the parody label in the bio.',
    evidence: 'Restoration e-mail of 12 December 2023.',
  },
  {
    handle: 'wrencalloway',
    platform: 'X',
    dateOfBan: '2024-08-29',
    isActive: true,
    appealStatus: 'NONE',
    explanation:
      'Parody account suspended for "misleading and deceptive identities"; she has not appealed while she documents the case.',
    evidence: 'Suspension screen capture and the parody label as it stood that day.',
  },
  {
    handle: 'wrencalloway',
    platform: 'TIKTOK',
    dateOfBan: '2025-03-31',
    isActive: true,
    appealStatus: 'REJECTED',
    explanation:
      'Banned for "synthetic and manipulated media" over a sketch labelled as satire in its caption and opening frame.',
    evidence: 'Appeal outcome of 3 April 2025 and the labelled video.',
  },
];

/** The ban told through its story (ban-stories.ts): restriction, trail and the fields the server sets from it. */
function toPlatformBan(facts: BanFacts): { record: SamplePlatformBan; trail: SampleTrail } {
  const creator = CREATORS.find((candidate) => candidate.handle === facts.handle);
  if (!creator) throw new Error(`Platform ban for unknown creator "${facts.handle}"`);
  const platformId = platformIdOf(facts.platform);
  const id = `ban-${facts.handle}-${platformId}-${facts.dateOfBan}`;
  const { record, trail } = recordWithStory({
    model: 'PlatformBan',
    id,
    owner: sampleOwner(creator.ownerName),
    authorProfileId: profileIdOf(facts.handle),
    fields: {
      platformId,
      isActive: facts.isActive,
      dateOfBan: facts.dateOfBan,
      explanation: facts.explanation,
      evidence: facts.evidence,
      appealStatus: facts.appealStatus,
    },
    story: BAN_STORIES.get(id),
  });
  return { record: record as SamplePlatformBan, trail };
}

const TOLD = BANS.map(toPlatformBan);

export const SAMPLE_PLATFORM_BANS: SamplePlatformBan[] = TOLD.map((told) => told.record);
/** Appeal events, evidence items, verification steps, replies and authorship of the sample bans. */
export const SAMPLE_BAN_TRAILS: SampleTrail = mergeTrails(TOLD.map((told) => told.trail));
