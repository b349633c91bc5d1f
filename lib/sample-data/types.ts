/**
 * Shapes of the theme's static sample data, exactly as SPEC §3 ("Sample and theme data") gives
 * them. Detail-page slugs for media cards and TV shows are derived from their titles (slugOf).
 */
export type MediaType = 'movie' | 'tv-show' | 'video';

export type GenreItem = { id: string; slug: string; title: string; thumbnail: string; type: MediaType };

export type InformationWarCategory = { id: string; title: string; slug: string; thumbnail: string; type: MediaType };

export type CastItem = {
  id: string;
  profile_image: string;
  slug: string;
  title: string;
  designation: string;
  known_credits: number;
  birthday: string;
  birth_place: string;
  also_known_as: string;
};

export type MediaCard = { image: string; title: string; movieTime: string };

export type Season = { title: string; episodes: MediaCard[] };

export type TvShow = MediaCard & { seasons: Season[] };

export type CartItem = { thumbnail: string; name: string; price: number };
