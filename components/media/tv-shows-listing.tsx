import { tvShows } from '@/lib/sample-data/tv-shows';
import { bestOfInternationalShows, popularTvShows, showsWeRecommend, suggestedTvShows, tvShowSlider } from '@/lib/sample-data/media-lists';
import { linksOfShows } from './card-link';
import { GridSection } from './grid-section';
import { LandscapeRow } from './landscape-row';
import { MediaGrid } from './media-grid';
import { PosterRow } from './poster-row';

/** The series shelf: featured series, curated rows and the whole list. */
export function TvShowsListing() {
  return (
    <div className="media-page">
      <LandscapeRow featured title="Featured series" items={linksOfShows(tvShowSlider)} />
      <PosterRow title="Popular TV shows" href="/view-all?type=tv-show" items={linksOfShows(popularTvShows)} />
      <PosterRow title="Best of international shows" href="/view-all?type=tv-show" items={linksOfShows(bestOfInternationalShows)} />
      <PosterRow title="Suggested for you" href="/view-all?type=tv-show" items={linksOfShows(suggestedTvShows)} />
      <PosterRow title="Shows we recommend" href="/view-all?type=tv-show" items={linksOfShows(showsWeRecommend)} />
      <GridSection title="All series">
        <MediaGrid items={linksOfShows(tvShows)} />
      </GridSection>
    </div>
  );
}
