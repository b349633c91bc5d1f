import type { RecordStory } from './story-types';

/**
 * The stories of the sample bans (story-types.ts), by the id the ban has in platform-bans.ts (an
 * anonymised one is filed under another). Dates agree with each ban's own explanation and
 * evidence; links point at example.org, never at anyone's real content.
 */
export const BAN_STORIES: ReadonlyMap<string, RecordStory> = new Map<string, RecordStory>([
  ['ban-maraquill-youtube-2024-03-12', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_TERMINATED', policyCited: 'Spam, deceptive practices and scams policy', statementOfReasons: true, contentUrl: 'https://example.org/talks/stoic-attention-2024' },
    steps: [
      { on: '2024-03-12', appeal: 'FILED', note: 'Appeal form sent the evening of the termination.' },
      { on: '2024-03-13', evidence: 'Termination e-mail, 12 March 2024, 21:04 UTC: "We have reviewed your content and found severe or repeated violations of our spam, deceptive practices and scams policy. We have terminated your channel."' },
      { on: '2024-03-19', appeal: 'RESTORED', note: 'Reinstatement notice citing human review; all videos back.' },
      { on: '2024-03-19', evidence: 'Reinstatement e-mail, 19 March 2024: "After a human review we have determined that your channel does not violate our policies. It has been reinstated."' },
      { on: '2024-03-26', check: 'CONFIRMED', source: 'PLATFORM_NOTICE', note: 'Both notices were forwarded with their full headers; the dates and the cited policy match the record.' },
    ],
  }],
  ['ban-maraquill-x-2025-06-02', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Platform manipulation and spam policy', statementOfReasons: false, contentUrl: 'https://example.org/threads/seneca-on-anger' },
    steps: [
      { on: '2025-06-02', appeal: 'FILED', note: 'Appeal confirmation number 7781-204.' },
      { on: '2025-06-03', evidence: 'Lock screen, 2 June 2025: "Your account has been locked. We have temporarily limited some of your account features because of suspicious activity." No rule or post was named.' },
      { on: '2025-06-20', appeal: 'ANSWERED', note: 'Automated reply asking to verify a phone number; the appeal stays open.' },
    ],
  }],
  ['ban-dorianvale-facebook-2023-11-20', {
    restriction: { dsaRestriction: 'DECISION_PROVISION_PARTIAL_SUSPENSION', policyCited: 'Dangerous organisations and individuals', statementOfReasons: true, contentUrl: 'https://example.org/podcast/episode-112-poster-art' },
    steps: [
      { on: '2023-11-21', appeal: 'FILED', note: 'Requested a review from the support inbox.' },
      { on: '2023-11-27', appeal: 'REJECTED', note: 'First review upheld the decision.' },
      { on: '2023-11-28', appeal: 'FILED', note: 'Asked for a second review with the episode transcript.' },
      { on: '2023-12-04', appeal: 'REJECTED', note: 'Second review upheld on 4 December 2023.' },
      { on: '2023-12-05', evidence: 'Support inbox, 4 December 2023: "We reviewed your Page again and confirmed it does not follow our Community Standards on dangerous organisations and individuals. Your Page will stay unpublished."' },
      { on: '2024-01-10', check: 'CORROBORATED', source: 'PRESS', note: 'A trade newsletter reported the unpublishing of several history podcasts over archival poster art the same month.', sourceUrl: 'https://example.org/press/history-podcasts-unpublished' },
    ],
  }],
  ['ban-dorianvale-youtube-2025-02-14', {
    restriction: { dsaRestriction: 'DECISION_PROVISION_PARTIAL_SUSPENSION', policyCited: 'Community guidelines strike: harmful or dangerous content', endDate: '2025-02-21', statementOfReasons: true, contentUrl: 'https://example.org/podcast/episode-151-battlefield-medicine' },
    steps: [{ on: '2025-02-15', evidence: 'Strike notice in YouTube Studio, 14 February 2025: "You will not be able to upload, post or live stream for 1 week." Freeze ended 21 February 2025.' }],
  }],
  ['ban-sorenaldric-x-2023-08-07', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Private information and media policy', statementOfReasons: true, contentUrl: 'https://example.org/osint/convoy-geolocation' },
    steps: [
      { on: '2023-08-07', appeal: 'FILED' },
      { on: '2023-08-11', appeal: 'RESTORED', note: 'Restoration e-mail acknowledged the imagery was public.' },
      { on: '2023-08-20', check: 'CONFIRMED', source: 'PLATFORM_STATEMENT', note: 'The platform’s restoration e-mail, shown to a moderator, says the imagery was publicly available.' },
    ],
  }],
  ['ban-sorenaldric-youtube-2024-10-22', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Violent or graphic content policy', statementOfReasons: true, contentUrl: 'https://example.org/osint/verification-walkthrough-7' },
    steps: [
      { on: '2024-10-22', appeal: 'FILED', note: 'Appeal form with the original walkthrough attached.' },
      { on: '2024-11-05', appeal: 'ANSWERED', note: 'The platform asked for the unedited source footage.' },
      {
        on: '2024-11-06',
        reply: { authorName: 'Platform policy team', authorRole: 'PLATFORM', body: 'The channel was suspended for a frame showing identifiable injured people without an educational context in the video itself. The appeal is with a specialist reviewer; we will answer the creator directly.' },
        publishedOn: '2024-11-08',
      },
    ],
  }],
  ['ban-sorenaldric-medium-2025-04-11', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Coordinated inauthentic behaviour', statementOfReasons: true },
    steps: [
      { on: '2025-04-12', appeal: 'FILED' },
      { on: '2025-05-02', appeal: 'REJECTED', note: 'Trust and safety declined reinstatement.' },
      { on: '2025-05-20', check: 'DISPUTED', note: 'The platform’s reply names a fourth contributor the record leaves out; the creator has been asked for the whole correspondence.' },
    ],
  }],
  ['ban-imogenthrace-instagram-2023-05-15', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Impersonation', statementOfReasons: false, contentUrl: 'https://example.org/breathwork/account-notice' },
    steps: [
      { on: '2023-05-16', appeal: 'FILED', note: 'ID verification submitted.' },
      { on: '2023-05-26', appeal: 'RESTORED' },
    ],
  }],
  ['ban-imogenthrace-tiktok-2024-07-30', {
    isAnonymous: true,
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_TERMINATED', policyCited: 'Dangerous activities and challenges', statementOfReasons: true },
    steps: [
      { on: '2024-07-31', appeal: 'FILED' },
      { on: '2024-08-01', evidence: 'In-app violation record, 30 July 2024: "Account banned: multiple violations of our dangerous activities and challenges policy." The record lists one video, a guided cold-water immersion with a safety diver in frame.' },
      { on: '2024-09-16', check: 'CORROBORATED', source: 'MATCHING_REPORT', note: 'Two other cold-water instructors recorded bans under the same policy in the same fortnight.' },
    ],
  }],
  ['ban-caspianreyes-twitch-2024-01-19', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Hateful conduct', endDate: '2024-01-22', statementOfReasons: true },
  }],
  ['ban-caspianreyes-twitch-2025-07-19', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Harassment: directing viewers at another creator', statementOfReasons: true, contentUrl: 'https://example.org/debates/episode-88' },
    steps: [
      { on: '2025-07-20', appeal: 'FILED' },
      { on: '2025-07-21', evidence: 'Moderation log summary exported 20 July 2025: 14 chat messages removed and 3 viewers banned during the stream; no message named the guest’s channel.' },
      { on: '2025-08-15', appeal: 'ANSWERED', note: 'The platform asked for the stream’s chat logs.' },
      { on: '2025-09-30', appeal: 'REJECTED', note: 'Appeal decision of 30 September 2025.' },
      { on: '2025-10-10', check: 'DISPUTED', note: 'The guest’s public account of the evening contradicts the record on who sent viewers to her channel; both accounts are kept.', sourceUrl: 'https://example.org/press/debate-raid-accounts' },
    ],
  }],
  ['ban-taliabrennock-facebook-2024-04-16', {
    isAnonymous: true,
    restriction: { dsaRestriction: 'DECISION_PROVISION_PARTIAL_SUSPENSION', policyCited: 'Spam', statementOfReasons: false },
    steps: [
      { on: '2024-04-17', evidence: 'Account quality screen, 16 April 2024: "You can’t share links from this domain because it goes against our Community Standards on spam." No appeal button is shown.' },
      { on: '2024-05-02', check: 'CORROBORATED', source: 'MATCHING_REPORT', note: 'Three other newsletter writers on the same mail provider recorded the same link restriction that week.' },
    ],
  }],
  ['ban-taliabrennock-substack-2025-03-04', {
    restriction: { dsaRestriction: 'DECISION_MONETARY_SUSPENSION', policyCited: 'Content guidelines: private information', endDate: '2025-03-13', statementOfReasons: true, contentUrl: 'https://example.org/investigations/procurement-files' },
    steps: [
      { on: '2025-03-05', appeal: 'FILED', note: 'Asked for the review to be expedited.' },
      { on: '2025-03-05', evidence: 'Review notice, 4 March 2025: "Your publication is hidden and payments are paused while we review reports about it."' },
      { on: '2025-03-13', appeal: 'PARTIALLY_RESTORED', note: 'Publication back; paid subscriptions stay paused.' },
      {
        on: '2025-03-20',
        reply: { authorName: 'Platform trust and safety', authorRole: 'PLATFORM', body: 'The publication was restored on 13 March after review. Paid subscriptions remain paused while the provenance of the published documents is checked, as our guidelines on private information require.' },
        publishedOn: '2025-03-24',
      },
    ],
  }],
  ['ban-eliasmarrow-medium-2023-02-27', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Hateful content', statementOfReasons: true, contentUrl: 'https://example.org/essays/reading-wartime-propaganda' },
    steps: [
      { on: '2023-02-28', appeal: 'FILED' },
      { on: '2023-03-08', appeal: 'RESTORED', note: 'Suspension reversed.' },
    ],
  }],
  ['ban-eliasmarrow-youtube-2023-09-05', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_TERMINATED', policyCited: 'Violent extremist or criminal organisations', statementOfReasons: true, contentUrl: 'https://example.org/lectures/propaganda-newsreels' },
    steps: [
      { on: '2023-09-05', appeal: 'FILED' },
      { on: '2023-09-06', appeal: 'REJECTED', note: 'First appeal declined.' },
      { on: '2023-09-06', appeal: 'FILED', note: 'Second appeal with the lecture syllabus.' },
      { on: '2023-09-07', appeal: 'REJECTED', note: 'Second appeal declined within 48 hours.' },
      { on: '2023-09-08', evidence: 'Termination notice, 5 September 2023: "Your channel has been terminated due to multiple or severe violations of our policy on violent extremist or criminal organisations."' },
      { on: '2023-10-02', check: 'CONFIRMED', source: 'PLATFORM_NOTICE', note: 'The termination notice and both appeal answers were checked against the dates recorded.' },
      {
        on: '2023-10-20',
        reply: { authorName: 'Newsreel Archive Collective (sample organisation)', authorRole: 'THIRD_PARTY', body: 'The newsreels shown in these lectures are catalogued public-domain holdings of our archive, published with their propaganda context. We confirm the lecturer licensed the copies from us.' },
        publishedOn: '2023-10-25',
      },
    ],
  }],
  ['ban-noorhalvorsen-tiktok-2026-05-19', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Harmful misinformation', statementOfReasons: true, contentUrl: 'https://example.org/lessons/debunking-101' },
    steps: [
      { on: '2026-05-19', appeal: 'FILED' },
      { on: '2026-05-23', appeal: 'RESTORED', note: 'Reinstatement message.' },
    ],
  }],
  ['ban-rhyscalder-instagram-2026-10-02', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Bullying and harassment', statementOfReasons: true, contentUrl: 'https://example.org/negotiation/role-play-12' },
    steps: [
      { on: '2026-10-03', appeal: 'FILED', note: 'Filed with the colleague’s written statement.' },
      { on: '2026-10-03', evidence: 'Statement of the colleague in the video, 3 October 2026: "The negotiation in this video was staged with my agreement. I wrote half of the script and asked for it to be published."' },
    ],
  }],
  ['ban-rhyscalder-facebook-2026-10-02', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Bullying and harassment (linked account)', statementOfReasons: false },
    steps: [{ on: '2026-10-03', appeal: 'FILED' }],
  }],
  ['ban-freyacastellan-youtube-2022-11-08', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_TERMINATED', policyCited: 'Copyright: three strikes', statementOfReasons: true },
    steps: [
      { on: '2022-11-09', appeal: 'FILED', note: 'Counter-notifications for the three clips.' },
      { on: '2022-12-01', appeal: 'REJECTED', note: 'Counter-notifications rejected.' },
      { on: '2022-12-02', evidence: 'Three copyright strike notices, 24 October, 1 November and 8 November 2022, each naming one clip of under 40 seconds from a televised game.' },
    ],
  }],
  ['ban-freyacastellan-rumble-2025-01-27', {
    restriction: { dsaRestriction: 'DECISION_PROVISION_PARTIAL_SUSPENSION', policyCited: 'Copyright claim', endDate: '2025-01-29', statementOfReasons: true },
  }],
  ['ban-jonahwhitlock-facebook-2024-11-11', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DISABLED', policyCited: 'Violence and incitement', statementOfReasons: true, contentUrl: 'https://example.org/groups/veterans-leadership/remembrance-2024' },
    steps: [
      { on: '2024-11-11', appeal: 'FILED', note: 'Oversight request sent the same day.' },
      { on: '2024-11-12', evidence: 'Group disabled notice, 11 November 2024: "Your group was disabled because it goes against our standards on violence and incitement."' },
      { on: '2024-11-15', appeal: 'RESTORED' },
      { on: '2024-11-28', check: 'CONFIRMED', source: 'PLATFORM_NOTICE', note: 'The disabled notice and the restoration notice were checked against the group’s admin log.' },
    ],
  }],
  ['ban-lucanashby-twitch-2023-07-12', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Violent speech', statementOfReasons: true, contentUrl: 'https://example.org/readings/in-catilinam-1' },
    steps: [
      { on: '2023-07-12', appeal: 'FILED' },
      { on: '2023-07-14', appeal: 'RESTORED', note: 'Reversal on appeal.' },
    ],
  }],
  ['ban-lucanashby-rumble-2024-09-09', {
    restriction: { dsaRestriction: 'DECISION_PROVISION_PARTIAL_SUSPENSION', policyCited: 'Undisclosed advertising', endDate: '2024-09-16', statementOfReasons: false },
  }],
  ['ban-lucanashby-youtube-2026-11-02', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Harmful or dangerous content', statementOfReasons: true, contentUrl: 'https://example.org/history/assassination-plots' },
    steps: [{ on: '2026-11-02', appeal: 'FILED', note: 'Appeal acknowledgement received the same day.' }],
  }],
  ['ban-wrencalloway-instagram-2023-12-05', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Impersonation', statementOfReasons: true },
    steps: [
      { on: '2023-12-06', appeal: 'FILED' },
      { on: '2023-12-12', appeal: 'RESTORED', note: 'Restoration e-mail.' },
    ],
  }],
  ['ban-wrencalloway-tiktok-2025-03-31', {
    restriction: { dsaRestriction: 'DECISION_ACCOUNT_TERMINATED', policyCited: 'Synthetic and manipulated media', statementOfReasons: true, contentUrl: 'https://example.org/sketches/minister-of-forms' },
    steps: [
      { on: '2025-03-31', appeal: 'FILED' },
      { on: '2025-04-03', appeal: 'REJECTED', note: 'Appeal outcome of 3 April 2025.' },
    ],
  }],
]);
