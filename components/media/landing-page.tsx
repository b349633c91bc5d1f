import { cast, latest, movieOfTheYear, popular, suggestedForYou, trendingSlider } from '@/lib/sample-data/media-lists';
import { linksOf } from './card-link';
import { CastRow } from './cast-row';
import { InfoWarStrip } from './info-war-strip';
import { LandingHero } from './landing-hero';
import { LandscapeRow } from './landscape-row';
import { MovieOfTheYear } from './movie-of-the-year';
import { PosterRow } from './poster-row';
import { SiteIntro } from './site-intro';

/** The site home: the product's pitch, featured films, shelves of titles and the people in them. */
export function LandingPage() {
  return (
    <div className="media-page">
      <LandingHero />
      <LandscapeRow title="Trending now" href="/home" items={linksOf('movie', trendingSlider)} />
      <PosterRow title="Popular movies" href="/movies" items={linksOf('movie', popular)} />
      <InfoWarStrip />
      <PosterRow title="Latest releases" href="/view-all?type=movie" items={linksOf('movie', latest)} />
      <MovieOfTheYear cards={movieOfTheYear} />
      <PosterRow title="Suggested for you" href="/view-all" items={linksOf('movie', suggestedForYou)} />
      <CastRow title="Top cast" href="/cast" people={cast} />
      <SiteIntro />
    </div>
  );
}
