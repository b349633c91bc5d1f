import { slugOf } from '@/lib/slug';
import { cast } from './cast';
import { genres } from './genres';
import { informationWar } from './information-war';
import { cardOf, type MediaInfo } from './media-info';
import { movieTags, tvShowTags, videoTags } from './media-lists';
import { movieCatalogue } from './movies';
import { tvShowCatalogue, tvShows } from './tv-shows';
import type { CastItem, GenreItem, MediaCard, MediaType, TvShow } from './types';
import { videoCatalogue } from './videos';

/** One title of any kind, with the path of its detail page. */
export type MediaEntry = { type: MediaType; slug: string; href: string; info: MediaInfo; card: MediaCard };

export type TagItem = { title: string; slug: string; type: MediaType };

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { movie: 'Movie', 'tv-show': 'TV Show', video: 'Video' };
const BASE_PATHS: Record<MediaType, string> = { movie: '/movies', 'tv-show': '/tv-shows', video: '/videos' };

/** The detail page of a title. */
export function mediaHref(type: MediaType, title: string): string {
  return `${BASE_PATHS[type]}/${slugOf(title)}`;
}

function entriesOf(type: MediaType, catalogue: readonly MediaInfo[]): MediaEntry[] {
  return catalogue.map((info) => ({ type, slug: slugOf(info.title), href: mediaHref(type, info.title), info, card: cardOf(info) }));
}

export const movieEntries = entriesOf('movie', movieCatalogue);
export const tvShowEntries = entriesOf('tv-show', tvShowCatalogue);
export const videoEntries = entriesOf('video', videoCatalogue);
export const allEntries: MediaEntry[] = [...movieEntries, ...tvShowEntries, ...videoEntries];

export const entriesByType: Record<MediaType, MediaEntry[]> = {
  movie: movieEntries,
  'tv-show': tvShowEntries,
  video: videoEntries,
};

export function isMediaType(value: string | undefined): value is MediaType {
  return value === 'movie' || value === 'tv-show' || value === 'video';
}

export function findEntry(type: MediaType, slug: string): MediaEntry | undefined {
  return entriesByType[type].find((entry) => entry.slug === slug);
}

export function findShow(slug: string): TvShow | undefined {
  return tvShows.find((show) => slugOf(show.title) === slug);
}

/** Titles restricted to adult viewers. */
export const restrictedEntries: MediaEntry[] = movieEntries.filter((entry) => entry.info.restriction);

// Genres, tags and people -------------------------------------------------------------------

export function findGenre(slug: string): GenreItem | undefined {
  return genres.find((genre) => genre.slug === slug);
}

export function genresOf(info: MediaInfo): GenreItem[] {
  return info.genres.map(findGenre).filter((genre): genre is GenreItem => Boolean(genre));
}

export function entriesOfGenre(slug: string): MediaEntry[] {
  return allEntries.filter((entry) => entry.info.genres.includes(slug));
}

const tagsOfType = (type: MediaType, titles: string[]): TagItem[] => titles.map((title) => ({ title, slug: slugOf(title), type }));

export const allTags: TagItem[] = [
  ...tagsOfType('movie', movieTags),
  ...tagsOfType('tv-show', tvShowTags),
  ...tagsOfType('video', videoTags),
];

export function findTag(slug: string): TagItem | undefined {
  return allTags.find((tag) => tag.slug === slug);
}

export function tagsOf(info: MediaInfo): TagItem[] {
  return info.tags.map(findTag).filter((tag): tag is TagItem => Boolean(tag));
}

export function entriesOfTag(slug: string): MediaEntry[] {
  return allEntries.filter((entry) => entry.info.tags.includes(slug));
}

/** The information-war category filed under a tag, when there is one. */
export function categoryOfTag(slug: string) {
  return informationWar.find((category) => category.slug === slug);
}

export function findPerson(slug: string): CastItem | undefined {
  return cast.find((person) => person.slug === slug);
}

export function castOf(info: MediaInfo): CastItem[] {
  return info.cast.map(findPerson).filter((person): person is CastItem => Boolean(person));
}

export function creditsOf(personSlug: string): MediaEntry[] {
  return allEntries.filter((entry) => entry.info.cast.includes(personSlug));
}

/** Other titles of the same kind, those sharing most genres and tags first. */
export function similarTo(entry: MediaEntry, limit = 8): MediaEntry[] {
  const shared = (a: string[], b: string[]) => a.filter((item) => b.includes(item)).length;
  return entriesByType[entry.type]
    .filter((other) => other.slug !== entry.slug)
    .map((other) => ({
      other,
      score: shared(other.info.genres, entry.info.genres) * 2 + shared(other.info.tags, entry.info.tags),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ other }) => other);
}

// Episodes ----------------------------------------------------------------------------------

export type EpisodeRef = { season: number; number: number; slug: string; episode: MediaCard; href: string };

export function episodesOf(show: TvShow): EpisodeRef[] {
  const showSlug = slugOf(show.title);
  return show.seasons.flatMap((season, seasonIndex) =>
    season.episodes.map((episode, index) => {
      const slug = `s${seasonIndex + 1}-e${index + 1}`;
      return { season: seasonIndex + 1, number: index + 1, slug, episode, href: `/tv-shows/${showSlug}/${slug}` };
    }),
  );
}

/** Every show/episode pair, for the episode pages. */
export function episodeParams(): { slug: string; episode: string }[] {
  return tvShows.flatMap((show) => episodesOf(show).map((ref) => ({ slug: slugOf(show.title), episode: ref.slug })));
}

/** An episode with its show and the show's full episode list. */
export function findEpisode(showSlug: string, episodeSlug: string) {
  const show = findShow(showSlug);
  const entry = findEntry('tv-show', showSlug);
  const episodes = show ? episodesOf(show) : [];
  const current = episodes.find((ref) => ref.slug === episodeSlug);
  return entry && current ? { entry, episodes, current } : undefined;
}
