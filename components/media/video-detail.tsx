import { artworkUrl } from '@/lib/artwork/render-artwork';
import { slugOf } from '@/lib/slug';
import { videosRecommended } from '@/lib/sample-data/media-lists';
import { similarTo, type MediaEntry } from '@/lib/sample-data/media-lookup';
import { linksOf, linksOfEntries } from './card-link';
import { DetailBackdrop } from './detail-backdrop';
import { DetailOverview } from './detail-overview';
import { LandscapeRow } from './landscape-row';

/** A video's page: player and facts, then what to watch next. */
export function VideoDetail({ entry }: { entry: MediaEntry }) {
  const upNext = videosRecommended.filter((card) => slugOf(card.title) !== entry.slug);
  return (
    <div className="media-page detail-page">
      <DetailBackdrop image={artworkUrl('banner', entry.slug)} />
      <DetailOverview entry={entry} still={artworkUrl('still', entry.slug)} />
      <LandscapeRow title="Up next" href="/videos" items={linksOf('video', upNext)} />
      <LandscapeRow title="Related videos" href="/view-all?type=video" items={linksOfEntries(similarTo(entry), { kind: 'still' })} />
    </div>
  );
}
