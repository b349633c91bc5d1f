import type { BriefTopic } from './brief-topic-types';

export const LEADERSHIP_TOPICS: BriefTopic[] = [
  {
    title: 'Leading a Community Through a Deplatforming',
    handle: 'jonahwhitlock',
    blogDate: '2025-03-04',
    status: 'PUBLISHED',
    featured: true,
    tags: ['Community', 'Crisis', 'Veterans'],
    warfareTags: ['Deplatforming'],
    description:
      'Twelve thousand members woke up to find their group gone. What the first seventy-two hours taught me about leading people who have just lost their meeting place.',
    lede: "Our veterans' group was disabled on Remembrance Day, over a photograph of a battle that ended a century ago. Twelve thousand members lost the place where many of them talked to each other daily. Some of them had nowhere else. What we did in the first three days mattered more than the restoration that came four days later.",
  },
  {
    title: 'Command Presence on a Livestream',
    handle: 'caspianreyes',
    blogDate: '2025-08-26',
    status: 'PUBLISHED',
    tags: ['Live streaming', 'Moderation', 'Presence'],
    warfareTags: ['Mass reporting', 'Reputation attack'],
    description:
      'A live chat is a crowd, and crowds follow whoever sets the tone. Notes on holding a room you cannot see.',
    lede: 'When you debate live in front of thousands, the chat is not an audience; it is a crowd with its own momentum. Officers call the quality that steadies a crowd command presence. I learned it the hard way, after a stream where I lost the room and my guest paid for it in her own channel for a week.',
  },
  {
    title: 'Mission Command for Small Media Teams',
    handle: 'jonahwhitlock',
    blogDate: '2025-12-16',
    status: 'PUBLISHED',
    tags: ['Teams', 'Delegation', 'Military history'],
    warfareTags: ['Counter-messaging'],
    description:
      'Tell your editors and moderators why, not just what, and they will make good decisions when you are not there.',
    lede: 'In the infantry we learned that no plan survives the first contact, and that the unit that wins is the one whose junior people understand the intent well enough to improvise. A five-person media team faces the same problem every time a platform changes a rule overnight. The answer is the same too.',
  },
  {
    title: 'The Leader Goes Last: Protecting Moderators From Burnout',
    handle: 'dorianvale',
    blogDate: '2026-05-05',
    status: 'PUBLISHED',
    tags: ['Moderation', 'Burnout', 'Volunteers'],
    warfareTags: ['Reputation attack'],
    description:
      "Volunteer moderators absorb the abuse a community attracts. Looking after them is the leader's first job.",
    lede: 'Every guest I have interviewed who led people under pressure said some version of the same thing: you look after your people first, and yourself last. In online communities the people who need looking after are the moderators. They read the worst of what is sent, unpaid, and they are usually the first to leave.',
  },
  {
    title: 'After-Action Reviews for a Failed Appeal',
    handle: 'dorianvale',
    blogDate: '2026-10-06',
    status: 'DRAFT',
    tags: ['Appeals', 'Reviews', 'Learning'],
    warfareTags: ['Deplatforming', 'Censorship'],
    description:
      'Our appeal was rejected twice. The review we held afterwards was more useful than either appeal.',
    lede: 'When the second rejection came, the temptation was to move on and never think about it again. Instead we sat down as a team and ran the same review the army uses after an exercise: what we expected, what happened, why they differed and what we would do next time. It was uncomfortable and it was worth it.',
  },
];
