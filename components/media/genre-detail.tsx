import Link from 'next/link';
import { genres } from '@/lib/sample-data/genres';
import { entriesOfGenre } from '@/lib/sample-data/media-lookup';
import type { GenreItem } from '@/lib/sample-data/types';
import { EntryGroups } from './entry-groups';

/** The titles of one genre, grouped by kind, with links to the other genres. */
export function GenreDetail({ genre }: { genre: GenreItem }) {
  const entries = entriesOfGenre(genre.slug);
  return (
    <div className="media-page">
      <div className="container-xl listing-head">
        <p className="listing-intro">
          {entries.length} {entries.length === 1 ? 'title' : 'titles'} filed under {genre.title.toLowerCase()}.
        </p>
        <nav className="type-filter" aria-label="Other genres">
          {genres.map((other) => (
            <Link
              key={other.slug}
              href={`/genres/${other.slug}`}
              className={`type-filter-link${other.slug === genre.slug ? ' active' : ''}`}
              aria-current={other.slug === genre.slug ? 'page' : undefined}
            >
              {other.title}
            </Link>
          ))}
        </nav>
      </div>
      <EntryGroups entries={entries} emptyMessage={`Nothing is filed under ${genre.title} yet.`} />
    </div>
  );
}
