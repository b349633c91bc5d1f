import { cast } from '@/lib/sample-data/cast';
import { CastCard } from './cast-card';
import { GridSection } from './grid-section';

/** Everyone credited in the catalogue. */
export function CastListing() {
  return (
    <div className="media-page">
      <GridSection title="Actors, directors and voices">
        <p className="listing-intro">The people in front of and behind the camera, with their credits across films, series and videos.</p>
        <div className="cast-grid">
          {cast.map((person, index) => (
            <CastCard key={person.slug} person={person} lazy={index >= 12} />
          ))}
        </div>
      </GridSection>
    </div>
  );
}
