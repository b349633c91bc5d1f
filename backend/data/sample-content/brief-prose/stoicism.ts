import type { BriefProse } from './brief-prose-types';

export const STOICISM_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'What is up to you',
      text: "The Stoics drew one line through every situation: on one side what is up to us, on the other what is not. A platform's ranking system, its review queue and the mood of the moderator who reads your appeal all sit on the far side of that line. Your next piece of work, the tone of your reply and the channels you own sit on this side. Most of the distress of a ban comes from pushing against the wrong side.",
    },
    {
      heading: 'The judgement behind the panic',
      text: 'Epictetus, who had been a slave before he was a teacher, had no patience for the idea that circumstances decide character. He taught that events are neutral and that our opinions about them do the damage. A suspension notice is a fact. "My work is finished" is an opinion laid on top of it, and it is the opinion that keeps you awake.',
    },
    {
      heading: 'Acting within your sphere',
      text: 'Stoicism is not a counsel of passivity. Marcus Aurelius ran an empire through plague and war while writing notes to himself about calm. The Stoic response to an unfair decision is to act fully within your own sphere: appeal once, clearly and with evidence; tell your audience what happened without theatre; and then return to the work, which was always the point.',
    },
    {
      heading: 'Suffering in imagination',
      text: 'Seneca warned that we suffer more in imagination than in reality. After a restriction, imagination runs ahead: the channel will never recover, sponsors will leave, the audience will forget. Write down what has actually happened so far, with dates. The list is usually shorter and more manageable than the story your mind tells at two in the morning.',
    },
    {
      heading: 'Practising indifference without apathy',
      text: 'Indifference, in the Stoic sense, does not mean not caring. It means refusing to let your peace depend on things you cannot command. You can prefer a restored account, work towards it and still be steady if it never comes. That steadiness is visible to an audience, and it is more persuasive than any complaint.',
    },
    {
      heading: 'Rehearsing the loss',
      text: 'The Stoics also practised premeditation: imagining losses before they arrive so that they do not arrive as shocks. For a creator that is practical as well as philosophical. Assume any single account can disappear tomorrow, and ask what you would still have. If the honest answer is nothing, that is the work for this month.',
    },
  ],
  practices: [
    {
      heading: 'A short daily review',
      items: [
        'Each evening, list one thing that went wrong and whether it was up to you.',
        'For what was up to you, write the one change you will make tomorrow.',
        'For what was not, write one sentence of acceptance and stop there.',
      ],
    },
    {
      heading: 'Before you reply in anger',
      items: [
        'Wait one full night before answering a public attack or a platform decision.',
        'Ask what a person you admire would publish in your place.',
        'Cut every sentence that only exists to make you feel better.',
        'Publish the rest, or nothing.',
      ],
    },
    {
      heading: 'Premeditation for creators',
      items: [
        'Name the account you would least like to lose.',
        'Write down what would survive if it vanished today.',
        'Move one piece of that value somewhere you own this week.',
      ],
    },
  ],
  quotes: [
    { text: 'Some things are in our control, and others not.', author: 'Epictetus', work: 'Enchiridion, 1' },
    {
      text: 'There are more things, Lucilius, likely to frighten us than there are to crush us; we suffer more often in imagination than in reality.',
      author: 'Seneca',
      work: 'Letters to Lucilius, 13',
    },
    {
      text: 'If thou art pained by any external thing, it is not this thing that disturbs thee, but thy own judgement about it. And it is in thy power to wipe out this judgement now.',
      author: 'Marcus Aurelius',
      work: 'Meditations, 8.47',
    },
  ],
  closings: [
    'None of this needs a library. Epictetus\'s <a href="https://en.wikipedia.org/wiki/Enchiridion_of_Epictetus">Enchiridion</a> is a short handbook that fits in a coat pocket; read the first chapter before you next open your analytics.',
    'The emperor never meant his notebook to be read, which is why it is so honest. Start with book two of the <a href="https://en.wikipedia.org/wiki/Meditations">Meditations</a>, and notice how often he is talking himself out of resentment.',
    'Seneca wrote his advice as letters to a friend, one problem at a time. The <a href="https://en.wikipedia.org/wiki/Epistulae_Morales_ad_Lucilium">Letters to Lucilius</a> are still the best companion for a bad week, because they assume you will have more of them.',
  ],
};
