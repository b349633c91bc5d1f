import type { BriefProse } from './brief-prose-types';

export const INFORMATION_WARFARE_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'How the campaign works',
      text: 'Information warfare rarely looks like war. It looks like ordinary accounts posting ordinary things, a little too often, a little too much in step. The aim is seldom to convince anyone of a single claim. It is to exhaust, confuse and divide, until people stop trusting anything and retreat to whoever shouts most confidently.',
    },
    {
      heading: 'Moderation as a battlefield',
      text: 'Moderation systems are part of the battlefield. A campaign does not need to win an argument if it can get its opponent removed. Coordinated mass reporting exploits the fact that automated review treats many reports as a signal of harm. The creator who is reported by five hundred accounts in an hour is judged guilty by arithmetic before any person looks.',
    },
    {
      heading: 'Volume as a weapon',
      text: 'Volume is a tactic of its own. Researchers describe a "firehose of falsehood": many channels, constant repetition, no commitment to consistency. It works because repetition breeds familiarity and familiarity feels like truth. The defence is not to answer every claim, which is impossible, but to help people notice the pattern.',
    },
    {
      heading: 'Reading the signals',
      text: 'Reading a campaign is mostly patient bookkeeping. Note the accounts involved, when they were created, when they post and what they share. Real communities are messy; they disagree, post at odd hours and misspell things differently. Coordinated networks are tidier than people, and tidiness is the signal.',
    },
    {
      heading: 'Old grammar, new tools',
      text: 'Synthetic media has lowered the cost of fabrication but not changed the grammar of propaganda. The old posters relied on emotion, a clear enemy, a simple story and repetition. So do the new videos. Learning to recognise the grammar protects better than any detection tool, because it works on fakes that have not been invented yet.',
    },
    {
      heading: 'Defending without becoming the thing you fight',
      text: 'The hardest discipline is not to imitate your attacker. Counter-campaigns, pile-ons and anonymous accounts of your own may feel like fighting back, but they burn the one asset you have: credibility. Document, expose and explain. Let your record be the thing they cannot fake.',
    },
  ],
  practices: [
    {
      heading: 'Signs of coordination',
      items: [
        'Many new accounts arriving at once with similar names or pictures.',
        'Identical phrasing posted within minutes by unconnected accounts.',
        'Activity that starts and stops on a schedule rather than with events.',
        'Reports and replies that arrive before most people could have watched the video.',
      ],
    },
    {
      heading: 'If you are the target',
      items: [
        'Export and archive your content and comments before anything is removed.',
        'Record timestamps and account names of the campaign as it happens.',
        'Tell your audience calmly what you see, without naming private individuals.',
      ],
    },
    {
      heading: 'Before you share',
      items: [
        'Ask who benefits if you believe this.',
        'Find the earliest version of the claim.',
        'Read what other sources say about the source, not just what it says about itself.',
      ],
    },
  ],
  quotes: [
    {
      text: 'All warfare is based on deception.',
      author: 'Sun Tzu',
      work: 'The Art of War, chapter 1 (Giles translation)',
    },
    {
      text: 'Falsehood flies, and the Truth comes limping after it.',
      author: 'Jonathan Swift',
      work: 'The Examiner, 1710',
    },
    {
      text: 'Political language … is designed to make lies sound truthful and murder respectable, and to give an appearance of solidity to pure wind.',
      author: 'George Orwell',
      work: 'Politics and the English Language, 1946',
    },
  ],
  closings: [
    'The term for a high-volume, multi-channel, low-consistency campaign comes from a RAND study; the summary of the <a href="https://en.wikipedia.org/wiki/Firehose_of_falsehood">firehose of falsehood</a> model is short and worth keeping at hand.',
    'Why repeated claims feel true is one of the better-replicated findings in psychology. Read about the <a href="https://en.wikipedia.org/wiki/Illusory_truth_effect">illusory truth effect</a> before you next repeat a falsehood in order to debunk it.',
    'Fake grassroots movements are older than the internet. The history of <a href="https://en.wikipedia.org/wiki/Astroturfing">astroturfing</a> shows how little the techniques have changed and how they were exposed before.',
  ],
};
