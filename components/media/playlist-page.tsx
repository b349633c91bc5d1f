import { artworkUrl } from '@/lib/artwork/render-artwork';
import { slugOf } from '@/lib/slug';
import { playlist } from '@/lib/sample-data/media-lists';
import { MEDIA_TYPE_LABELS, findEntry, type MediaEntry } from '@/lib/sample-data/media-lookup';
import { PlaylistPlayer, type PlaylistItem } from './playlist-player';

function itemOf(entry: MediaEntry): PlaylistItem {
  return {
    slug: `${entry.type}-${entry.slug}`,
    title: entry.info.title,
    href: entry.href,
    still: artworkUrl('still', entry.slug),
    movieTime: entry.info.movieTime,
    typeLabel: MEDIA_TYPE_LABELS[entry.type],
    rating: entry.info.rating,
    year: entry.info.year,
    synopsis: entry.info.synopsis,
  };
}

/** The curated watchlist: a player-like featured title beside the queue. */
export function PlaylistPage() {
  const items = playlist
    .map(({ type, title }) => findEntry(type, slugOf(title)))
    .filter((entry): entry is MediaEntry => Boolean(entry))
    .map(itemOf);
  return (
    <div className="media-page">
      <section className="media-section" aria-label="Playlist">
        <div className="container-xl">
          <p className="listing-intro">
            A starter watchlist on bans, appeals and keeping your head: {items.length} titles, picked to be watched in order.
          </p>
          <PlaylistPlayer items={items} />
        </div>
      </section>
    </div>
  );
}
