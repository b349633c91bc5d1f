import type { BriefTopic } from './brief-topic-types';

export const DISCIPLINE_TOPICS: BriefTopic[] = [
  {
    title: 'A 90-Day Publishing Discipline That Survives Algorithm Changes',
    handle: 'imogenthrace',
    blogDate: '2025-02-11',
    status: 'PUBLISHED',
    tags: ['Routine', 'Publishing', 'Consistency'],
    warfareTags: ['Algorithmic suppression'],
    description:
      'A training block for your output: ninety days, a fixed minimum and a log that measures effort instead of reach.',
    lede: 'Athletes do not train by feel. They follow a block: a fixed number of weeks, a planned load and a log. When my reach collapsed I applied the same idea to publishing, partly out of stubbornness and partly because I did not know what else to do. Ninety days later the numbers had not fully recovered, but I had, and the archive was twice the size.',
  },
  {
    title: 'Cold Water, Hard Rules: Training Consistency Off-Platform',
    handle: 'imogenthrace',
    blogDate: '2025-08-05',
    status: 'PUBLISHED',
    tags: ['Cold water', 'Training', 'Habits'],
    warfareTags: ['Deplatforming'],
    description:
      'I was banned for a cold-water video. The practice it showed is still the best discipline lesson I know.',
    lede: 'The video that got my account banned showed a guided cold-water session, filmed with a safety diver and a paramedic on the bank. The platform called it a dangerous challenge. I call it the clearest lesson in discipline I teach: you decide before you reach the water, because at the water you will not want to.',
  },
  {
    title: "The Creator's Ledger: Budgeting for a Revenue Cliff",
    handle: 'anikasterling',
    blogDate: '2025-05-27',
    status: 'PUBLISHED',
    featured: true,
    tags: ['Budgeting', 'Finance', 'Reserves'],
    warfareTags: ['Demonetization'],
    description:
      'Platform income can fall by half in a week. A simple ledger and a reserve make that a bad month instead of a crisis.',
    lede: 'Every creator I know who survived a demonetisation had one thing in common, and it was not talent or luck. It was a reserve. The ones who did not survive were often earning more at the time. The difference was a habit of writing down where the money went and refusing to spend the best month as if it were the normal one.',
  },
  {
    title: 'Write Every Day Even When Nobody Sees It',
    handle: 'eliasmarrow',
    blogDate: '2026-03-17',
    status: 'PUBLISHED',
    tags: ['Writing', 'Routine', 'Archives'],
    warfareTags: ['Shadowbanning'],
    description:
      'For six months my essays reached almost nobody. I kept writing, and the habit turned out to be the asset.',
    lede: 'Historians are used to writing for readers who may not exist yet. That was a comfort during the months when my essays went out to a few dozen people instead of a few thousand. The distribution had been turned down; the work had not. I kept a simple rule, five hundred words before breakfast, and I kept it mostly out of spite.',
  },
  {
    title: 'Deep Work for Streamers Between Suspensions',
    handle: 'caspianreyes',
    blogDate: '2026-10-29',
    status: 'DRAFT',
    tags: ['Focus', 'Live streaming', 'Preparation'],
    warfareTags: ['Deplatforming', 'Mass reporting'],
    description:
      'A suspension takes the stream away but leaves the preparation. Use the silence for the work live shows never leave time for.',
    lede: 'Live streamers are bad at silence. When the channel goes dark the instinct is to fill the gap somewhere else, on another platform, in a frantic hurry. After my second suspension I tried the opposite: three weeks of reading, research and outlines for debates I had always been too busy performing to prepare properly.',
  },
];
