import { artworkUrl } from '@/lib/artwork/render-artwork';
import type { GenreItem } from './types';

function genre(id: number, title: string, slug: string, type: GenreItem['type']): GenreItem {
  return { id: String(id), slug, title, thumbnail: artworkUrl('still', `genre-${slug}`), type };
}

/** The catalogue's genres; `type` is the shelf each genre is mostly found on. */
export const genres: GenreItem[] = [
  genre(1, 'Discipline', 'discipline', 'movie'),
  genre(2, 'Power', 'power', 'movie'),
  genre(3, 'Influence', 'influence', 'tv-show'),
  genre(4, 'Information Warfare', 'information-warfare', 'movie'),
  genre(5, 'Stoicism', 'stoicism', 'video'),
  genre(6, 'Leadership', 'leadership', 'tv-show'),
  genre(7, 'Censorship', 'censorship', 'movie'),
  genre(8, 'Investigations', 'investigations', 'tv-show'),
  genre(9, 'Thriller', 'thriller', 'movie'),
  genre(10, 'Strategy', 'strategy', 'video'),
  genre(11, 'Resilience', 'resilience', 'movie'),
  genre(12, 'Documentary', 'documentary', 'video'),
];
