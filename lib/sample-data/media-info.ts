import { artworkUrl, type ArtworkKind } from '@/lib/artwork/render-artwork';
import { slugOf } from '@/lib/slug';
import type { MediaCard } from './types';

/**
 * Catalogue facts behind a media card: what the detail pages show besides the card's own
 * image, title and running time. Genre, tag and cast entries are slugs.
 */
export type MediaInfo = {
  title: string;
  movieTime: string;
  year: number;
  rating: string;
  language: string;
  genres: string[];
  tags: string[];
  cast: string[];
  synopsis: string;
  /** Set on age-gated titles: why the title is restricted. */
  restriction?: string;
};

/** The card of a catalogue title, drawn with the artwork of the given kind. */
export function cardOf(info: Pick<MediaInfo, 'title' | 'movieTime'>, kind: ArtworkKind = 'poster'): MediaCard {
  return { image: artworkUrl(kind, slugOf(info.title)), title: info.title, movieTime: info.movieTime };
}

/** Picks titles from a catalogue by title, failing loudly on a typo so no card can link nowhere. */
export function picker<T extends { title: string }>(catalogue: readonly T[], label: string) {
  const byTitle = new Map(catalogue.map((item) => [item.title, item]));
  return (...titles: string[]): T[] =>
    titles.map((title) => {
      const item = byTitle.get(title);
      if (!item) throw new Error(`Unknown ${label} title in sample data: ${title}`);
      return item;
    });
}
