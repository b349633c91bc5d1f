import { slugOf } from '@/lib/slug';
import { findEntry } from '@/lib/sample-data/media-lookup';
import type { MediaCard } from '@/lib/sample-data/types';
import { HeroSlide } from './hero-slide';
import { HeroSlider } from './hero-slider';

/**
 * The full-width featured carousel of a list of films. With `withH1` the first slide's title is
 * the page's heading (for pages whose hero stands in for the breadcrumb banner).
 */
export function FeaturedHero({ slides, label, withH1 = false, compact = false }: { slides: MediaCard[]; label: string; withH1?: boolean; compact?: boolean }) {
  return (
    <HeroSlider label={label} compact={compact}>
      {slides.map((card, index) => {
        const entry = findEntry('movie', slugOf(card.title));
        if (!entry) return null;
        return <HeroSlide key={entry.slug} entry={entry} image={card.image} heading={withH1 && index === 0 ? 'h1' : 'h2'} lazy={index > 0} />;
      })}
    </HeroSlider>
  );
}
