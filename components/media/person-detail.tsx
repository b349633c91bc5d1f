import { creditsOf } from '@/lib/sample-data/media-lookup';
import type { CastItem } from '@/lib/sample-data/types';
import { linksOfEntries } from './card-link';
import { CastProfile } from './cast-profile';
import { GridSection } from './grid-section';
import { MediaGrid } from './media-grid';

/** A person's profile and every title they are credited on. */
export function PersonDetail({ person }: { person: CastItem }) {
  const credits = creditsOf(person.slug);
  return (
    <div className="media-page">
      <CastProfile person={person} creditCount={credits.length} />
      <GridSection title={`Credits (${credits.length})`} href="/cast" linkLabel="All cast">
        <MediaGrid items={linksOfEntries(credits, { typeBadge: true })} />
      </GridSection>
    </div>
  );
}
