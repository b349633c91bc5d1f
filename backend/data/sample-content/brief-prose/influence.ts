import type { BriefProse } from './brief-prose-types';

export const INFLUENCE_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'Reach is not influence',
      text: 'Reach and influence are different things. Reach is how many people a platform shows your work to; influence is how many of them change what they think or do because of it. A platform can cut your reach in an afternoon. Influence, built on trust over years, survives the cut, because the people who trust you will go looking for you.',
    },
    {
      heading: 'Character persuades first',
      text: 'Aristotle named three means of persuasion: the character of the speaker, the emotions of the audience and the argument itself. He thought character was the most powerful of the three. Online that remains true. People forgive a weak video from someone they trust, and they ignore a strong one from someone they do not.',
    },
    {
      heading: 'Trust compounds',
      text: 'Trust is built in small, repeated, verifiable acts: correcting your own mistakes in public, crediting sources, saying "I don\'t know" when you don\'t, and never selling your audience something you would not buy. None of these goes viral. All of them compound, and compounding is the only growth curve that does not depend on an algorithm.',
    },
    {
      heading: 'The loyal few',
      text: 'A thousand people who would pay, share or show up for you are worth more than a hundred thousand who scrolled past once. Serve the few first. Answer their questions, remember their names, ask what they need. They are the ones who will carry your work to new places when the usual routes are closed.',
    },
    {
      heading: 'Give first, and mean it',
      text: 'Reciprocity is the oldest rule of influence and the easiest to abuse. Give first and give genuinely: useful work, free and without a catch. The audience notices when generosity is a funnel. It also notices, and remembers, when it is not, and that memory is the asset.',
    },
    {
      heading: 'Influence that travels without a feed',
      text: 'Influence that depends on one channel is borrowed. Ask your audience to follow you somewhere you control, not with panic but as a matter of routine, so that when a restriction comes the move has already happened. The best time to ask is when nothing is wrong and nobody feels pressed.',
    },
  ],
  practices: [
    {
      heading: 'Building trust on purpose',
      items: [
        'Publish a correction the same day you discover an error.',
        'Link your sources, even when nobody asks.',
        'Say no to one sponsorship a quarter that does not fit your audience.',
      ],
    },
    {
      heading: 'Serving the loyal few',
      items: [
        'Reply to every thoughtful comment for a week and see who comes back.',
        'Ask ten regular readers what they would miss if you stopped.',
        'Make something just for them, without a sales pitch.',
      ],
    },
    {
      heading: 'A calm migration',
      items: [
        'Mention your newsletter or website at the end of every piece, in one sentence.',
        'Give a reason to follow you there that is not fear.',
        'Check quarterly how much of your audience you could reach without any platform.',
        'Thank people who moved, by name where they allow it.',
      ],
    },
  ],
  quotes: [
    {
      text: 'Persuasion is clearly a sort of demonstration, since we are most fully persuaded when we consider a thing to have been demonstrated.',
      author: 'Aristotle',
      work: 'Rhetoric, book 1',
    },
    {
      text: 'His character may almost be called the most effective means of persuasion he possesses.',
      author: 'Aristotle',
      work: 'Rhetoric, book 1',
    },
    {
      text: 'Public sentiment is everything. With public sentiment, nothing can fail; without it nothing can succeed.',
      author: 'Abraham Lincoln',
      work: 'First debate with Stephen Douglas, Ottawa, 1858',
    },
  ],
  closings: [
    'The psychology behind giving first is well studied; the literature on <a href="https://en.wikipedia.org/wiki/Reciprocity_(social_psychology)">reciprocity</a> is a useful corrective to the cynical versions sold in marketing courses.',
    'Aristotle\'s <a href="https://en.wikipedia.org/wiki/Rhetoric_(Aristotle)">Rhetoric</a> is two and a half thousand years old and still the best handbook on why some speakers are believed and others are not.',
    'What the public will accept shifts over time, and influence is partly the craft of shifting it honestly. The idea of the <a href="https://en.wikipedia.org/wiki/Overton_window">Overton window</a> is a useful, if blunt, way to think about it.',
  ],
};
