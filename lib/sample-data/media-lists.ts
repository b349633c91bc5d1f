import { cardOf, picker } from './media-info';
import { movieCatalogue } from './movies';
import { tvShows } from './tv-shows';
import type { MediaCard, MediaType, TvShow } from './types';
import { videoCatalogue } from './videos';

export { cast } from './cast';

const pickMovies = picker(movieCatalogue, 'movie');
const pickShows = picker(tvShows, 'TV show');
const pickVideos = picker(videoCatalogue, 'video');

const posters = (...titles: string[]): MediaCard[] => pickMovies(...titles).map((info) => cardOf(info, 'poster'));
const banners = (...titles: string[]): MediaCard[] => pickMovies(...titles).map((info) => cardOf(info, 'banner'));
const stills = (...titles: string[]): MediaCard[] => pickMovies(...titles).map((info) => cardOf(info, 'still'));
const videoStills = (...titles: string[]): MediaCard[] => pickVideos(...titles).map((info) => cardOf(info, 'still'));
const videoBanners = (...titles: string[]): MediaCard[] => pickVideos(...titles).map((info) => cardOf(info, 'banner'));
const showBanners = (...titles: string[]): TvShow[] =>
  pickShows(...titles).map((show) => ({ ...show, ...cardOf(show, 'banner') }));

// Movies ----------------------------------------------------------------------------------

/** The whole film catalogue, in catalogue order. */
export const movies: MediaCard[] = movieCatalogue.map((info) => cardOf(info));

/** The film catalogue newest first: the paginated listing. */
export const pagination: MediaCard[] = [...movieCatalogue].sort((a, b) => b.year - a.year).map((info) => cardOf(info));

export const upcoming: MediaCard[] = posters(
  'Reach Zero', 'Nameless Account', 'Memento Mori Protocol', 'Unverified',
  'Demonetised', 'The Whistle and the Wire', 'Sovereign Mind',
);

export const popular: MediaCard[] = posters(
  'The Silent Ban', 'Algorithm of Power', 'Empire of Attention', 'The Stoic Commander', 'Shadow Protocol',
  'Terms of Service', 'Hold the Line', 'The Long Game', 'Echo Chamber', 'Memento Mori Protocol',
);

export const latest: MediaCard[] = posters(
  'Sovereign Mind', 'Reach Zero', 'Deplatformed', 'The Silent Ban', 'Signal Over Noise',
  'Ghost Followers', 'The Last Moderator', 'Burned Archive', 'Flagged',
);

export const suggestedForYou: MediaCard[] = posters(
  'Meditations at Dawn', 'Iron Routine', 'Cold Discipline', 'The Fortress Within', 'Command Presence',
  'Voices Without Reach', 'The Quiet Feed', 'The Appeal',
);

export const recommended: MediaCard[] = posters(
  'The Appeal', 'Signal Over Noise', 'The Influence Broker', 'Meditations at Dawn', 'Hold the Line',
  'Unverified', 'Echo Chamber', 'Command Presence',
);

export const related: MediaCard[] = posters(
  'Shadow Protocol', 'Terms of Service', 'The Quiet Feed', 'Voices Without Reach', 'Red Line Policy',
  'Reach Zero', 'Algorithm of Power', 'Demonetised',
);

export const loadMoreUp: MediaCard[] = posters(
  'The Silent Ban', 'Meditations at Dawn', 'Iron Routine', 'The Appeal', 'Empire of Attention', 'Cold Discipline',
  'Echo Chamber', 'The Long Game', 'Shadow Protocol', 'Terms of Service', 'The Quiet Feed', 'Voices Without Reach',
);

export const loadMoreDown: MediaCard[] = posters(
  'Ghost Followers', 'The Fortress Within', 'Command Presence', 'Hold the Line', 'Unverified', 'Sovereign Mind',
  'Signal Over Noise', 'The Influence Broker', 'Algorithm of Power', 'The Stoic Commander', 'Reach Zero', 'Demonetised',
);

/** The landing hero's slides. */
export const bigSlider: MediaCard[] = banners(
  'The Silent Ban', 'Algorithm of Power', 'Meditations at Dawn', 'Shadow Protocol', 'The Stoic Commander',
);

/** The film shelf's wide slides. */
export const movieSlider: MediaCard[] = banners(
  'Empire of Attention', 'Terms of Service', 'Hold the Line', 'Signal Over Noise', 'The Long Game', 'Echo Chamber',
);

/** The year's award winner first, then the shortlist. */
export const movieOfTheYear: MediaCard[] = banners('The Silent Ban', 'Algorithm of Power', 'The Stoic Commander');

export const trendingSlider: MediaCard[] = stills(
  'Deplatformed', 'Reach Zero', 'Ghost Followers', 'The Appeal', 'Shadow Protocol', 'Sovereign Mind', 'Iron Routine',
);

// TV shows --------------------------------------------------------------------------------

export const popularTvShows: TvShow[] = pickShows(
  'Shadow Council', 'The Feed', 'Moderation Room', 'Narrative Wars', 'Citadel', 'Cipher Desk', 'Blue Check',
);

export const bestOfInternationalShows: TvShow[] = pickShows(
  'Borderless Signal', 'Narrative Wars', 'Stoic Nights', 'Cipher Desk', 'Verified Lies', 'The Discipline Files',
);

export const suggestedTvShows: TvShow[] = pickShows(
  'Stoic Nights', 'The Boardroom Doctrine', 'The Discipline Files', 'Verified Lies', 'Citadel', 'The Feed',
);

export const showsWeRecommend: TvShow[] = pickShows(
  'Moderation Room', 'Blue Check', 'Shadow Council', 'Borderless Signal', 'The Boardroom Doctrine', 'Cipher Desk',
);

export const tvShowSlider: TvShow[] = showBanners('Shadow Council', 'Narrative Wars', 'Moderation Room', 'The Feed');

// Videos ----------------------------------------------------------------------------------

export const popularVideos: MediaCard[] = videoStills(
  'How Shadowbans Actually Work', 'Reading Seneca in a Crisis', 'Writing Your First Appeal', 'Owning Your Audience',
  'Countering a Smear', 'Morning Discipline Routine', 'Anatomy of a Bot Swarm',
);

export const specialsAndLatestVideos: MediaCard[] = videoStills(
  'Inside the Appeals Queue', 'Backup Your Following', 'Anatomy of a Bot Swarm', 'The Memo That Leaked',
  'Amor Fati Sessions', 'Playing the Long Game',
);

export const videosRecommended: MediaCard[] = videoStills(
  'The Journal Method', 'Speaking Under Pressure', 'Power Without Permission', 'Leading From the Front',
  'Cold Shower Philosophy', 'Influence Is a Skill',
);

export const videoSlider: MediaCard[] = videoBanners(
  'How Shadowbans Actually Work', 'Owning Your Audience', 'Reading Seneca in a Crisis', 'Anatomy of a Bot Swarm',
);

export const upcomingVideo: MediaCard[] = videoStills(
  'Backup Your Following', 'Inside the Appeals Queue', 'Writing Your First Appeal', 'Playing the Long Game',
);

// Tags ------------------------------------------------------------------------------------

export const movieTags: string[] = [
  'Shadowbans', 'Deplatforming', 'Demonetisation', 'Algorithmic Suppression',
  'Whistleblower', 'Courtroom', 'True Story', 'Free Speech',
];

export const tvShowTags: string[] = ['Narrative Control', 'Astroturfing', 'Newsroom', 'Boardroom', 'Miniseries', 'Investigative'];

export const videoTags: string[] = [
  'Counter-Speech', 'Platform Appeals', 'Morning Routine', 'Journaling', 'Public Speaking', 'Creator Economy',
];

// Playlist --------------------------------------------------------------------------------

/** The curated watchlist of the playlist page, in viewing order. */
export const playlist: { type: MediaType; title: string }[] = [
  { type: 'movie', title: 'The Silent Ban' },
  { type: 'video', title: 'How Shadowbans Actually Work' },
  { type: 'tv-show', title: 'Shadow Council' },
  { type: 'movie', title: 'Meditations at Dawn' },
  { type: 'video', title: 'Writing Your First Appeal' },
  { type: 'movie', title: 'Algorithm of Power' },
  { type: 'tv-show', title: 'Stoic Nights' },
  { type: 'video', title: 'Owning Your Audience' },
  { type: 'movie', title: 'Hold the Line' },
];
