import type { BriefProse } from './brief-prose-types';

export const LEADERSHIP_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'Steadiness under pressure',
      text: "A community looks to its leader most when something has gone wrong. A ban, a hostile raid or a public mistake is a test less of the leader's cleverness than of their steadiness. People remember whether you were calm, whether you told them the truth and whether you looked after them before yourself.",
    },
    {
      heading: 'Intent over instructions',
      text: 'Good military units do not run on detailed orders; they run on intent. A leader who explains what must be achieved and why, and leaves the how to the people on the ground, gets a team that can act when the plan breaks. Small media teams work the same way. Moderators who understand the purpose of the rules make better calls than those who only know the rules.',
    },
    {
      heading: 'The leader goes last',
      text: 'The leader eats last. In practice that means taking the blame in public and giving the credit away, protecting volunteers from abuse before worrying about your own numbers, and never asking a moderator to enforce a rule you would not enforce yourself. It is a small discipline repeated daily, and it is the whole of authority.',
    },
    {
      heading: 'Calm is contagious',
      text: 'Calm is contagious, and so is panic. When a platform acts against your channel, your community will take its emotional cue from you. Speak slowly, say what you know and what you do not, and give people one concrete thing they can do. Urgency without direction only feeds the fire.',
    },
    {
      heading: 'Learning from what went wrong',
      text: 'After every setback, hold an honest review: what we expected to happen, what actually happened, why there was a difference and what we will do next time. Keep it blameless, or people will hide the facts you need. The review is not a ritual; it is how a team gets better faster than its problems do.',
    },
    {
      heading: 'Knowing when to rest',
      text: 'Leaders also have to know when to stop. Burned-out moderators, exhausted co-hosts and a founder running on adrenaline are signs that the mission has been confused with the work. Rotate duties, enforce days off and make it normal to say "I need a week". A team that rests keeps its judgement.',
    },
  ],
  practices: [
    {
      heading: "Writing a commander's intent",
      items: [
        'State the purpose in one sentence a newcomer would understand.',
        'Describe what success looks like when the plan falls apart.',
        'Name the one thing that must never be sacrificed.',
      ],
    },
    {
      heading: 'A blameless after-action review',
      items: [
        'What did we expect to happen?',
        'What actually happened?',
        'Why was there a difference?',
        'What will we sustain, and what will we change?',
      ],
    },
    {
      heading: 'Protecting the team',
      items: [
        'Rotate the hardest moderation shifts weekly.',
        'Give every volunteer one person to escalate to, and answer them quickly.',
        'Thank people in public and correct them in private.',
      ],
    },
  ],
  quotes: [
    {
      text: 'Regard your soldiers as your children, and they will follow you into the deepest valleys.',
      author: 'Sun Tzu',
      work: 'The Art of War, chapter 10 (Giles translation)',
    },
    {
      text: 'No plan of operations extends with any certainty beyond the first contact with the main hostile force.',
      author: 'Helmuth von Moltke the Elder',
      work: 'On Strategy, 1871',
    },
    {
      text: 'Plans are worthless, but planning is everything.',
      author: 'Dwight D. Eisenhower',
      work: 'Remarks to the National Defense Executive Reserve Conference, 1957',
    },
  ],
  closings: [
    'The idea of leading through intent has a long history; the article on <a href="https://en.wikipedia.org/wiki/Mission-type_tactics">mission-type tactics</a> traces it from the Prussian army to modern management.',
    'The <a href="https://en.wikipedia.org/wiki/After-action_review">after-action review</a> started in the United States Army and spread to hospitals, fire services and software teams, because it works wherever people are honest about failure.',
    'Putting the team before the leader has a name in management writing. The literature on <a href="https://en.wikipedia.org/wiki/Servant_leadership">servant leadership</a> is uneven, but its central claim holds up in every crisis.',
  ],
};
