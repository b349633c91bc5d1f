import type { MediaInfo } from './media-info';

/** Every short video of the catalogue: talks, explainers and field guides. */
export const videoCatalogue: MediaInfo[] = [
  {
    title: 'How Shadowbans Actually Work', movieTime: '18mins', year: 2024, rating: 'PG', language: 'English',
    genres: ['information-warfare', 'documentary'], tags: ['shadowbans', 'algorithmic-suppression'], cast: ['hannah-whitcombe'],
    synopsis: 'A plain-language walk through visibility filters, search suppression and how to tell if your account is affected.',
  },
  {
    title: 'Morning Discipline Routine', movieTime: '12mins', year: 2023, rating: 'PG', language: 'English',
    genres: ['discipline'], tags: ['morning-routine'], cast: ['rafael-costa'],
    synopsis: 'The first ninety minutes of the day, planned so that nothing on a screen gets to decide them.',
  },
  {
    title: 'Reading Seneca in a Crisis', movieTime: '22mins', year: 2023, rating: 'PG', language: 'English',
    genres: ['stoicism'], tags: ['journaling'], cast: ['julian-ashcroft'],
    synopsis: 'Three letters from Seneca read aloud, and what they say to anyone whose work was taken down overnight.',
  },
  {
    title: 'Writing Your First Appeal', movieTime: '15mins', year: 2025, rating: 'PG', language: 'English',
    genres: ['strategy', 'censorship'], tags: ['platform-appeals'], cast: ['priya-raman'],
    synopsis: 'A step-by-step guide to a calm, specific appeal that a tired reviewer can approve in a minute.',
  },
  {
    title: 'The Journal Method', movieTime: '9mins', year: 2022, rating: 'PG', language: 'English',
    genres: ['stoicism', 'discipline'], tags: ['journaling', 'morning-routine'], cast: ['julian-ashcroft'],
    synopsis: 'Evening review, morning intent: a two-page habit borrowed from generals and philosophers.',
  },
  {
    title: 'Speaking Under Pressure', movieTime: '27mins', year: 2024, rating: 'PG', language: 'English',
    genres: ['leadership'], tags: ['public-speaking'], cast: ['ingrid-solvang'],
    synopsis: 'How to hold a room, a press pack or a hostile livestream without raising your voice.',
  },
  {
    title: 'Owning Your Audience', movieTime: '31mins', year: 2025, rating: 'PG', language: 'English',
    genres: ['strategy', 'influence'], tags: ['creator-economy', 'demonetisation'], cast: ['rafael-costa'],
    synopsis: 'Mailing lists, memberships and mirrors: building a following that no single platform can switch off.',
  },
  {
    title: 'Countering a Smear', movieTime: '19mins', year: 2024, rating: '13+', language: 'English',
    genres: ['information-warfare', 'strategy'], tags: ['counter-speech'], cast: ['hannah-whitcombe'],
    synopsis: 'When a false story about you trends, here is what to say, what to ignore and what to document.',
  },
  {
    title: 'Power Without Permission', movieTime: '24mins', year: 2023, rating: 'PG', language: 'English',
    genres: ['power', 'leadership'], tags: ['public-speaking'], cast: ['dmitri-halloran'],
    synopsis: 'Influence that does not depend on a title, a badge or an algorithm’s approval.',
  },
  {
    title: 'Leading From the Front', movieTime: '21mins', year: 2022, rating: 'PG', language: 'English',
    genres: ['leadership', 'discipline'], tags: ['public-speaking'], cast: ['tariq-okafor'],
    synopsis: 'Small acts of example that make a team follow you through a bad week.',
  },
  {
    title: 'Anatomy of a Bot Swarm', movieTime: '16mins', year: 2025, rating: '13+', language: 'English',
    genres: ['information-warfare', 'documentary'], tags: ['astroturfing', 'counter-speech'], cast: ['sofia-lindqvist'],
    synopsis: 'A forensic look at one fake grassroots campaign: who paid, which accounts, and how it was caught.',
  },
  {
    title: 'Cold Shower Philosophy', movieTime: '8mins', year: 2023, rating: 'PG', language: 'English',
    genres: ['stoicism', 'discipline'], tags: ['morning-routine'], cast: ['rafael-costa'],
    synopsis: 'Voluntary discomfort as training for the involuntary kind.',
  },
  {
    title: 'The Memo That Leaked', movieTime: '14mins', year: 2024, rating: '13+', language: 'English',
    genres: ['investigations', 'documentary'], tags: ['whistleblower', 'narrative-control'], cast: ['hannah-whitcombe'],
    synopsis: 'The internal guidance that told reviewers which topics to quietly down-rank, read line by line.',
  },
  {
    title: 'Backup Your Following', movieTime: '11mins', year: 2025, rating: 'PG', language: 'English',
    genres: ['strategy'], tags: ['creator-economy', 'deplatforming'], cast: ['priya-raman'],
    synopsis: 'Export tools, contact lists and a weekend plan for the day your account disappears.',
  },
  {
    title: 'Amor Fati Sessions', movieTime: '26mins', year: 2024, rating: 'PG', language: 'English',
    genres: ['stoicism', 'resilience'], tags: ['journaling'], cast: ['julian-ashcroft', 'elena-marchetti'],
    synopsis: 'Conversations with creators who lost everything online, and decided to love what came next.',
  },
  {
    title: 'Inside the Appeals Queue', movieTime: '20mins', year: 2025, rating: 'PG', language: 'English',
    genres: ['investigations', 'censorship'], tags: ['platform-appeals'], cast: ['tariq-okafor'],
    synopsis: 'Former reviewers explain how appeals are sorted, and why most are decided in under a minute.',
  },
  {
    title: 'Playing the Long Game', movieTime: '23mins', year: 2024, rating: 'PG', language: 'English',
    genres: ['strategy', 'resilience'], tags: ['creator-economy'], cast: ['marcus-vell'],
    synopsis: 'Compounding work, patient reputations and why the creators who last rarely chase the trend.',
  },
  {
    title: 'Influence Is a Skill', movieTime: '17mins', year: 2023, rating: 'PG', language: 'English',
    genres: ['influence', 'leadership'], tags: ['public-speaking', 'counter-speech'], cast: ['amara-diallo'],
    synopsis: 'Persuasion without manipulation: listening, framing and the courage to be specific.',
  },
];
