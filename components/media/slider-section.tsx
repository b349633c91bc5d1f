import type { ReactNode } from 'react';
import { slugOf } from '@/lib/slug';
import { MediaSlider, type SliderVariant } from './media-slider';
import { SectionHeader } from './section-header';

/** A titled row of cards in a slider, with an optional "View All" link. */
export function SliderSection({ title, href, variant, children }: { title: string; href?: string; variant: SliderVariant; children: ReactNode }) {
  const id = `row-${slugOf(title)}`;
  return (
    <section className="media-section" aria-labelledby={id}>
      <div className="container-xl">
        <SectionHeader id={id} title={title} href={href} />
        <MediaSlider variant={variant} label={title}>
          {children}
        </MediaSlider>
      </div>
    </section>
  );
}
