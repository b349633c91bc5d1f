import { loadMoreDown, loadMoreUp, movieSlider, pagination } from '@/lib/sample-data/media-lists';
import { linksOf } from './card-link';
import { GridSection } from './grid-section';
import { LandscapeRow } from './landscape-row';
import { LoadMore } from './load-more';
import { MediaGrid } from './media-grid';
import { PaginationNav } from './pagination-nav';
import { PosterCard } from './poster-card';

export const MOVIES_PER_PAGE = 12;

export function moviePageCount(): number {
  return Math.ceil(pagination.length / MOVIES_PER_PAGE);
}

/** The film shelf: featured films, the paginated catalogue and a shelf that loads more. */
export function MoviesListing({ page }: { page: number }) {
  const pageCount = moviePageCount();
  const start = (page - 1) * MOVIES_PER_PAGE;
  const onPage = linksOf('movie', pagination.slice(start, start + MOVIES_PER_PAGE));
  const more = linksOf('movie', [...loadMoreUp, ...loadMoreDown]);
  return (
    <div className="media-page">
      <LandscapeRow featured title="Featured films" href="/view-all?type=movie" items={linksOf('movie', movieSlider)} />
      <GridSection title="All movies" href="/movies/restricted" linkLabel="Restricted titles">
        <p className="listing-intro">
          Newest first · page {page} of {pageCount} · {pagination.length} films
        </p>
        <MediaGrid items={onPage} eager={page === 1 ? 0 : 6} />
        <PaginationNav page={page} pageCount={pageCount} basePath="/movies" />
      </GridSection>
      <GridSection title="Keep exploring">
        <LoadMore initial={loadMoreUp.length} step={6} className="media-grid media-grid-poster">
          {more.map((item) => (
            <PosterCard key={item.href} item={item} />
          ))}
        </LoadMore>
      </GridSection>
    </div>
  );
}
