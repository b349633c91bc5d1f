import { allEntries, entriesByType } from '@/lib/sample-data/media-lookup';
import type { MediaType } from '@/lib/sample-data/types';
import { linksOfEntries } from './card-link';
import { MediaGrid } from './media-grid';
import { TypeFilter } from './type-filter';

/** Every title of the catalogue, optionally narrowed to one kind. */
export function ViewAllListing({ type }: { type?: MediaType }) {
  const entries = type ? entriesByType[type] : allEntries;
  const counts = {
    all: allEntries.length,
    movie: entriesByType.movie.length,
    'tv-show': entriesByType['tv-show'].length,
    video: entriesByType.video.length,
  };
  return (
    <div className="media-page">
      <section className="media-section" aria-label="Titles">
        <div className="container-xl">
          <TypeFilter basePath="/view-all" active={type} counts={counts} />
          <MediaGrid items={linksOfEntries(entries, { typeBadge: !type })} eager={6} />
        </div>
      </section>
    </div>
  );
}
