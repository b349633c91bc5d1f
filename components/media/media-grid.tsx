import type { CardLink } from './card-link';
import { LandscapeCard } from './landscape-card';
import { PosterCard } from './poster-card';

/** A responsive grid of cards; the first `eager` images load at once, the rest lazily. */
export function MediaGrid({ items, variant = 'poster', eager = 0 }: { items: CardLink[]; variant?: 'poster' | 'landscape'; eager?: number }) {
  return (
    <div className={`media-grid media-grid-${variant}`}>
      {items.map((item, index) =>
        variant === 'poster' ? (
          <PosterCard key={item.href} item={item} lazy={index >= eager} />
        ) : (
          <LandscapeCard key={item.href} item={item} lazy={index >= eager} />
        ),
      )}
    </div>
  );
}
