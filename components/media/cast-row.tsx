import type { CastItem } from '@/lib/sample-data/types';
import { CastCard } from './cast-card';
import { SliderSection } from './slider-section';

/** A titled slider of people. */
export function CastRow({ title, href, people }: { title: string; href?: string; people: CastItem[] }) {
  return (
    <SliderSection title={title} href={href} variant="cast">
      {people.map((person) => (
        <CastCard key={person.slug} person={person} />
      ))}
    </SliderSection>
  );
}
