import { artworkUrl } from '@/lib/artwork/render-artwork';
import { castOf, episodesOf, similarTo, type MediaEntry } from '@/lib/sample-data/media-lookup';
import type { TvShow } from '@/lib/sample-data/types';
import { linksOfEntries } from './card-link';
import { CastRow } from './cast-row';
import { DetailBackdrop } from './detail-backdrop';
import { DetailOverview } from './detail-overview';
import { EpisodeList } from './episode-list';
import { GridSection } from './grid-section';
import { PosterRow } from './poster-row';
import { SeasonTabs } from './season-tabs';

/** A series' page: player and facts, its seasons as tabs of episodes, cast and similar series. */
export function ShowDetail({ entry, show }: { entry: MediaEntry; show: TvShow }) {
  const episodes = episodesOf(show);
  const seasons = show.seasons.length;
  return (
    <div className="media-page detail-page">
      <DetailBackdrop image={artworkUrl('banner', entry.slug)} />
      <DetailOverview entry={entry} still={artworkUrl('still', entry.slug)} extraFact={`${seasons} ${seasons === 1 ? 'Season' : 'Seasons'}`} />
      <GridSection title="Seasons & episodes">
        <SeasonTabs idPrefix={`seasons-${entry.slug}`} labels={show.seasons.map((season) => season.title)}>
          {show.seasons.map((season, index) => (
            <EpisodeList key={season.title} episodes={episodes.filter((ref) => ref.season === index + 1)} />
          ))}
        </SeasonTabs>
      </GridSection>
      <CastRow title="Cast & crew" href="/cast" people={castOf(entry.info)} />
      <PosterRow title="More series like this" href="/tv-shows" items={linksOfEntries(similarTo(entry))} />
    </div>
  );
}
