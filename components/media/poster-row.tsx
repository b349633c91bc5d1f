import type { CardLink } from './card-link';
import { PosterCard } from './poster-card';
import { SliderSection } from './slider-section';

/** A titled slider of posters; `ranked` numbers them as a top-ten. */
export function PosterRow({ title, href, items, ranked = false }: { title: string; href?: string; items: CardLink[]; ranked?: boolean }) {
  return (
    <SliderSection title={title} href={href} variant="poster">
      {items.map((item, index) => (
        <PosterCard key={item.href} item={item} rank={ranked ? index + 1 : undefined} />
      ))}
    </SliderSection>
  );
}
