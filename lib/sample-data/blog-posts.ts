import { artworkUrl } from '@/lib/artwork/render-artwork';
import { teamMember, type TeamMember } from './team';

/**
 * The blog's sample posts. Every post has the common fields; the format decides which extra
 * field it carries (an audio file, a video still, a link, a quote or a set of gallery images).
 * Dates are calendar days (YYYY-MM-DD) so they render the same on the server and in the browser.
 */
export type BlogFormat = 'standard' | 'audio' | 'video' | 'link' | 'quote' | 'gallery';

export type BlogCategory = { slug: string; name: string; description: string };

export type BlogComment = {
  id: string;
  author: string;
  date: string;
  text: string;
  replies?: BlogComment[];
};

export type GalleryImage = { src: string; alt: string; caption: string };

type BlogPostBase = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string[];
  /** An optional pull quote shown inside the body. */
  highlight?: string;
  author: TeamMember;
  date: string;
  category: BlogCategory;
  tags: string[];
  image: string;
  readMinutes: number;
  comments: BlogComment[];
};

export type StandardPost = BlogPostBase & { format: 'standard' };
export type AudioPost = BlogPostBase & {
  format: 'audio';
  audio: { src: string; mimeType: 'audio/wav'; duration: string; caption: string };
};
export type VideoPost = BlogPostBase & {
  format: 'video';
  video: { poster: string; duration: string; caption: string };
};
export type LinkPost = BlogPostBase & {
  format: 'link';
  link: { href: string; label: string; description: string };
};
export type QuotePost = BlogPostBase & { format: 'quote'; quote: { text: string; source: string } };
export type GalleryPost = BlogPostBase & { format: 'gallery'; gallery: GalleryImage[] };

export type BlogPost = StandardPost | AudioPost | VideoPost | LinkPost | QuotePost | GalleryPost;

export const blogCategories = {
  stoicism: {
    slug: 'stoicism',
    name: 'Stoicism',
    description: 'Old philosophy for a new problem: staying steady when a platform decides your reach.',
  },
  informationWarfare: {
    slug: 'information-warfare',
    name: 'Information Warfare',
    description: 'Coordinated campaigns, mass reporting and the narratives that travel through feeds.',
  },
  platformPower: {
    slug: 'platform-power',
    name: 'Platform Power',
    description: 'How bans, restrictions and shadowbans are decided, enforced and appealed.',
  },
  leadership: {
    slug: 'leadership',
    name: 'Leadership',
    description: 'Leading a team or a community when the ground moves under everyone.',
  },
  discipline: {
    slug: 'discipline',
    name: 'Discipline',
    description: 'Routines and habits that outlast an algorithm change.',
  },
  influence: {
    slug: 'influence',
    name: 'Influence',
    description: 'Earning attention that no single platform can switch off.',
  },
} satisfies Record<string, BlogCategory>;

const still = (name: string) => artworkUrl('still', name);

export const blogPosts: BlogPost[] = [
  {
    id: 'post-01',
    slug: 'stoicism-for-creators-facing-a-shadowban',
    format: 'standard',
    title: 'Stoicism for creators facing a shadowban',
    excerpt:
      'Your views fall off a cliff and nobody will tell you why. Epictetus had advice for exactly this: separate what you control from what you do not.',
    body: [
      'A shadowban rarely announces itself. The first sign is a graph: the same kind of post, the same hour, the same audience, and a fraction of the reach it had last week. There is no notice, no appeal button and no one to ask. For most creators the first reaction is not strategy but anxiety.',
      'The Stoics would not call that reaction a weakness. They would call it a judgement you have not examined yet. Epictetus opened his Handbook with one distinction: some things are up to us and some are not. The ranking system is not up to you. What you publish, how you respond and what you build next are.',
      'Put that into practice with a simple ledger. On one side, list what the platform controls: distribution, recommendations, search visibility, the timing of any review. On the other, list what you control: the quality of the work, the honesty of your claims, the channels you own, the way you talk to your audience about the drop.',
      'Then spend your energy only on the second column. Document the change with dates and screenshots, because evidence helps any later appeal. Check your recent posts against the published rules without assuming guilt or innocence. Tell your audience plainly what you see and where else they can find you.',
      'Marcus Aurelius reminded himself each morning that he would meet ingratitude and interference, and that none of it could force him to act badly. A restriction can take your reach. It cannot take your standards unless you hand them over.',
    ],
    highlight: 'A restriction can take your reach. It cannot take your standards unless you hand them over.',
    author: teamMember('mara-ellison'),
    date: '2026-10-28',
    category: blogCategories.stoicism,
    tags: ['Shadowban', 'Stoicism', 'Resilience', 'Mindset'],
    image: still('stoicism-for-creators'),
    readMinutes: 6,
    comments: [
      {
        id: 'c-01',
        author: 'Priya Nandakumar',
        date: '2026-10-29',
        text: 'The two-column ledger is the most useful thing I have read about this. I wrote mine on an index card and it stopped me refreshing analytics every hour.',
        replies: [
          {
            id: 'c-02',
            author: 'Mara Ellison',
            date: '2026-10-29',
            text: 'An index card is perfect: small enough that only the essentials fit. Thank you for trying it.',
          },
        ],
      },
      {
        id: 'c-03',
        author: 'Jonas Whitfield',
        date: '2026-10-30',
        text: 'Fair point about not assuming guilt or innocence. When my reach dropped I was sure it was targeted; it turned out a music licence had been flagged on three clips.',
      },
      {
        id: 'c-04',
        author: 'Amara Quist',
        date: '2026-11-02',
        text: 'Would love a follow-up on how to word the message to your audience without sounding paranoid.',
      },
    ],
  },
  {
    id: 'post-02',
    slug: 'how-information-warfare-shapes-feeds',
    format: 'standard',
    title: 'How information warfare shapes feeds',
    excerpt:
      'Feeds are not neutral windows. Coordinated accounts learn what the ranking system rewards and feed it exactly that, until a narrative looks organic.',
    body: [
      'Every recommendation feed is an answer to a question: what should this person see next? The answer is computed from signals such as watch time, shares, replies and reports. Anyone who understands those signals can try to manufacture them, and organised groups do.',
      'The playbook is older than social media. Flood the space with one framing so alternatives look fringe. Recruit sympathetic voices so the message appears to come from many independent places. Attack the credibility of whoever contradicts it. What platforms added is speed and measurement: campaigns can now test dozens of variants and keep only the ones the feed amplifies.',
      'Mass reporting is the defensive half of the same game. A few hundred coordinated reports can push an account into automated review, and automated review tends to act first and explain later. For the targeted creator, the result looks identical to a genuine violation.',
      'There are tells. Bursts of near-identical replies within minutes, new accounts with borrowed profile pictures, and reports that arrive in waves rather than trickles. Keep records of these patterns; they matter when you ask a platform to reconsider an enforcement decision.',
      'The best defence is the same one good editors have always used: slow down, check the source, and ask who benefits when a story spreads faster than it can be verified.',
    ],
    highlight: 'Campaigns can now test dozens of variants and keep only the ones the feed amplifies.',
    author: teamMember('noor-haddad'),
    date: '2026-10-21',
    category: blogCategories.informationWarfare,
    tags: ['Information Warfare', 'Algorithms', 'Mass Reporting', 'Feeds'],
    image: still('how-information-warfare-shapes-feeds'),
    readMinutes: 7,
    comments: [
      {
        id: 'c-05',
        author: 'Helena Brandt',
        date: '2026-10-22',
        text: 'The point about reports arriving in waves matches what our moderation volunteers see. Organic reports trickle in over days.',
      },
    ],
  },
  {
    id: 'post-03',
    slug: 'the-dichotomy-of-control-audio-briefing',
    format: 'audio',
    title: 'The dichotomy of control: an audio briefing',
    excerpt:
      'A short listening companion to our Stoicism series: what is up to you when a platform restricts your account, and what is not.',
    body: [
      'This briefing accompanies our written guide to Stoicism for creators. It is meant for the walk after a bad analytics morning: a few minutes that move your attention from the graph you cannot change to the work you can.',
      'The full narrated episode is still being recorded. Until it is ready, the player above carries a five-second test tone generated for this site, so you can check that audio plays on your device and in your chosen colour scheme.',
      'When the episode arrives it will cover three exercises: the morning premeditation of Marcus Aurelius, the evening review Seneca describes in his letters, and the habit Epictetus recommends of naming each event before judging it.',
    ],
    author: teamMember('kenji-morrow'),
    date: '2026-10-14',
    category: blogCategories.stoicism,
    tags: ['Stoicism', 'Audio', 'Mindset'],
    image: still('dichotomy-of-control-briefing'),
    readMinutes: 3,
    audio: {
      src: '/media/briefing-tone.wav',
      mimeType: 'audio/wav',
      duration: '0:05',
      caption: 'Test tone, five seconds. The narrated episode replaces it once recording is finished.',
    },
    comments: [],
  },
  {
    id: 'post-04',
    slug: 'anatomy-of-a-platform-ban',
    format: 'video',
    title: 'Anatomy of a platform ban',
    excerpt:
      'From the first automated flag to the final appeal decision: a walk through the stages a ban passes through, and where a creator can still act.',
    body: [
      'Most bans are not a single decision. They are a chain: an automated classifier or a batch of reports raises a flag, a queue assigns it, a reviewer or a rule applies a penalty, and an appeal may or may not reach a human.',
      'In this episode Tobias Reyes follows that chain for a fictional creator and stops at each link to ask what evidence exists, who can see it and what the creator is allowed to do. The answer is often less than people expect, but rarely nothing.',
      'The practical lessons are short. Save copies of your own work. Read the exact rule cited in any notice. Appeal once, clearly and calmly, with evidence rather than outrage. And keep a way to reach your audience that does not depend on the outcome.',
    ],
    author: teamMember('tobias-reyes'),
    date: '2026-10-07',
    category: blogCategories.platformPower,
    tags: ['Bans', 'Appeals', 'Moderation', 'Video'],
    image: still('anatomy-of-a-platform-ban'),
    readMinutes: 4,
    video: {
      poster: still('anatomy-of-a-platform-ban-episode'),
      duration: '18 min',
      caption: 'Video plays in the stream catalogue',
    },
    comments: [
      {
        id: 'c-06',
        author: 'Rafael Mendes',
        date: '2026-10-09',
        text: 'Appeal once, clearly and calmly. I wish I had heard that before sending four angry appeals in a row.',
      },
    ],
  },
  {
    id: 'post-05',
    slug: 'where-to-watch-the-platform-power-talks',
    format: 'link',
    title: 'Where to watch the platform-power talks',
    excerpt:
      'All of our long-form talks on bans, restrictions and moderation now sit together in the stream catalogue, ordered from first principles to case studies.',
    body: [
      'Readers kept asking for one place to start. The stream catalogue now collects every talk on platform power, from an introduction to how ranking systems work to detailed case studies of contested bans.',
      'If you are new, begin with the anatomy of a ban, then the episode on reach restriction, then the case studies. Each talk links back to the written briefs that go with it.',
    ],
    author: teamMember('ines-varga'),
    date: '2026-09-30',
    category: blogCategories.platformPower,
    tags: ['Moderation', 'Video', 'Reading List'],
    image: still('platform-power-talks'),
    readMinutes: 2,
    link: {
      href: '/videos',
      label: 'Open the stream catalogue',
      description: 'Every talk on bans, restrictions and moderation in one place.',
    },
    comments: [],
  },
  {
    id: 'post-06',
    slug: 'we-suffer-more-in-imagination',
    format: 'quote',
    title: 'We suffer more in imagination than in reality',
    excerpt:
      'Seneca’s line to Lucilius is two thousand years old and still the best description of a creator reading their own analytics at midnight.',
    body: [
      'Seneca wrote this to a friend who was worried about a lawsuit that had not yet happened. His advice was to look at the fear directly: is it certain, or only possible? Is it already here, or only imagined ahead of time?',
      'Creators facing a restriction do the same thing Lucilius did. One bad week becomes a permanent ban in the mind, a permanent ban becomes the end of a career, and the career becomes a story of failure. None of that has happened. The discipline is to deal with the week you actually have.',
    ],
    author: teamMember('daniel-okafor'),
    date: '2026-09-23',
    category: blogCategories.discipline,
    tags: ['Stoicism', 'Seneca', 'Mindset'],
    image: still('we-suffer-more-in-imagination'),
    readMinutes: 2,
    quote: {
      text: 'We suffer more often in imagination than in reality.',
      source: 'Seneca, Letters to Lucilius, 13',
    },
    comments: [
      {
        id: 'c-07',
        author: 'Tomasz Wieczorek',
        date: '2026-09-24',
        text: 'Printed and taped above my desk.',
      },
    ],
  },
  {
    id: 'post-07',
    slug: 'inside-the-moderation-queue',
    format: 'gallery',
    title: 'Inside the moderation queue',
    excerpt:
      'Six frames from our reconstruction of how a flagged post travels from report to decision, drawn from public policy documents and creator accounts.',
    body: [
      'Platforms rarely show the machinery behind an enforcement decision, but their published policies, transparency reports and the notices creators receive describe enough of it to sketch the path a flagged post takes.',
      'These frames follow that path. They are illustrations, not screenshots of any real system, and each caption notes which stage it represents and what a creator can usually see from the outside.',
    ],
    author: teamMember('ines-varga'),
    date: '2026-09-16',
    category: blogCategories.platformPower,
    tags: ['Moderation', 'Appeals', 'Transparency'],
    image: still('inside-the-moderation-queue'),
    readMinutes: 3,
    gallery: [
      {
        src: still('report-received'),
        alt: 'Illustration of a report arriving',
        caption: 'A report or classifier flag opens a case.',
      },
      {
        src: still('queue-assignment'),
        alt: 'Illustration of a case queue',
        caption: 'The case joins a queue sorted by severity and volume.',
      },
      {
        src: still('rule-matching'),
        alt: 'Illustration of rule matching',
        caption: 'A rule is matched, often automatically.',
      },
      {
        src: still('penalty-applied'),
        alt: 'Illustration of a penalty',
        caption: 'A penalty is applied: removal, restriction or suspension.',
      },
      {
        src: still('notice-sent'),
        alt: 'Illustration of a notice',
        caption: 'A notice may or may not reach the creator.',
      },
      {
        src: still('appeal-review'),
        alt: 'Illustration of an appeal',
        caption: 'An appeal reopens the case for a second look.',
      },
    ],
    comments: [],
  },
  {
    id: 'post-08',
    slug: 'leading-a-community-through-a-deplatforming',
    format: 'standard',
    title: 'Leading a community through a deplatforming',
    excerpt:
      'When the account your community gathers around disappears overnight, people look to whoever speaks first. Make sure it is you, and make sure you are calm.',
    body: [
      'A community that loses its home platform goes through the same stages as any group in a crisis: confusion, rumour, blame and then, if someone leads well, regrouping. The leader’s job is to shorten the first three.',
      'Speak early and speak plainly. Say what happened, what you know and what you do not know yet. People fill silence with speculation, and speculation turns into anger aimed at moderators, rival creators or each other.',
      'Give people one next step, not ten. A single place to regroup, such as a mailing list or a community space you control, is easier to follow than a list of every alternative platform.',
      'Protect your moderators. They will take the brunt of the frustration and they deserve clear rules about what to remove and when to step away.',
      'Finally, resist the temptation to turn the ban into the community’s new identity. Grievance is a powerful glue but a poor foundation. The work that brought people together is still the reason for them to stay.',
    ],
    highlight: 'Grievance is a powerful glue but a poor foundation.',
    author: teamMember('daniel-okafor'),
    date: '2026-09-09',
    category: blogCategories.leadership,
    tags: ['Leadership', 'Community', 'Bans'],
    image: still('leading-through-a-deplatforming'),
    readMinutes: 6,
    comments: [],
  },
  {
    id: 'post-09',
    slug: 'influence-without-an-algorithm',
    format: 'standard',
    title: 'Influence without an algorithm',
    excerpt:
      'Reach is rented; trust is owned. The creators who survive restrictions are the ones whose audience would look for them if the feed stopped showing them.',
    body: [
      'For a decade influence has been measured by what a ranking system chooses to show. That measurement hides a dependency: if the system changes its mind, the influence disappears with it.',
      'Influence that survives is built differently. It rests on a reputation for being right, for being useful or for being honest when it is costly. Those qualities make people search for you by name, forward your work privately and follow you when you move.',
      'The practical test is uncomfortable: if every platform removed you tomorrow, how many people would notice and go looking? Whatever that number is, it is your real audience. The rest is a loan.',
      'Growing that number is slow work. Publish fewer things that are better. Answer questions generously. Credit others. Keep promises. None of it is clever, and all of it compounds.',
    ],
    author: teamMember('mara-ellison'),
    date: '2026-09-02',
    category: blogCategories.influence,
    tags: ['Influence', 'Audience', 'Trust'],
    image: still('influence-without-an-algorithm'),
    readMinutes: 5,
    comments: [
      {
        id: 'c-08',
        author: 'Lena Okoro',
        date: '2026-09-04',
        text: 'The “real audience” test was humbling. Started an email list the same afternoon.',
      },
    ],
  },
  {
    id: 'post-10',
    slug: 'the-quiet-mechanics-of-reach-restriction',
    format: 'standard',
    title: 'The quiet mechanics of reach restriction',
    excerpt:
      'A shadowban is rarely one switch. It is usually several smaller levers: search suppression, recommendation limits and hashtag gating, each with its own trigger.',
    body: [
      'The word shadowban suggests a single hidden penalty. In practice, most platforms that limit reach do it through several separate mechanisms, and they describe them in their own policy language: reduced distribution, ineligibility for recommendations, limited search visibility.',
      'Each lever affects a different doorway into your work. Search suppression hides you from people who type your name. Recommendation limits keep you out of the feeds of people who do not follow you yet. Hashtag or topic gating removes you from shared spaces where new audiences browse.',
      'Because the levers are separate, so are the symptoms. A drop in follower reach with steady search traffic points one way; stable followers with vanishing discovery points another. Recording where your views come from is the first diagnostic step.',
      'Several platforms now offer account status pages that disclose some of these limits. Check them before assuming the worst, and cite what they show if you appeal.',
    ],
    highlight: 'Recording where your views come from is the first diagnostic step.',
    author: teamMember('tobias-reyes'),
    date: '2026-08-26',
    category: blogCategories.platformPower,
    tags: ['Shadowban', 'Algorithms', 'Transparency'],
    image: still('quiet-mechanics-of-reach-restriction'),
    readMinutes: 6,
    comments: [],
  },
  {
    id: 'post-11',
    slug: 'building-an-audience-you-own',
    format: 'standard',
    title: 'Building an audience you own',
    excerpt:
      'A mailing list, a domain and a feed reader will not trend. They also cannot be switched off by a policy update written on another continent.',
    body: [
      'Owned channels are the unglamorous part of a creator business: an email list, a website on your own domain, a podcast feed, a community space whose rules you write. None of them offers the sudden lift of a viral post.',
      'What they offer instead is continuity. When a platform restricts an account, creators with owned channels lose growth; creators without them lose contact.',
      'Start small. Put one clear invitation to your list on every platform profile. Send something worth opening at a steady rhythm. Keep an export of your subscribers somewhere safe, because owned only counts if you can take it with you.',
    ],
    author: teamMember('ines-varga'),
    date: '2026-08-19',
    category: blogCategories.influence,
    tags: ['Audience', 'Independence', 'Resilience'],
    image: still('building-an-audience-you-own'),
    readMinutes: 4,
    comments: [],
  },
  {
    id: 'post-12',
    slug: 'discipline-when-the-numbers-drop',
    format: 'standard',
    title: 'Discipline when the numbers drop',
    excerpt:
      'Motivation follows the graph. Discipline does not. A routine built before the restriction is what keeps the work going during it.',
    body: [
      'Every creator knows the feedback loop: good numbers make work feel easy, poor numbers make it feel pointless. A restriction breaks the loop in the worst way, because the numbers drop regardless of the work.',
      'That is exactly when a routine earns its keep. Fixed hours for making, fixed hours for reviewing, and a rule that analytics are checked once a day at most. The routine does not care about reach, which is the point.',
      'Keep a log of what you made each day, separate from how it performed. Over a hard month it becomes evidence that you kept going, and that evidence is more motivating than any graph.',
      'Rest is part of discipline too. Burnout during a restriction is common and avoidable: plan the days off before you need them.',
    ],
    highlight: 'The routine does not care about reach, which is the point.',
    author: teamMember('kenji-morrow'),
    date: '2026-08-12',
    category: blogCategories.discipline,
    tags: ['Discipline', 'Routine', 'Resilience'],
    image: still('discipline-when-the-numbers-drop'),
    readMinutes: 4,
    comments: [],
  },
  {
    id: 'post-13',
    slug: 'narratives-as-weapons-in-the-attention-economy',
    format: 'standard',
    title: 'Narratives as weapons in the attention economy',
    excerpt:
      'The most effective campaigns do not argue. They tell a simple story with a villain, repeat it everywhere at once, and let the feed do the rest.',
    body: [
      'Arguments invite scrutiny; stories invite belonging. That is why influence operations rarely lead with claims that can be checked. They lead with a narrative in which the audience is the hero and someone else is the threat.',
      'In an attention economy the narrative only has to win the first few seconds. A striking clip, an outraged caption and a familiar villain earn the engagement that ranking systems reward, and the correction, if it ever arrives, travels a fraction as far.',
      'Creators are both targets and unwitting carriers. A trending story is tempting to comment on, and commenting amplifies it. Before joining in, ask three questions: who first told this story, what do they gain, and what would change my mind?',
      'Leadership in this environment means being willing to be slower than the crowd. Audiences remember who got it right long after they forget who got it first.',
    ],
    highlight: 'Audiences remember who got it right long after they forget who got it first.',
    author: teamMember('noor-haddad'),
    date: '2026-08-05',
    category: blogCategories.informationWarfare,
    tags: ['Information Warfare', 'Narratives', 'Leadership'],
    image: still('narratives-as-weapons'),
    readMinutes: 5,
    comments: [],
  },
];
