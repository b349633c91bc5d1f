import { artworkUrl } from '@/lib/artwork/render-artwork';
import { slugOf } from '@/lib/slug';
import { upcoming } from '@/lib/sample-data/media-lists';
import { castOf, similarTo, type MediaEntry } from '@/lib/sample-data/media-lookup';
import { linksOf, linksOfEntries } from './card-link';
import { CastRow } from './cast-row';
import { DetailBackdrop } from './detail-backdrop';
import { DetailOverview } from './detail-overview';
import { PosterRow } from './poster-row';

/** A film's page: player and facts, its cast, related films and what is coming next. */
export function MovieDetail({ entry }: { entry: MediaEntry }) {
  const next = upcoming.filter((card) => slugOf(card.title) !== entry.slug);
  return (
    <div className="media-page detail-page">
      <DetailBackdrop image={artworkUrl('banner', entry.slug)} />
      <DetailOverview entry={entry} still={artworkUrl('still', entry.slug)} />
      <CastRow title="Cast & crew" href="/cast" people={castOf(entry.info)} />
      <PosterRow title="Related movies" href="/view-all?type=movie" items={linksOfEntries(similarTo(entry))} />
      <PosterRow title="Upcoming movies" href="/movies" items={linksOf('movie', next)} />
    </div>
  );
}
