import type { CardLink } from './card-link';
import { LandscapeCard } from './landscape-card';
import { SliderSection } from './slider-section';

/** A titled slider of wide stills. */
export function LandscapeRow({ title, href, items }: { title: string; href?: string; items: CardLink[] }) {
  return (
    <SliderSection title={title} href={href} variant="landscape">
      {items.map((item) => (
        <LandscapeCard key={item.href} item={item} />
      ))}
    </SliderSection>
  );
}
