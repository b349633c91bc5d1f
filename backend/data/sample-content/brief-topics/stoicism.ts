import type { BriefTopic } from './brief-topic-types';

export const STOICISM_TOPICS: BriefTopic[] = [
  {
    title: 'What Epictetus Knew About the Appeal Queue',
    handle: 'maraquill',
    blogDate: '2025-04-08',
    status: 'PUBLISHED',
    featured: true,
    tags: ['Epictetus', 'Appeals', 'Mindset'],
    warfareTags: ['Deplatforming', 'Algorithmic suppression'],
    description:
      'Waiting for a platform to review your ban is a lesson in the one distinction Epictetus thought mattered.',
    lede: 'For seven days last spring my channel did not exist. I refreshed the appeal page more often than I would like to admit, and every refresh told me the same thing: under review. Somewhere in the second day I took the Enchiridion off the shelf, mostly to stop looking at the screen, and found that a former slave had described my week exactly.',
  },
  {
    title: 'The Dichotomy of Control After a Channel Strike',
    handle: 'maraquill',
    blogDate: '2025-10-14',
    status: 'PUBLISHED',
    tags: ['Stoicism', 'Strikes', 'Resilience'],
    warfareTags: ['Demonetization', 'Algorithmic suppression'],
    description:
      'A strike is a decision someone else made. What you do in the next forty-eight hours is yours.',
    lede: 'A strike arrives as an e-mail with a policy name in bold and a link to a page of rules you have read before. It is tempting to read it as a verdict on your work or on you. It is neither. It is the output of a process, and the first useful thing to do is to sort what happens next into two piles.',
  },
  {
    title: 'Seneca on Losing an Audience Overnight',
    handle: 'lucanashby',
    blogDate: '2025-06-19',
    status: 'PUBLISHED',
    tags: ['Seneca', 'Audience', 'Loss'],
    warfareTags: ['Shadowbanning', 'Visibility filtering'],
    description:
      'Seneca lost his fortune, his standing and finally his life to a capricious ruler. His letters have advice for a creator whose views fell off a cliff.',
    lede: 'Seneca knew what it was to be in favour one year and exiled the next. He wrote some of his best letters after he had lost the ear of the most powerful man in Rome, and they are strikingly free of self-pity. Reading them the week my channel was suspended for a dramatic reading of Cicero felt less like philosophy and more like correspondence.',
  },
  {
    title: 'Amor Fati for Creators Who Were Demonetized',
    handle: 'anikasterling',
    blogDate: '2025-12-02',
    status: 'PUBLISHED',
    tags: ['Amor fati', 'Money', 'Mindset'],
    warfareTags: ['Demonetization'],
    description: 'Loving your fate does not mean liking a revenue cliff. It means using it.',
    lede: 'When the yellow icons spread across my videos I lost a third of my income in a month. I would like to say I met it with philosophical calm. I did not. What I eventually met it with was a spreadsheet, and an idea the Stoics practised long before Nietzsche gave it a Latin name: love your fate, including the parts you did not order.',
  },
  {
    title: 'Marcus Aurelius and the Morning Analytics Habit',
    handle: 'maraquill',
    blogDate: '2026-11-18',
    status: 'DRAFT',
    tags: ['Marcus Aurelius', 'Analytics', 'Routine'],
    warfareTags: ['Algorithmic suppression'],
    description:
      'The emperor began each day by expecting difficult people. Creators could begin theirs by not opening the dashboard.',
    lede: 'The first thing many creators see each morning is a number that someone else controls. Marcus Aurelius began his mornings differently: with a short, unsentimental list of the difficulties the day would bring and a reminder of what he owed to other people. It is worth trying his order of operations for a month.',
  },
  {
    title: 'The Stoic Case Against Rage-Posting',
    handle: 'wrencalloway',
    blogDate: '2024-12-10',
    status: 'ARCHIVED',
    tags: ['Anger', 'Stoicism', 'Satire'],
    warfareTags: ['Narrative control', 'Reputation attack'],
    description:
      'Anger is engagement, and engagement is what the feed wants from you. Seneca wrote a whole book on why you should not give it.',
    lede: "I make jokes for a living, and the jokes that travel furthest are the angry ones. That should have worried me sooner than it did. When my account was reinstated after a wrongful suspension, my first draft of a response was furious and very shareable. My second draft, written after a night's sleep and a chapter of Seneca, was better.",
  },
];
