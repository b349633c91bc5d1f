import type { BriefTopic } from './brief-topic-types';

export const INFLUENCE_TOPICS: BriefTopic[] = [
  {
    title: 'Trust Is the Only Algorithm You Control',
    handle: 'noorhalvorsen',
    blogDate: '2025-01-21',
    status: 'PUBLISHED',
    featured: true,
    tags: ['Trust', 'Audience', 'Media literacy'],
    warfareTags: ['Algorithmic suppression', 'Shadowbanning'],
    description:
      'Ranking systems change every quarter. The reasons people believe you change much more slowly.',
    lede: 'My students ask me how to beat the algorithm. I tell them the honest answer, which disappoints them: you cannot, and the people who claim they can are selling something. What you can do is be the person your audience would look for if the feed stopped showing you. That is a different problem, and it has solutions.',
  },
  {
    title: 'Reciprocity and the Loyal Thousand',
    handle: 'rhyscalder',
    blogDate: '2025-09-09',
    status: 'PUBLISHED',
    tags: ['Reciprocity', 'Community', 'Persuasion'],
    warfareTags: ['Counter-messaging'],
    description:
      'A thousand people who would follow you anywhere beat a million who would not notice you had gone.',
    lede: 'In negotiation training we teach reciprocity as a tactic: give a small concession and the other side feels obliged to return it. Online it works at a different scale and on a longer clock. The creators who came through bans with their audiences intact had been giving, genuinely and for years, to a small group who felt they owed them something.',
  },
  {
    title: 'How Satire Travels When Reach Is Throttled',
    handle: 'wrencalloway',
    blogDate: '2026-02-24',
    status: 'PUBLISHED',
    tags: ['Satire', 'Comedy', 'Distribution'],
    warfareTags: ['Shadowbanning', 'Synthetic media'],
    description:
      'Jokes that are labelled as jokes still get flagged. The ones that get through travel by hand.',
    lede: 'When my sketches were age-restricted in bulk, the view counts dropped by nine tenths. The jokes did not stop travelling; they changed vehicle. People screen-recorded them, sent them in group chats and read the best lines aloud on podcasts. Satire has always moved this way, from the pamphlet to the photocopier, and it is worth understanding why.',
  },
  {
    title: 'Building Influence on Five Platforms Without Losing Your Voice',
    handle: 'dorianvale',
    blogDate: '2026-06-16',
    status: 'PUBLISHED',
    tags: ['Multi-platform', 'Voice', 'Podcasting'],
    warfareTags: ['Deplatforming'],
    description:
      'Spreading out protects you from any one ban, but each platform pulls your work towards its own format.',
    lede: 'After my Facebook page was unpublished I did what everyone advises: I spread the show across five platforms. Within three months each version had drifted. The short clips were angrier, the long episodes were longer and the community posts had started to sound like somebody else. Diversification had solved one risk and created another.',
  },
  {
    title: 'The Persuasion Tactics Hidden in Community Notes',
    handle: 'noorhalvorsen',
    blogDate: '2026-11-10',
    status: 'DRAFT',
    tags: ['Fact-checking', 'Persuasion', 'Crowdsourcing'],
    warfareTags: ['Counter-messaging', 'Narrative control'],
    description:
      'Crowd-written context notes persuade through tone as much as facts. What that teaches anyone correcting a falsehood.',
    lede: 'The most persuasive corrections I have seen online are not the angriest or the most thorough. They are short, neutral and sourced, and they assume the reader is intelligent. Crowd-written context notes, at their best, follow that pattern without anyone having designed it, and they are worth studying for that reason.',
  },
];
