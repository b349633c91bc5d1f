import { entriesOfGenre } from '@/lib/sample-data/media-lookup';
import type { GenreItem } from '@/lib/sample-data/types';
import { GenreCard } from './genre-card';
import { SliderSection } from './slider-section';

/** A titled slider of genre tiles. */
export function GenreRow({ title, href, genres }: { title: string; href?: string; genres: GenreItem[] }) {
  return (
    <SliderSection title={title} href={href} variant="genre">
      {genres.map((genre) => (
        <GenreCard key={genre.slug} genre={genre} count={entriesOfGenre(genre.slug).length} />
      ))}
    </SliderSection>
  );
}
