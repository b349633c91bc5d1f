import Link from 'next/link';
import type { CastItem } from '@/lib/sample-data/types';
import { ArtworkImage } from './artwork-image';

/** A person's portrait, name and role, opening their profile. */
export function CastCard({ person, lazy = true }: { person: CastItem; lazy?: boolean }) {
  return (
    <article className="cast-card">
      <Link href={`/cast/${person.slug}`} className="cast-card-link">
        <div className="cast-card-media">
          <ArtworkImage src={person.profile_image} alt={`Portrait of ${person.title}`} lazy={lazy} />
        </div>
        <h3 className="cast-card-name">{person.title}</h3>
        <p className="cast-card-role">{person.designation}</p>
      </Link>
    </article>
  );
}
