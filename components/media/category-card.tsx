import Link from 'next/link';
import type { InformationWarCategory } from '@/lib/sample-data/types';
import { ArtworkImage } from './artwork-image';

/** One front of the information war, opening the titles filed under it. */
export function CategoryCard({ category, blurb, lazy = true }: { category: InformationWarCategory; blurb?: string; lazy?: boolean }) {
  return (
    <article className="category-card">
      <Link href={`/tags/${category.slug}`} className="category-card-link">
        <ArtworkImage src={category.thumbnail} alt={`${category.title} artwork`} lazy={lazy} />
        <div className="category-card-body">
          <h3 className="category-media-card-title">{category.title}</h3>
          {blurb ? <p className="category-card-blurb">{blurb}</p> : null}
        </div>
      </Link>
    </article>
  );
}
