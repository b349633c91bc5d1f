import { artworkUrl } from './artwork-url';
import { SAMPLE_EDITOR } from './owners';
import type { PersonalityCategory, PlatformLinks, PlatformName } from './sample-types';
import { slugOf } from './slug-of';
import { buildSocialLinks } from './social-links';

export type SamplePersonality = {
  id: string;
  /** The page's address, /personalities/<slug>: the slug of the name (names are unique here). */
  slug: string;
  name: string;
  displayName: string;
  bio: string;
  description: string;
  image: string;
  category: PersonalityCategory;
  primaryPlatforms: PlatformName[];
  followerCount: number;
  subscriberCount: number;
  featured: boolean;
  active: boolean;
  verified: boolean;
  ranking: number;
  views: number;
  tags: string[];
  specialties: string[];
  contentTypes: string[];
  schedule: string;
  /** An IANA time zone name. */
  timezone: string;
  createdBy: string;
  notes?: string;
} & PlatformLinks;

type PersonalityFacts = Omit<
  SamplePersonality,
  'id' | 'slug' | 'image' | 'primaryPlatforms' | 'ranking' | 'createdBy' | keyof PlatformLinks
> & {
  handle: string;
  /** Platforms with an account; the first one or two are the primary ones. */
  channels: PlatformName[];
  primaryCount?: number;
  hasWebsite?: boolean;
  hasBlog?: boolean;
};

// Listed in ranking order: the position in this list is Personality.ranking.
const PERSONALITIES: PersonalityFacts[] = [
  {
    name: 'Octavia Marsh',
    displayName: 'Octavia Marsh',
    handle: 'octaviamarsh',
    category: 'PODCASTER',
    channels: ['YOUTUBE', 'SUBSTACK', 'X'],
    hasWebsite: true,
    bio: 'Host of The Long Watch, interviews with people who held responsibility through long crises.',
    description:
      'Former merchant-navy officer whose podcast asks captains, nurses and mayors how they kept their nerve. Known for unhurried three-hour conversations and a refusal to interrupt.',
    followerCount: 412000,
    subscriberCount: 286000,
    featured: true,
    active: true,
    verified: true,
    views: 9_400_000,
    tags: ['Leadership', 'Crisis', 'Interviews'],
    specialties: ['Crisis leadership', 'Long-form interviews'],
    contentTypes: ['Podcast', 'Long-form video'],
    schedule: 'New episode every Monday',
    timezone: 'Europe/London',
  },
  {
    name: 'Benedikt Sauer',
    displayName: 'Prof. Benedikt Sauer',
    handle: 'benediktsauer',
    category: 'EDUCATOR',
    channels: ['YOUTUBE', 'MEDIUM', 'SUBSTACK'],
    hasBlog: true,
    bio: 'Philosophy lecturer who teaches Stoicism as a practice, not a pose.',
    description:
      "Runs free lecture series on Epictetus, Seneca and Marcus Aurelius, with reading lists and weekly exercises. His channel was briefly age-restricted for a lecture on Seneca's death.",
    followerCount: 158000,
    subscriberCount: 231000,
    featured: true,
    active: true,
    verified: true,
    views: 6_100_000,
    tags: ['Stoicism', 'Philosophy', 'Education'],
    specialties: ['Stoic philosophy', 'Ancient history'],
    contentTypes: ['Lectures', 'Articles', 'Reading lists'],
    schedule: 'Lectures on Tuesdays and Fridays',
    timezone: 'Europe/Berlin',
  },
  {
    name: 'Keira Holloway',
    displayName: 'Keira Holloway',
    handle: 'keiraholloway',
    category: 'JOURNALIST',
    channels: ['SUBSTACK', 'X', 'YOUTUBE'],
    hasWebsite: true,
    bio: 'Investigative reporter covering content moderation and the people who do it.',
    description:
      'Spent two years interviewing outsourced moderators on three continents. Her reporting on appeal queues is the most cited independent work on how platform enforcement actually runs.',
    followerCount: 267000,
    subscriberCount: 94000,
    featured: true,
    active: true,
    verified: true,
    views: 3_800_000,
    tags: ['Moderation', 'Investigations', 'Labour'],
    specialties: ['Trust and safety reporting', 'Document analysis'],
    contentTypes: ['Investigations', 'Newsletter', 'Documentary'],
    schedule: 'Newsletter every Thursday',
    timezone: 'America/New_York',
  },
  {
    name: 'Desmond Achterberg',
    displayName: 'Desmond "Rook" Achterberg',
    handle: 'rookachterberg',
    category: 'STREAMER',
    channels: ['TWITCH', 'YOUTUBE', 'X'],
    bio: 'Chess master who streams strategy: games, negotiations and the occasional election night.',
    description:
      'Plays blitz while explaining the strategic thinking behind current events. His audience votes on which real-world conflict he analyses as a chess position each Sunday.',
    followerCount: 530000,
    subscriberCount: 188000,
    featured: false,
    active: true,
    verified: true,
    views: 12_700_000,
    tags: ['Strategy', 'Chess', 'Live'],
    specialties: ['Game theory', 'Live analysis'],
    contentTypes: ['Live streams', 'Highlights'],
    schedule: 'Live Wednesday to Sunday from 19:00',
    timezone: 'Europe/Amsterdam',
  },
  {
    name: 'Lena Varga',
    displayName: 'Lena Varga',
    handle: 'lenavarga',
    category: 'ACTIVIST',
    channels: ['X', 'FACEBOOK', 'INSTAGRAM'],
    hasWebsite: true,
    bio: 'Digital-rights campaigner working on transparency in platform enforcement.',
    description:
      'Coordinates a network of creators who publish their ban notices and appeal outcomes so that patterns can be studied. Testified twice before parliamentary committees on due process for users.',
    followerCount: 98000,
    subscriberCount: 12000,
    featured: true,
    active: true,
    verified: false,
    views: 1_200_000,
    tags: ['Digital rights', 'Transparency', 'Policy'],
    specialties: ['Platform accountability', 'Coalition building'],
    contentTypes: ['Campaigns', 'Reports', 'Talks'],
    schedule: 'Monthly open call on the first Tuesday',
    timezone: 'Europe/Budapest',
  },
  {
    name: 'Theo Blackwood',
    displayName: 'Theo Blackwood',
    handle: 'theoblackwood',
    category: 'ENTERTAINER',
    channels: ['TIKTOK', 'INSTAGRAM', 'YOUTUBE', 'RUMBLE'],
    primaryCount: 2,
    bio: 'Comedian whose sketches about corporate trust-and-safety teams get flagged by corporate trust-and-safety teams.',
    description:
      'Plays a weary content moderator named Glen in a long-running sketch series. Keeps an archive of every sketch removed, with the reason given, as a running joke and a record.',
    followerCount: 1_850_000,
    subscriberCount: 640000,
    featured: true,
    active: true,
    verified: true,
    views: 88_000_000,
    tags: ['Comedy', 'Satire', 'Sketches'],
    specialties: ['Character comedy', 'Satire'],
    contentTypes: ['Shorts', 'Sketches', 'Live shows'],
    schedule: 'New sketch every weekday',
    timezone: 'America/Los_Angeles',
  },
  {
    name: 'Sana Moreau',
    displayName: 'Sana Moreau',
    handle: 'sanamoreau',
    category: 'INFLUENCER',
    channels: ['INSTAGRAM', 'TIKTOK', 'YOUTUBE'],
    primaryCount: 2,
    bio: 'Five-in-the-morning routines, training logs and an honest account of the days they fail.',
    description:
      'Built an audience on discipline content that admits failure. Publishes her monthly income and the share that comes from each platform, which made her an unlikely authority on demonetisation.',
    followerCount: 2_300_000,
    subscriberCount: 410000,
    featured: false,
    active: true,
    verified: true,
    views: 61_000_000,
    tags: ['Discipline', 'Routine', 'Fitness'],
    specialties: ['Habit building', 'Creator finances'],
    contentTypes: ['Shorts', 'Vlogs'],
    schedule: 'Daily at 05:30',
    timezone: 'Europe/Paris',
  },
  {
    name: 'Gideon Frost',
    displayName: 'Gideon Frost',
    handle: 'gideonfrost',
    category: 'CONTENT_CREATOR',
    channels: ['YOUTUBE', 'RUMBLE', 'SUBSTACK'],
    bio: 'Documentary maker on the history of propaganda, from woodcuts to deepfakes.',
    description:
      'Makes hour-long illustrated histories of persuasion campaigns. Several episodes are mirrored on a second platform because archival footage keeps triggering automated removals.',
    followerCount: 720000,
    subscriberCount: 905000,
    featured: true,
    active: true,
    verified: true,
    views: 47_500_000,
    tags: ['History', 'Propaganda', 'Documentary'],
    specialties: ['Propaganda history', 'Archival research'],
    contentTypes: ['Documentary', 'Long-form video'],
    schedule: 'One documentary a month',
    timezone: 'America/Chicago',
  },
  {
    name: 'Aurelia Kestrel',
    displayName: 'Aurelia Kestrel',
    handle: 'aureliakestrel',
    category: 'CONTENT_CREATOR',
    channels: ['TIKTOK', 'YOUTUBE', 'INSTAGRAM'],
    primaryCount: 2,
    bio: 'Sixty-second Stoic lessons, each ending with one thing to do today.',
    description:
      'Turns passages from the Meditations into short, practical exercises. Her series on "the view from above" was shared by teachers and military instructors alike.',
    followerCount: 1_100_000,
    subscriberCount: 320000,
    featured: false,
    active: true,
    verified: false,
    views: 34_000_000,
    tags: ['Stoicism', 'Shorts', 'Self-command'],
    specialties: ['Applied Stoicism'],
    contentTypes: ['Shorts', 'Carousels'],
    schedule: 'A lesson every morning',
    timezone: 'Australia/Sydney',
  },
  {
    name: 'Ravi Thornbury',
    displayName: 'Ravi Thornbury',
    handle: 'ravithornbury',
    category: 'PODCASTER',
    channels: ['YOUTUBE', 'X', 'MEDIUM'],
    bio: 'Co-host of Chain of Command, a business podcast about who really decides.',
    description:
      'Interviews chief executives, union leaders and regulators about where power sits inside organisations. Took the show off one platform after it inserted political advertising into episodes.',
    followerCount: 190000,
    subscriberCount: 260000,
    featured: false,
    active: true,
    verified: true,
    views: 5_300_000,
    tags: ['Business', 'Power', 'Leadership'],
    specialties: ['Corporate governance', 'Negotiation'],
    contentTypes: ['Podcast', 'Clips'],
    schedule: 'Episodes every other Thursday',
    timezone: 'Asia/Kolkata',
  },
  {
    name: 'Hollis Grant',
    displayName: 'Hollis Grant Live',
    handle: 'hollisgrantlive',
    category: 'STREAMER',
    channels: ['RUMBLE', 'TWITCH', 'X'],
    bio: 'Late-night debate streams where callers argue both sides before they are allowed to argue one.',
    description:
      "Moved his main channel after two suspensions over callers' remarks. Now requires every caller to state the strongest version of the other side first, a rule his audience enforces enthusiastically.",
    followerCount: 310000,
    subscriberCount: 145000,
    featured: false,
    active: false,
    verified: false,
    views: 8_900_000,
    tags: ['Debate', 'Call-in', 'Free expression'],
    specialties: ['Live debate', 'Moderation'],
    contentTypes: ['Live streams', 'Call-in shows'],
    schedule: 'On hiatus; previously live Friday nights',
    timezone: 'America/Denver',
    notes: 'Inactive while on hiatus; keep the profile listed for the archive.',
  },
  {
    name: 'Yara Delacroix',
    displayName: 'Yara Delacroix',
    handle: 'yaradelacroix',
    category: 'INFLUENCER',
    channels: ['INSTAGRAM', 'X', 'SUBSTACK'],
    hasWebsite: true,
    bio: 'Media-literacy influencer: one manipulated image, explained, every day.',
    description:
      'Posts a doctored or miscaptioned image each day and walks through how to spot it. Her followers have caught several viral fakes before newsrooms did.',
    followerCount: 640000,
    subscriberCount: 58000,
    featured: false,
    active: true,
    verified: true,
    views: 19_000_000,
    tags: ['Media literacy', 'Verification', 'Images'],
    specialties: ['Image forensics', 'Verification'],
    contentTypes: ['Carousels', 'Newsletter'],
    schedule: 'Daily at noon',
    timezone: 'America/Sao_Paulo',
  },
];

function toPersonality(
  { handle, channels, primaryCount, hasWebsite, hasBlog, ...facts }: PersonalityFacts,
  index: number,
): SamplePersonality {
  const slug = slugOf(facts.name);
  return {
    id: `personality-${slug}`,
    slug,
    ...facts,
    image: artworkUrl('portrait', slug),
    ...buildSocialLinks(handle, channels, { website: hasWebsite, blog: hasBlog }),
    primaryPlatforms: channels.slice(0, primaryCount ?? 1),
    ranking: index + 1,
    createdBy: SAMPLE_EDITOR.username,
  };
}

export const SAMPLE_PERSONALITIES: SamplePersonality[] = PERSONALITIES.map(toPersonality);
