/** Questions and answers for the FAQ page, the help centre and the pricing page. */
export type FaqTopic = 'general' | 'bans' | 'account' | 'billing';

export type Faq = { id: string; topic: FaqTopic; question: string; answer: string };

export type FaqTopicInfo = { id: FaqTopic; title: string; summary: string; icon: string };

export const faqTopics: FaqTopicInfo[] = [
  {
    id: 'general',
    title: 'About StreamIt',
    summary: 'What we cover and how we work.',
    icon: 'bi-info-circle',
  },
  {
    id: 'bans',
    title: 'Bans and shadowbans',
    summary: 'How we document restrictions.',
    icon: 'bi-shield-exclamation',
  },
  {
    id: 'account',
    title: 'Your account',
    summary: 'Sign-in, privacy and your data.',
    icon: 'bi-person-gear',
  },
  {
    id: 'billing',
    title: 'Plans and billing',
    summary: 'Prices, renewals and refunds.',
    icon: 'bi-credit-card',
  },
];

export const faqs: Faq[] = [
  {
    id: 'what-is-streamit',
    topic: 'general',
    question: 'What is StreamIt?',
    answer:
      'StreamIt documents how platforms ban, restrict and shadowban creators. We publish ban histories, short briefs on enforcement decisions and a stream catalogue of talks on discipline, power, influence, information warfare, stoicism and leadership.',
  },
  {
    id: 'who-writes',
    topic: 'general',
    question: 'Who writes the briefs and articles?',
    answer:
      'A small editorial team of analysts, researchers and producers. Every article names its author, and the About page lists who we are and what each of us covers.',
  },
  {
    id: 'take-sides',
    topic: 'general',
    question: 'Do you take sides in disputes between creators and platforms?',
    answer:
      'We take the side of evidence. We report what a platform’s rules say, what the creator was told and what can be verified, and we say plainly when something cannot be verified.',
  },
  {
    id: 'what-is-shadowban',
    topic: 'bans',
    question: 'What do you mean by a shadowban?',
    answer:
      'Any limit on reach that the creator is not clearly told about: removal from search, exclusion from recommendations, or hiding posts from topic and hashtag pages. Platforms use their own names for these measures; we quote them where we can.',
  },
  {
    id: 'report-a-ban',
    topic: 'bans',
    question: 'Can I send you details of my own ban?',
    answer:
      'Yes. Use the contact form and include the dates, the notice you received and any appeal you made. The form does not store messages yet, so for now keep your own copy of everything you send.',
  },
  {
    id: 'appeal-help',
    topic: 'bans',
    question: 'Will you appeal a ban on my behalf?',
    answer:
      'No. We are not a party to your agreement with a platform. Our guides explain how appeals usually work and what evidence tends to help, so that you can make the strongest case yourself.',
  },
  {
    id: 'account-needed',
    topic: 'account',
    question: 'Do I need an account to read the site?',
    answer:
      'No. Articles, briefs and the free parts of the catalogue are open to everyone. An account will be needed for watchlists and paid plans once they launch.',
  },
  {
    id: 'data-kept',
    topic: 'account',
    question: 'What data do you keep about me?',
    answer:
      'Only what a feature needs. Your theme and layout choices stay in your own browser. The privacy policy lists everything in detail and is updated whenever that changes.',
  },
  {
    id: 'delete-account',
    topic: 'account',
    question: 'How do I delete my account?',
    answer:
      'Once accounts launch, deletion will be a single button in your account settings, and it will remove your profile and watchlist rather than merely hiding them.',
  },
  {
    id: 'plans-difference',
    topic: 'billing',
    question: 'What is the difference between the plans?',
    answer:
      'Everything on the site is free in every plan: the ban records and shadowban reports, the figures, briefs, streams and the open data downloads (CSV and JSON under CC BY 4.0). Analyst and Strategist are ways to support the work: Analyst adds the editors’ letter to supporters and 10% off in the shop, Strategist also free shipping on shop orders.',
  },
  {
    id: 'yearly-billing',
    topic: 'billing',
    question: 'Is yearly billing cheaper?',
    answer: 'Yes. Paying yearly costs ten times the monthly price, so two months of every year are free.',
  },
  {
    id: 'when-pay',
    topic: 'billing',
    question: 'Can I subscribe today?',
    answer:
      'Not yet. Paid plans open at launch, and no payment details are collected before then. The coming-soon page shows the countdown.',
  },
];

export function faqsByTopic(topic: FaqTopic): Faq[] {
  return faqs.filter((faq) => faq.topic === topic);
}
