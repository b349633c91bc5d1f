import type { BriefTopic } from './brief-topic-types';

export const POWER_TOPICS: BriefTopic[] = [
  {
    title: 'Who Holds the Off Switch? Mapping Platform Power',
    handle: 'freyacastellan',
    blogDate: '2025-03-18',
    status: 'PUBLISHED',
    featured: true,
    tags: ['Platforms', 'Strategy', 'Dependence'],
    warfareTags: ['Deplatforming', 'Censorship'],
    description:
      "Draw the board before you play. A map of who can switch off which part of a creator's business.",
    lede: 'In chess you do not start calculating until you have looked at the whole board. Most creators never draw theirs. When my channel was terminated over three copyright claims I sat down and mapped every switch that someone else could flip: hosting, discovery, payments, the domain, even the e-mail service. The drawing was more frightening than the ban.',
  },
  {
    title: 'Leverage You Own: Email Lists, Domains and Payment Rails',
    handle: 'taliabrennock',
    blogDate: '2025-07-22',
    status: 'PUBLISHED',
    tags: ['Newsletters', 'Independence', 'Payments'],
    warfareTags: ['Deplatforming', 'Demonetization'],
    description: 'The unglamorous infrastructure that decides whether a ban is an interruption or an ending.',
    lede: 'When my publication was hidden pending review, the thing that saved it was not a lawyer or a campaign. It was a CSV file. I had exported my subscriber list the month before, out of habit, and could have written to every reader from somewhere else that afternoon. I never had to, but knowing I could changed how I spoke to the platform.',
  },
  {
    title: 'The Quiet Power of Terms-of-Service Updates',
    handle: 'sorenaldric',
    blogDate: '2025-11-11',
    status: 'PUBLISHED',
    tags: ['Terms of service', 'Policy', 'Monitoring'],
    warfareTags: ['Narrative control', 'Censorship'],
    description:
      'Policy changes arrive as e-mails nobody reads. Diffing them is a small act of scrutiny anyone can practise.',
    lede: 'Every few months an e-mail arrives telling you the terms have changed and that continuing to use the service means you accept them. I started saving each version and comparing them line by line, the way I would compare two photographs of the same building. The changes are small, and they almost always move in the same direction.',
  },
  {
    title: 'Negotiating With a Platform That Will Not Negotiate',
    handle: 'rhyscalder',
    blogDate: '2026-01-13',
    status: 'PUBLISHED',
    tags: ['Negotiation', 'Appeals', 'Leverage'],
    warfareTags: ['Deplatforming'],
    description:
      'An appeal form is a negotiation with no counterpart. The principles still apply, but the leverage has to come from elsewhere.',
    lede: 'I spent twenty years teaching people to negotiate with someone who holds all the cards. The first rule is that there is always a person on the other side, with interests you can learn. Platform appeals break that rule: you write into a form, and a process answers. Negotiating anyway means changing what you think the negotiation is about.',
  },
  {
    title: 'Machiavelli for Moderators',
    handle: 'freyacastellan',
    blogDate: '2024-09-03',
    status: 'ARCHIVED',
    tags: ['Machiavelli', 'Moderation', 'Communities'],
    warfareTags: ['Censorship', 'Narrative control'],
    description:
      'Every community moderator is a small prince. The Prince has uncomfortable advice about how to hold the position well.',
    lede: "Moderators of large communities wield real power over other people's speech, usually unpaid and with little training. Machiavelli wrote for exactly such rulers: people who had acquired authority without inheriting a tradition of how to use it. His advice is often misread as cynicism, but much of it is about legitimacy.",
  },
];
