import type { BriefProse } from './brief-prose-types';

export const DISCIPLINE_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'Systems beat moods',
      text: 'Motivation is weather; discipline is climate. The creators who survive a ban or a collapse in reach are rarely the most talented ones. They are the ones whose routine did not depend on the numbers being good. They wrote on the day the views fell, because writing was simply what happened at eight in the morning.',
    },
    {
      heading: 'A routine that survives',
      text: 'A routine that survives disruption has three parts: a fixed time, a small minimum and a record. The fixed time removes the daily negotiation with yourself. The small minimum, one paragraph or one take, means you never skip because the full task feels too large. The record, a tick on a calendar, turns a streak into something you are reluctant to break.',
    },
    {
      heading: 'Measure inputs, not applause',
      text: 'Measure what you control. Views, follows and recommendations are outputs that a platform can change overnight without telling you. Hours of focused work, pieces finished and messages answered are inputs nobody can throttle. When the outputs collapse, a log of steady inputs is both evidence for an appeal and proof to yourself that the work did not stop.',
    },
    {
      heading: 'The boring part is the point',
      text: 'Most creative work is maintenance: editing, filing, backing up, answering the same question for the hundredth time. Creators who treat that as an interruption burn out. Those who schedule it, and take a small pride in doing it well, have archives they can move when a platform closes a door, and an inbox that does not frighten them.',
    },
    {
      heading: 'Rest is part of the plan',
      text: 'Rest belongs inside the discipline, not outside it. Athletes plan recovery weeks because adaptation happens during rest, not during effort. A creator who publishes daily for three years without a planned break is not disciplined; they are one bad month away from quitting. Put the rest days on the calendar before you need them.',
    },
    {
      heading: 'Discipline with money',
      text: "Discipline is also financial. A platform that pays you can stop paying you, and a budget built on last quarter's best month is a trap. Keep several months of expenses in reserve, live on your average month rather than your best, and treat any sudden windfall as money for the reserve first.",
    },
  ],
  practices: [
    {
      heading: 'The minimum viable day',
      items: [
        'Choose a fixed hour for the work and protect it like a meeting.',
        'Set a minimum so small you can meet it on your worst day.',
        'Mark the calendar every day you meet it, and only then.',
      ],
    },
    {
      heading: 'A weekly input log',
      items: [
        'Hours of focused work, counted honestly.',
        'Pieces finished, not started.',
        'Backups made of everything published that week.',
        'One note on what got in the way.',
      ],
    },
    {
      heading: 'A reserve before growth',
      items: [
        'Work out your average month of income over the last year.',
        'Keep three to six months of expenses aside before buying new equipment.',
        'Move a fixed share of every good month into the reserve automatically.',
      ],
    },
  ],
  quotes: [
    {
      text: 'No great thing is created suddenly, any more than a bunch of grapes or a fig.',
      author: 'Epictetus',
      work: 'Discourses, 1.15',
    },
    {
      text: 'It is not that we have a short space of time, but that we waste much of it.',
      author: 'Seneca',
      work: 'On the Shortness of Life',
    },
    {
      text: 'In the morning when thou risest unwillingly, let this thought be present: I am rising to the work of a human being.',
      author: 'Marcus Aurelius',
      work: 'Meditations, 5.1',
    },
  ],
  closings: [
    'Habit research is less mysterious than the self-help shelf suggests; a good overview of how <a href="https://en.wikipedia.org/wiki/Habit">habits form and break</a> is a better use of ten minutes than another productivity video.',
    'Seneca\'s short essay <a href="https://en.wikipedia.org/wiki/De_Brevitate_Vitae_(Seneca)">On the Shortness of Life</a> was written for a busy official, not a philosopher. Read it as a note about your own calendar.',
    'If you want a model for slow, steady output, read how the emperor started his days in book five of the <a href="https://en.wikipedia.org/wiki/Meditations">Meditations</a>: reluctantly, like everyone else, and then anyway.',
  ],
};
