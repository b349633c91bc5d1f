import type { BriefProse } from './brief-prose-types';

export const POWER_PROSE: BriefProse = {
  paragraphs: [
    {
      heading: 'Who holds the switch',
      text: 'Power, stripped of romance, is the ability to change what happens to other people without their consent. By that measure a large platform is among the most powerful institutions most creators will ever deal with. It can remove your audience, your income and your archive in one decision, and it owes you no explanation that a court would recognise.',
    },
    {
      heading: 'The asymmetry of the rules',
      text: 'The asymmetry is structural. The platform writes the rules, interprets them, enforces them and hears the appeal. It can change the terms with a notice you are deemed to have read. Nothing about this is a conspiracy; it is simply what happens when one party owns the room and everyone else rents a chair in it.',
    },
    {
      heading: 'Leverage you own',
      text: 'The answer is not outrage but leverage. Leverage is anything that makes you less dependent on a single decision-maker: an e-mail list you can export, a domain you control, a payment processor that is not the platform, relationships with your audience that would survive a change of address. Each of these is dull to build and priceless on the day you need it.',
    },
    {
      heading: 'Standing on sand',
      text: "Machiavelli observed that a ruler who depends on the goodwill of others stands on sand. The same is true of a business built entirely inside someone else's product. Goodwill can be withdrawn for reasons that have nothing to do with you: an advertiser complains, a regulator calls, a new executive wants different numbers.",
    },
    {
      heading: 'Power in the fine print',
      text: 'Power also lives in the fine print. Changes to terms of service, monetisation policies and enforcement guidelines rarely make headlines, but they redistribute power quietly and in one direction. Reading them, keeping old versions and noting what changed is one of the few forms of scrutiny individual creators can practise.',
    },
    {
      heading: 'Power in numbers',
      text: "Collective power is the counterweight. One creator's appeal is a ticket in a queue. A hundred creators documenting the same pattern, with dates and evidence, is a story that journalists, regulators and the platform's own staff find harder to ignore. Organising is slow and unglamorous, and it is how every imbalance of this kind has ever been corrected.",
    },
  ],
  practices: [
    {
      heading: 'An audit of dependence',
      items: [
        'List every service your income passes through.',
        'For each, write what happens if it disappears tomorrow.',
        'Pick the worst answer and fix it first.',
      ],
    },
    {
      heading: 'Leverage to build this quarter',
      items: [
        'An e-mail list with an export you have actually tested.',
        'A domain that points wherever you choose.',
        'A second way to be paid.',
        'A private archive of everything you have published.',
      ],
    },
    {
      heading: 'Reading the fine print',
      items: [
        "Save a copy of each platform's terms every quarter.",
        'Compare them line by line when a change is announced.',
        'Write down, in one sentence, who gained power from the change.',
      ],
    },
  ],
  quotes: [
    {
      text: 'It is much safer to be feared than loved, when, of the two, either must be dispensed with.',
      author: 'Niccolo Machiavelli',
      work: 'The Prince, chapter 17',
    },
    {
      text: 'The strong do what they can and the weak suffer what they must.',
      author: 'Thucydides',
      work: 'History of the Peloponnesian War, the Melian Dialogue',
    },
    {
      text: 'Power tends to corrupt, and absolute power corrupts absolutely.',
      author: 'Lord Acton',
      work: 'Letter to Mandell Creighton, 1887',
    },
  ],
  closings: [
    'For the oldest clear-eyed account of power without illusions, read the <a href="https://en.wikipedia.org/wiki/Melian_Dialogue">Melian Dialogue</a>, and then ask which side of the table you are sitting on.',
    'Critics of content moderation and its defenders agree on one thing: the rules should be public and the process fair. The <a href="https://santaclaraprinciples.org/">Santa Clara Principles</a> set out what that would mean in practice.',
    'Machiavelli is more quoted than read. <a href="https://en.wikipedia.org/wiki/The_Prince">The Prince</a> is short, practical and far more interested in dependence and foundations than in cruelty.',
  ],
};
