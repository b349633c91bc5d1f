import { genres } from '@/lib/sample-data/genres';
import {
  bestOfInternationalShows,
  bigSlider,
  cast,
  latest,
  movieOfTheYear,
  popular,
  popularTvShows,
  popularVideos,
  recommended,
  suggestedForYou,
  trendingSlider,
  upcoming,
} from '@/lib/sample-data/media-lists';
import { linksOf, linksOfShows } from './card-link';
import { CastRow } from './cast-row';
import { FeaturedHero } from './featured-hero';
import { GenreRow } from './genre-row';
import { InfoWarStrip } from './info-war-strip';
import { LandscapeRow } from './landscape-row';
import { MovieOfTheYear } from './movie-of-the-year';
import { PosterRow } from './poster-row';

/** The streaming home: a featured carousel and shelf after shelf of the catalogue. */
export function StreamingHome() {
  return (
    <div className="media-page">
      <section className="home-hero" aria-label="Featured">
        <FeaturedHero slides={bigSlider} label="Featured films" withH1 />
      </section>
      <LandscapeRow title="Trending now" href="/view-all?type=movie" items={linksOf('movie', trendingSlider)} />
      <PosterRow title="Top 10 this week" href="/movies" items={linksOf('movie', popular)} ranked />
      <PosterRow title="Latest movies" href="/movies" items={linksOf('movie', latest)} />
      <PosterRow title="Coming soon" href="/view-all?type=movie" items={linksOf('movie', upcoming)} />
      <PosterRow title="Popular TV shows" href="/tv-shows" items={linksOfShows(popularTvShows)} />
      <GenreRow title="Browse by genre" href="/genres" genres={genres} />
      <MovieOfTheYear cards={movieOfTheYear} />
      <PosterRow title="Suggested for you" href="/view-all" items={linksOf('movie', suggestedForYou)} />
      <PosterRow title="Best of international shows" href="/tv-shows" items={linksOfShows(bestOfInternationalShows)} />
      <LandscapeRow title="Popular videos" href="/videos" items={linksOf('video', popularVideos)} />
      <InfoWarStrip />
      <CastRow title="Top cast" href="/cast" people={cast} />
      <PosterRow title="Recommended for you" href="/view-all?type=movie" items={linksOf('movie', recommended)} />
    </div>
  );
}
