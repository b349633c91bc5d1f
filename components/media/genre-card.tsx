import Link from 'next/link';
import type { GenreItem } from '@/lib/sample-data/types';
import { ArtworkImage } from './artwork-image';

/** A genre tile with its name and how many titles it holds. */
export function GenreCard({ genre, count, lazy = true }: { genre: GenreItem; count: number; lazy?: boolean }) {
  return (
    <article className="genre-card">
      <Link href={`/genres/${genre.slug}`} className="genre-card-link">
        <ArtworkImage src={genre.thumbnail} alt={`${genre.title} artwork`} lazy={lazy} />
        <div className="genre-card-body">
          <h3 className="genre-media-card-title">{genre.title}</h3>
          <p className="genre-card-count">
            {count} {count === 1 ? 'title' : 'titles'}
          </p>
        </div>
      </Link>
    </article>
  );
}
