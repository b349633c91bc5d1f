import { artworkUrl, type ArtworkKind } from '@/lib/artwork/render-artwork';
import { mediaHref, type MediaEntry } from '@/lib/sample-data/media-lookup';
import type { MediaCard, MediaType, TvShow } from '@/lib/sample-data/types';

/** A card and the page it opens, with an optional corner badge. */
export type CardLink = { card: MediaCard; href: string; badge?: string; badgeTone?: 'accent' | 'neutral' };

const TYPE_BADGES: Record<MediaType, string> = { movie: 'Movie', 'tv-show': 'Series', video: 'Video' };

export function linksOf(type: MediaType, cards: MediaCard[]): CardLink[] {
  return cards.map((card) => ({ card, href: mediaHref(type, card.title) }));
}

/**
 * Cards of catalogue entries, drawn with artwork of `kind`. Restricted titles are badged with
 * their rating; with `typeBadge` the others are badged with their kind.
 */
export function linksOfEntries(entries: MediaEntry[], { typeBadge = false, kind = 'poster' }: { typeBadge?: boolean; kind?: ArtworkKind } = {}): CardLink[] {
  return entries.map((entry) => ({
    card: { ...entry.card, image: artworkUrl(kind, entry.slug) },
    href: entry.href,
    badge: entry.info.restriction ? entry.info.rating : typeBadge ? TYPE_BADGES[entry.type] : undefined,
    badgeTone: entry.info.restriction ? 'accent' : 'neutral',
  }));
}

/** Show cards badged with their number of seasons. */
export function linksOfShows(shows: TvShow[]): CardLink[] {
  return shows.map((show) => ({
    card: show,
    href: mediaHref('tv-show', show.title),
    badge: `${show.seasons.length} ${show.seasons.length === 1 ? 'Season' : 'Seasons'}`,
    badgeTone: 'neutral',
  }));
}
