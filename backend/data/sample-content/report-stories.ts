import type { RecordStory } from './story-types';

/** The stories of the sample shadowban reports (story-types.ts), by the id each has in shadowban-experiences.ts. */
export const REPORT_STORIES: ReadonlyMap<string, RecordStory> = new Map<string, RecordStory>([
  ['shadowban-maraquill-instagram-2024-09-18', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'Recommendation guidelines', endDate: '2024-10-30', statementOfReasons: true },
    steps: [
      { on: '2024-09-20', appeal: 'FILED', note: 'Review requested from the Account Status page.' },
      { on: '2024-09-20', evidence: 'Account Status, 18 September 2024: "Your content can\'t be recommended. Some of your content goes against our Recommendation Guidelines."' },
      { on: '2024-10-30', appeal: 'RESTORED', note: 'Account Status shows recommendations again.' },
      { on: '2024-11-12', check: 'CORROBORATED', source: 'MATCHING_REPORT', note: 'Two philosophy accounts recorded the same Account Status notice in the same weeks.' },
    ],
  }],
  ['shadowban-maraquill-youtube-2025-01-09', {
    restriction: { dsaRestriction: 'DECISION_MONETARY_OTHER', policyCited: 'Advertiser-friendly content guidelines', statementOfReasons: false },
    steps: [
      { on: '2025-01-10', appeal: 'FILED', note: 'Manual review requested for eleven videos.' },
      { on: '2025-01-24', appeal: 'REJECTED', note: 'Limited ads kept on all eleven.' },
    ],
  }],
  ['shadowban-dorianvale-x-2024-05-03', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_OTHER', statementOfReasons: false },
    steps: [{ on: '2024-05-04', evidence: 'Logged-out searches for the full display name, 3 May 2024, from three countries: the handle was not among the first ten suggestions in any of them.' }],
  }],
  ['shadowban-sorenaldric-x-2024-12-01', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false },
    steps: [{ on: '2024-12-02', appeal: 'FILED' }],
  }],
  ['shadowban-sorenaldric-substack-2025-06-17', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false },
  }],
  ['shadowban-imogenthrace-tiktok-2024-06-05', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'For You feed eligibility standards', statementOfReasons: true },
    steps: [
      { on: '2024-06-06', appeal: 'FILED' },
      { on: '2024-06-12', appeal: 'REJECTED' },
    ],
  }],
  ['shadowban-caspianreyes-youtube-2025-09-14', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_OTHER', statementOfReasons: false },
    steps: [{ on: '2025-09-20', appeal: 'FILED', note: 'Support ticket about missing live notifications.' }],
  }],
  ['shadowban-taliabrennock-facebook-2024-03-02', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false },
  }],
  ['shadowban-taliabrennock-x-2024-10-30', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_LABELLED', policyCited: 'Hateful conduct: visibility filtering', endDate: '2024-11-04', statementOfReasons: true, contentUrl: 'https://example.org/investigations/procurement-thread' },
    steps: [
      { on: '2024-10-30', appeal: 'FILED' },
      { on: '2024-11-04', appeal: 'RESTORED', note: 'Label removed.' },
    ],
  }],
  ['shadowban-eliasmarrow-youtube-2023-06-21', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false },
  }],
  ['shadowban-noorhalvorsen-tiktok-2026-07-08', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'For You feed eligibility standards', endDate: '2026-07-15', statementOfReasons: true },
    steps: [
      { on: '2026-07-08', appeal: 'FILED' },
      { on: '2026-07-15', appeal: 'RESTORED' },
    ],
  }],
  ['shadowban-noorhalvorsen-instagram-2026-07-21', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'Recommendation guidelines', statementOfReasons: true },
    steps: [{ on: '2026-07-22', appeal: 'FILED' }],
  }],
  ['shadowban-rhyscalder-x-2025-04-14', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_OTHER', statementOfReasons: false },
  }],
  ['shadowban-jonahwhitlock-facebook-2024-06-01', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'Reduced distribution: content guidelines', statementOfReasons: true },
    steps: [
      { on: '2024-06-02', appeal: 'FILED' },
      { on: '2024-06-20', appeal: 'REJECTED' },
    ],
  }],
  ['shadowban-jonahwhitlock-youtube-2025-05-26', {
    restriction: { dsaRestriction: 'DECISION_MONETARY_SUSPENSION', policyCited: 'Advertiser-friendly content guidelines', endDate: '2025-06-10', statementOfReasons: false },
    steps: [
      { on: '2025-05-27', appeal: 'FILED' },
      { on: '2025-05-27', evidence: 'Sponsor contract, clause 7.2: "Payment is due only for videos that remain fully monetised for 30 days after publication."' },
      { on: '2025-06-10', appeal: 'RESTORED', note: 'Full ads restored after manual review.' },
    ],
  }],
  ['shadowban-anikasterling-tiktok-2024-08-14', {
    restriction: { dsaRestriction: 'DECISION_MONETARY_SUSPENSION', policyCited: 'Creator Rewards Program eligibility', statementOfReasons: true },
    steps: [
      { on: '2024-08-15', appeal: 'FILED' },
      { on: '2024-09-02', appeal: 'REJECTED' },
    ],
  }],
  ['shadowban-anikasterling-youtube-2024-11-03', {
    restriction: { dsaRestriction: 'DECISION_MONETARY_OTHER', policyCited: 'Advertiser-friendly content guidelines', statementOfReasons: false },
    steps: [
      { on: '2024-11-10', appeal: 'FILED' },
      { on: '2024-12-05', appeal: 'ANSWERED', note: 'Asked to re-submit the videos one by one.' },
    ],
  }],
  ['shadowban-anikasterling-x-2025-02-19', {
    isAnonymous: true,
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_LABELLED', statementOfReasons: false },
    steps: [
      { on: '2025-02-20', evidence: 'Label under a post, 19 February 2025: "Visibility limited: this post may violate our rules against hateful conduct." The post quoted a central bank statement.' },
      { on: '2025-03-03', check: 'CORROBORATED', source: 'MATCHING_REPORT', note: 'Another finance creator recorded the same label on a post quoting the same statement.' },
    ],
  }],
  ['shadowban-lucanashby-youtube-2026-10-20', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', statementOfReasons: false },
  }],
  ['shadowban-wrencalloway-instagram-2024-01-20', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED', policyCited: 'Recommendation guidelines', statementOfReasons: false },
    steps: [{ on: '2024-01-25', appeal: 'FILED' }],
  }],
  ['shadowban-wrencalloway-youtube-2025-08-08', {
    restriction: { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_AGE_RESTRICTED', policyCited: 'Age-restriction policy', endDate: '2025-08-29', statementOfReasons: true },
    steps: [
      { on: '2025-08-09', appeal: 'FILED' },
      { on: '2025-08-29', appeal: 'RESTORED', note: 'Restrictions lifted on all 23 videos.' },
      { on: '2025-09-05', check: 'CONFIRMED', source: 'PLATFORM_NOTICE', note: 'Studio notices for the restriction and for its lifting were checked.' },
    ],
  }],
]);
