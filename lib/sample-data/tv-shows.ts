import { artworkUrl } from '@/lib/artwork/render-artwork';
import { slugOf } from '@/lib/slug';
import { cardOf, type MediaInfo } from './media-info';
import type { MediaCard, Season, TvShow } from './types';

type ShowInfo = MediaInfo & { seasonCount: number; episodesPerSeason: number };

/** Every series of the catalogue; `movieTime` is the usual length of an episode. */
export const tvShowCatalogue: ShowInfo[] = [
  {
    title: 'Shadow Council', movieTime: '52mins', year: 2022, rating: '16+', language: 'English', seasonCount: 3, episodesPerSeason: 5,
    genres: ['power', 'leadership'], tags: ['boardroom', 'narrative-control'], cast: ['ingrid-solvang', 'dmitri-halloran', 'marcus-vell'],
    synopsis: 'Seven advisers meet in secret every Monday to decide what the world’s largest platform will allow that week.',
  },
  {
    title: 'The Feed', movieTime: '47mins', year: 2023, rating: '13+', language: 'English', seasonCount: 2, episodesPerSeason: 6,
    genres: ['influence', 'information-warfare'], tags: ['narrative-control', 'astroturfing'], cast: ['elena-marchetti', 'rafael-costa'],
    synopsis: 'A ranking team tweaks one number a day; each episode follows the lives it changes.',
  },
  {
    title: 'Moderation Room', movieTime: '44mins', year: 2024, rating: '16+', language: 'English', seasonCount: 2, episodesPerSeason: 5,
    genres: ['censorship', 'investigations'], tags: ['newsroom', 'investigative'], cast: ['tariq-okafor', 'hannah-whitcombe'],
    synopsis: 'Case by case, a team of reviewers decides who stays online, and lives with the decisions after hours.',
  },
  {
    title: 'Stoic Nights', movieTime: '38mins', year: 2023, rating: 'PG', language: 'English', seasonCount: 1, episodesPerSeason: 6,
    genres: ['stoicism', 'discipline'], tags: ['miniseries'], cast: ['julian-ashcroft', 'priya-raman'],
    synopsis: 'A late-night conversation series on endurance, duty and keeping your head when the timeline loses its own.',
  },
  {
    title: 'Narrative Wars', movieTime: '55mins', year: 2021, rating: '16+', language: 'English', seasonCount: 3, episodesPerSeason: 4,
    genres: ['information-warfare', 'thriller'], tags: ['narrative-control', 'astroturfing'], cast: ['dmitri-halloran', 'amara-diallo', 'sofia-lindqvist'],
    synopsis: 'Rival influence shops fight for the story of a small country on the eve of its first free vote.',
  },
  {
    title: 'The Boardroom Doctrine', movieTime: '50mins', year: 2024, rating: '13+', language: 'English', seasonCount: 2, episodesPerSeason: 5,
    genres: ['leadership', 'power'], tags: ['boardroom'], cast: ['marcus-vell', 'ingrid-solvang'],
    synopsis: 'A founder ousted from her own company returns to fight the board with the rulebook she wrote.',
  },
  {
    title: 'Blue Check', movieTime: '42mins', year: 2025, rating: '13+', language: 'English', seasonCount: 1, episodesPerSeason: 6,
    genres: ['influence', 'documentary'], tags: ['miniseries', 'astroturfing'], cast: ['rafael-costa', 'hannah-whitcombe'],
    synopsis: 'Six creators, one badge of verification, and the price each of them paid to keep it.',
  },
  {
    title: 'Cipher Desk', movieTime: '49mins', year: 2023, rating: '16+', language: 'English', seasonCount: 2, episodesPerSeason: 5,
    genres: ['investigations', 'thriller'], tags: ['investigative', 'newsroom'], cast: ['amara-diallo', 'kenji-mori', 'sofia-lindqvist'],
    synopsis: 'An encrypted tip line at a struggling newspaper starts receiving leaks from inside the platforms themselves.',
  },
  {
    title: 'Citadel', movieTime: '53mins', year: 2022, rating: '13+', language: 'English', seasonCount: 3, episodesPerSeason: 4,
    genres: ['discipline', 'resilience'], tags: ['investigative'], cast: ['tariq-okafor', 'julian-ashcroft'],
    synopsis: 'Recruits at an elite academy learn that discipline is not obedience, and that the difference can cost them everything.',
  },
  {
    title: 'Verified Lies', movieTime: '46mins', year: 2025, rating: '16+', language: 'English', seasonCount: 1, episodesPerSeason: 5,
    genres: ['information-warfare', 'investigations'], tags: ['miniseries', 'investigative'], cast: ['hannah-whitcombe', 'elena-marchetti'],
    synopsis: 'A limited series that unpicks one fabricated scandal from the first post to the final apology.',
  },
  {
    title: 'The Discipline Files', movieTime: '35mins', year: 2024, rating: 'PG', language: 'English', seasonCount: 2, episodesPerSeason: 6,
    genres: ['discipline', 'leadership'], tags: ['newsroom'], cast: ['rafael-costa', 'priya-raman'],
    synopsis: 'Coaches, surgeons and pilots open the notebooks that keep them steady under pressure.',
  },
  {
    title: 'Borderless Signal', movieTime: '51mins', year: 2024, rating: '13+', language: 'Portuguese', seasonCount: 2, episodesPerSeason: 4,
    genres: ['influence', 'censorship'], tags: ['narrative-control', 'miniseries'], cast: ['rafael-costa', 'marcus-vell', 'kenji-mori'],
    synopsis: 'From Lisbon to Lagos to Osaka, creators smuggle their voices past national firewalls and platform rules.',
  },
];

const EPISODE_TITLES = [
  'Terms Accepted', 'The First Strike', 'Quiet Hours', 'Appeal Denied', 'Rate Limited', 'The Review Queue',
  'Under Review', 'Community Notes', 'The Audit', 'Dead Reckoning', 'Signal Lost', 'Cold Open',
  'Ranked Down', 'The Long Night', 'Soft Launch', 'Visibility Filter', 'A Clean Record', 'Hard Reset',
  'The Leak', 'Proof of Life', 'Reinstated', 'Burn Notice', 'The Quiet Part', 'Loud Silence',
  'Safe Harbour', 'The Doctrine', 'Chain of Command', 'Morning Orders', 'The Stoic Hour', 'Iron Will',
  'Open Letter', 'Closed Doors', 'The Handoff', 'Blind Spot', 'Trending', 'Counterweight',
  'Final Warning', 'The Ledger', 'No Comment', 'On the Record', 'Fault Lines', 'The Verdict',
];

function episodesOf(show: ShowInfo, showIndex: number, season: number): MediaCard[] {
  const baseMinutes = Number.parseInt(show.movieTime, 10);
  return Array.from({ length: show.episodesPerSeason }, (_, index) => {
    const title = EPISODE_TITLES[(showIndex * 7 + season * 5 + index) % EPISODE_TITLES.length];
    return {
      image: artworkUrl('still', `${slugOf(show.title)}-s${season}-e${index + 1}`),
      title,
      movieTime: `${baseMinutes - 4 + ((index * 3 + season) % 9)}mins`,
    };
  });
}

function seasonsOf(show: ShowInfo, showIndex: number): Season[] {
  return Array.from({ length: show.seasonCount }, (_, index) => ({
    title: `Season ${index + 1}`,
    episodes: episodesOf(show, showIndex, index + 1),
  }));
}

/** The series with their seasons and episodes. */
export const tvShows: TvShow[] = tvShowCatalogue.map((show, index) => ({
  ...cardOf(show),
  seasons: seasonsOf(show, index),
}));
