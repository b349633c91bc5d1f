import { genres } from '@/lib/sample-data/genres';
import { entriesOfGenre } from '@/lib/sample-data/media-lookup';
import { GenreCard } from './genre-card';
import { GridSection } from './grid-section';

/** Every genre as a tile with its number of titles. */
export function GenresListing() {
  return (
    <div className="media-page">
      <GridSection title="Browse by genre">
        <p className="listing-intro">From cold discipline to hot information wars: pick a genre to see its films, series and videos.</p>
        <div className="genre-grid">
          {genres.map((genre, index) => (
            <GenreCard key={genre.slug} genre={genre} count={entriesOfGenre(genre.slug).length} lazy={index >= 8} />
          ))}
        </div>
      </GridSection>
    </div>
  );
}
