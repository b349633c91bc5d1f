import type { CardLink } from './card-link';
import { LandscapeCard } from './landscape-card';
import { SliderSection } from './slider-section';

/** A titled slider of wide stills; `featured` shows fewer, larger banners. */
export function LandscapeRow({ title, href, items, featured = false }: { title: string; href?: string; items: CardLink[]; featured?: boolean }) {
  return (
    <SliderSection title={title} href={href} variant={featured ? 'banner' : 'landscape'}>
      {items.map((item) => (
        <LandscapeCard key={item.href} item={item} />
      ))}
    </SliderSection>
  );
}
