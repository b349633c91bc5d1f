import type { BriefTopic } from './brief-topic-types';

export const INFORMATION_WARFARE_TOPICS: BriefTopic[] = [
  {
    title: 'Mass Reporting as a Weapon: Anatomy of a Takedown Campaign',
    handle: 'sorenaldric',
    blogDate: '2025-02-04',
    status: 'PUBLISHED',
    featured: true,
    tags: ['OSINT', 'Reporting', 'Case study'],
    warfareTags: ['Mass reporting', 'Deplatforming', 'Psychological operations'],
    description:
      'Four hundred reports in ninety minutes, most from accounts less than a week old. How a coordinated takedown is built, and how to recognise one.',
    lede: 'The account I was studying was suspended at 21:40 on a Tuesday. Working backwards from the public replies and quote-posts, I could see the campaign that preceded it: a call to action in a closed channel, a wave of fresh accounts and a sharp spike of reports that no organic controversy produces. Nothing about it required sophistication, only numbers.',
  },
  {
    title: 'Firehose of Falsehood: Recognising Flooding Tactics',
    handle: 'eliasmarrow',
    blogDate: '2025-06-03',
    status: 'PUBLISHED',
    tags: ['Propaganda', 'Disinformation', 'History'],
    warfareTags: ['Firehose of falsehood', 'Narrative control'],
    description:
      'Not one lie but a thousand contradictory ones. Why flooding works, and why rebutting each claim plays into it.',
    lede: 'Twentieth-century propaganda ministries prized discipline: one message, repeated on every channel. The newer model does the opposite. It floods the space with many claims, often contradicting each other, and does not care which one sticks. For a historian it is a fascinating inversion; for everyone else it is exhausting, which is the point.',
  },
  {
    title: 'Propaganda Posters Then, Synthetic Media Now',
    handle: 'eliasmarrow',
    blogDate: '2025-10-07',
    status: 'PUBLISHED',
    tags: ['Propaganda', 'Synthetic media', 'Visual literacy'],
    warfareTags: ['Synthetic media', 'Psychological operations'],
    description:
      'Generated video has made fabrication cheap, but it speaks the same visual grammar as the posters of the 1940s.',
    lede: "I was banned for showing wartime propaganda in a lecture about wartime propaganda, which is its own kind of lesson. The posters I used have a grammar: a clear enemy, a threatened family, a simple action the viewer can take. Put them beside today's synthetic videos and the family resemblance is unmistakable.",
  },
  {
    title: 'Reading a Shadowban Like an Intelligence Analyst',
    handle: 'sorenaldric',
    blogDate: '2026-04-21',
    status: 'PUBLISHED',
    tags: ['Shadowbans', 'Evidence', 'Method'],
    warfareTags: ['Shadowbanning', 'Visibility filtering'],
    description:
      'Separate signal from noise before you claim suppression: baselines, controls and a written log.',
    lede: 'Most shadowban claims I am sent are not evidence; they are feelings with screenshots. That is not a criticism. A drop in reach feels like suppression whether or not it is. But if you want anyone, including the platform, to take the claim seriously, you need to treat it the way an analyst treats any report: as a hypothesis to be tested.',
  },
  {
    title: 'Astroturf Detection for Ordinary Readers',
    handle: 'noorhalvorsen',
    blogDate: '2026-07-14',
    status: 'PUBLISHED',
    tags: ['Astroturfing', 'Media literacy', 'Bots'],
    warfareTags: ['Astroturfing', 'Narrative control'],
    description: 'You do not need special tools to notice a crowd that is not really a crowd.',
    lede: "When a topic suddenly seems to be on everyone's lips, it is worth asking whose lips they are. My students are surprisingly good at this once they know what to look for. Fake crowds leave fingerprints: they are too punctual, too uniform and too new, and they rarely talk about anything else.",
  },
  {
    title: 'When Fact-Checks Become Ammunition',
    handle: 'taliabrennock',
    blogDate: '2024-11-19',
    status: 'ARCHIVED',
    tags: ['Fact-checking', 'Journalism', 'Labels'],
    warfareTags: ['Counter-messaging', 'Reputation attack'],
    description:
      "A visibility label on an accurate story can do more damage than the story's critics ever could.",
    lede: 'My thread on a defence contract was accurate, sourced and, for nine days, labelled as limited. The label did not say the thread was false; it said nothing at all. That silence was quickly filled by people who had objected to the story and now pointed at the label as proof. A tool built against misinformation had been turned into a weapon against reporting.',
  },
];
